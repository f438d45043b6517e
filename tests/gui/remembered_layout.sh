#!/usr/bin/env bash
# The real `hydaspes` binary on a 1366x768 X screen (Xvfb, openbox, xdotool),
# started with an empty configuration: on a first start the window takes at
# most 90% of the screen; resized by the window manager and quit with
# Ctrl+Q, it opens at the size it was left at, its layout written to the
# configuration (saveGeometry and saveState). Usage: remembered_layout.sh
# HYDASPES OUTDIR
set -euo pipefail
bin=$1
out=$2
mkdir -p "$out"
source "$(dirname "$0")/x_session.sh" 1366x768
export HYDASPES_NO_AUTOSAVE=1

start() {
  "$bin" --solo --seed 1 >>"$out/hydaspes.log" 2>&1 &
  app=$!
  wid=""
  for _ in $(seq 100); do
    wid=$(xdotool search --onlyvisible --name '^Hydaspes' 2>/dev/null | head -1) && [ -n "$wid" ] && break
    sleep 0.1
  done
  [ -n "$wid" ] || { echo "no window appeared"; exit 1; }
  sleep 1.5
}
size() { xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\1 \2/p'; }
quit() {
  xdotool windowactivate --sync "$wid" 2>/dev/null || true
  xdotool key ctrl+q
  for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then echo "Ctrl+Q did not close the window"; exit 1; fi
}

start
read -r w h < <(size)
import -window root "$out/first-start.png"
echo "first start: ${w}x${h} on 1366x768"
if [ "$w" -gt $((1366 * 9 / 10)) ] || [ "$h" -gt $((768 * 9 / 10)) ]; then
  echo "the first window is larger than 90% of the screen"
  exit 1
fi

xdotool windowsize "$wid" 1100 650
sleep 1
read -r w1 h1 < <(size)
quit
config=$(find "$XDG_CONFIG_HOME" -name '*.conf' | head -1)
[ -n "$config" ] && grep -q '^geometry=' "$config" && grep -q '^state=' "$config" ||
  { echo "the layout was not written to the configuration"; exit 1; }

start
read -r w2 h2 < <(size)
import -window root "$out/second-start.png"
echo "left at ${w1}x${h1}, opened again at ${w2}x${h2}"
quit
if [ "$w1" != "$w2" ] || [ "$h1" != "$h2" ]; then
  echo "the window did not open at the size it was left at"
  exit 1
fi
echo "layout: at most 90% of the screen at first, then as it was left"
