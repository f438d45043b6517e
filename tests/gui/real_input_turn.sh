#!/usr/bin/env bash
# Drives the real `hydaspes` binary as a player would: an X server (Xvfb), a
# window manager (openbox), real mouse and key input (xdotool). A solo game
# with seed 1 at 1366x740: end the Deception phase with its button, drag the
# stack b2 -> c2 and pick facing E on the ring, take it back with Ctrl+Z,
# click the March card, drag b2 -> c2 again and face E. The autosave must
# then hold exactly those decisions: the undone free move is gone, and each
# gesture became whole actions. Usage: real_input_turn.sh HYDASPES OUTDIR
set -euo pipefail
bin=$1
out=$2
mkdir -p "$out"
source "$(dirname "$0")/x_session.sh" 1366x768
"$bin" --solo --seed 1 --size 1366x740 >"$out/hydaspes.log" 2>&1 &
app=$!
for _ in $(seq 100); do xdotool search --name '^Hydaspes' >/dev/null 2>&1 && break; sleep 0.1; done
sleep 1.5

shot() { import -window root "$out/$1.png"; }
drag() {  # x1 y1 x2 y2
  xdotool mousemove "$1" "$2" mousedown 1; sleep 0.2
  xdotool mousemove $(( ($1 + $3) / 2 )) $(( ($2 + $4) / 2 )); sleep 0.1
  xdotool mousemove "$3" "$4"; sleep 0.2
  xdotool mouseup 1; sleep 0.6
}
# Screen places at this size, with fonts-dejavu: the "End Deception phase" button, the
# cells b2 and c2, the E arrow of the facing ring around c2, the March card.
end_phase="1058 578"; b2="289 203"; c2="347 203"; face_e="377 203"; march="708 672"

shot 0-start
xdotool mousemove $end_phase click 1; sleep 0.6
drag $b2 $c2
shot 1-facing-ring
xdotool mousemove $face_e click 1; sleep 0.6
shot 2-moved
xdotool key ctrl+z; sleep 0.6
shot 3-undone
xdotool mousemove $march click 1; sleep 0.6
drag $b2 $c2
xdotool mousemove $face_e click 1; sleep 0.8
shot 4-march

save=$XDG_DATA_HOME/Hydaspes/Hydaspes/autosave.hydaspes
[ -f "$save" ] || save=$(find "$XDG_DATA_HOME" -name autosave.hydaspes | head -1)
[ -n "$save" ] && [ -f "$save" ] || { echo "no autosave was written"; exit 1; }
cp "$save" "$out/autosave.hydaspes"
got=$(grep -o '"d": "[^"]*"' "$save" | sed 's/"d": "\(.*\)"/\1/' | tr '\n' '|')
want="end|move march|from b2|take all|to c2|face E|"
echo "decisions: $got"
if [ "$got" != "$want" ]; then
  echo "expected: $want"
  exit 1
fi
echo "real input: the saved game holds the decisions played, the undone move is gone"
