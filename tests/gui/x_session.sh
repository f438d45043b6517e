# Sourced by the scripts of tests/gui/: an X server (Xvfb) with a screen of
# $1 (WxH) on a free display, a window manager (openbox: without one,
# tooltips never show), and a scratch folder $work for the program's
# configuration and data (XDG_*), all ended and removed on exit. A script
# puts the program's process id in $app for the clean-up.
for tool in Xvfb openbox xdotool import xdpyinfo; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: install xvfb openbox xdotool imagemagick x11-utils (make test does)"; exit 1; }
done
work=$(mktemp -d)
n=$((90 + RANDOM % 800))
while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
display=:$n
cleanup() { kill "${app:-}" "${wm:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

Xvfb "$display" -screen 0 "$1x24" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
wm=$!
sleep 0.5

export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
