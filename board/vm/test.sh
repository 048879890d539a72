#!/bin/bash
# The virtual panel test (`make test`): the real kiosk on the kernel's virtio-gpu DRM driver, touches through
# uinput -> libinput, in two cases: 800x480 (atomic KMS) and a 720x1280 panel with --rotation 90 (legacy KMS,
# a 1280x720 UI). Each case compares the screen dumps, before and after a touch script (a tap on a tile and a
# swipe that drags the card two slots), with the offscreen render of the same script (kiosk --snapshot).
# The first case then destroys the touch device in the middle of a drag past half-way, ten times with different
# delays: the page turn must be cancelled each time, the kiosk must go idle, and the screen must be unchanged.
# The first case stops the kiosk with SIGTERM, the second with SIGHUP: both must put the console back.
# Gestures wait for the kiosk to settle before the next one, and every wait has a bound, so the result does not
# depend on how busy the machine is (make stress-test runs this under stress-ng).
#
#   board/vm/test.sh [--bin DIR] [--tolerance N] [--max-differing N]
# --bin DIR uses kiosk and panel-touch from DIR instead of building them into .build.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=""
tolerance=2
max_differing=0
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin=${2:?}; shift 2 ;;
        --tolerance) tolerance=${2:?}; shift 2 ;;
        --max-differing) max_differing=${2:?}; shift 2 ;;
        *) echo "test.sh: unknown flag $1" >&2; exit 2 ;;
    esac
done

if [ -z "$bin" ]; then
    cd "$root"
    swift build --product kiosk
    swift build --product panel-touch
    bin=$(swift build --show-bin-path)
fi
bin=$(cd "$bin" && pwd)  # the guest sees the host's tree from / : an absolute path
kiosk="$bin/kiosk"
out="$root/.build/vm/test"
rm -rf "$out"
mkdir -p "$out"

passed=0
failed=0
check() {  # check NAME COMMAND...
    if "${@:2}"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "test.sh: FAILED: $1"; fi
}

# A drag rightwards past half-way across the upper part of a UI of size WxH that never lifts: on the last page
# it would turn back a page if released; the device is destroyed under the finger instead.
unplug_script() {  # unplug_script WIDTH HEIGHT OUT
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
w, h, out = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
y = round(h * 0.3)
events = [{"t": 0.1, "id": 0, "phase": "began", "x": round(w * 0.15), "y": y}]
for k in range(1, 25):
    events.append({"t": round(0.1 + k / 60, 4), "id": 0, "phase": "moved", "x": round(w * (0.15 + 0.6 * k / 24)), "y": y})
json.dump({"events": events}, open(out, "w"), indent=1)
PY
}

run_case() {  # run_case NAME PANEL ROTATION UNPLUGS [VM FLAGS...]
    local name=$1 panel=$2 rotation=$3 unplugs=$4
    shift 4
    local dir="$out/$name" w=${panel%x*} h=${panel#*x} ui
    if [ "$rotation" = 90 ] || [ "$rotation" = 270 ]; then ui="${h}x${w}"; else ui=$panel; fi
    mkdir -p "$dir"
    echo "== $name: panel $panel, rotation $rotation, UI $ui $*"
    "$kiosk" --demo-script "$dir/script.json" --size "$ui"
    "$kiosk" --snapshot "$dir/offscreen-initial.png" --size "$ui" >"$dir/offscreen-initial.txt"
    "$kiosk" --snapshot "$dir/offscreen-final.png" --size "$ui" --script "$dir/script.json" >"$dir/offscreen-final.txt"
    if [ -n "${PANEL_MEDIA_START:-}" ]; then
        # The same screen with the player at its first frame: the final screen must differ from it (the video
        # area shows the frame decoded at PANEL_MEDIA_START, not a poster).
        PANEL_MEDIA_START=0 "$kiosk" --snapshot "$dir/offscreen-start.png" --size "$ui" --script "$dir/script.json" \
            >/dev/null
    fi
    local t0=$SECONDS unplug=()
    if [ "$unplugs" -gt 0 ]; then
        unplug_script "${ui%x*}" "${ui#*x}" "$dir/unplug.json"
        unplug=(--unplug-script "$dir/unplug.json" --unplug-repeat "$unplugs")
    fi
    # A failed run whose guest kernel hung (soft lockups in its console log; seen once on a virtual device, at
    # boot, before any PanelKit code ran) runs once more. A second failure, or any other, stands.
    local attempt ran=1
    for attempt in 1 2; do
        if "$here/virtual-panel" --test --out "$dir" --size "$panel" --rotation "$rotation" --script "$dir/script.json" \
            --kiosk "$kiosk" --panel-touch "$bin/panel-touch" "${unplug[@]}" \
            ${PANEL_MEDIA_START:+--env PANEL_MEDIA_START=$PANEL_MEDIA_START} "$@"; then
            ran=0
            break
        fi
        [ "$attempt" = 1 ] && grep -q "soft lockup" "$dir/serial.log" 2>/dev/null || break
        echo "test.sh: $name: the guest's kernel hung (soft lockups in $dir/serial-hung.log); booting it once more"
        mv "$dir/serial.log" "$dir/serial-hung.log"
    done
    if [ "$ran" != 0 ]; then
        failed=$((failed + 1))
        echo "test.sh: FAILED: $name: the virtual panel run (see $dir/serial.log, $dir/kiosk.log); the kiosk's last lines:"
        tail -n 8 "$dir/kiosk.log" 2>/dev/null | sed 's/^/    | /'
        return
    fi
    passed=$((passed + 1))
    echo "$name: virtual panel run took $((SECONDS - t0)) s"
    local compare=(python3 "$here/panelvm.py" compare --rotation "$rotation" --tolerance "$tolerance"
        --max-differing "$max_differing")
    check "$name initial screen" "${compare[@]}" "$dir/initial.png" "$dir/offscreen-initial.png" --diff "$dir/initial.diff.png"
    check "$name screen after the swipe" "${compare[@]}" "$dir/final.png" "$dir/offscreen-final.png" --diff "$dir/final.diff.png"
    local want got
    want=$(sed -n 's/^kiosk: state //p' "$dir/offscreen-final.txt")
    got=$(sed -n 's/^kiosk: state //p' "$dir/kiosk.log" | tail -1)
    echo "$name: UI state on the panel '$got', offscreen '$want'"
    check "$name UI state" test "$got" = "$want"
    check "$name error messages" check_errors "$dir/checks.log"
    check "$name: the player decoded its clip ($(grep -o "media: .*decoder [^ ]*" "$dir/kiosk.log" | head -1))" \
        grep -q "^kiosk: media: .*decoder" "$dir/kiosk.log"
    if [ -n "${PANEL_MEDIA_START:-}" ]; then
        check "$name: the video area shows the frame at ${PANEL_MEDIA_START} s, not the first" \
            not "${compare[@]}" "$dir/final.png" "$dir/offscreen-start.png"
    fi
    if [ "$unplugs" -gt 0 ]; then
        grep "^unplug " "$dir/checks.log" | sed 's/^/    /'
        check "$name: $unplugs unplugs mid-drag each cancelled and idle" \
            test "$(grep -c "^unplug [0-9]*: ok" "$dir/checks.log")" = "$unplugs"
        check "$name screen after the unplugs" "${compare[@]}" "$dir/after-unplug.png" "$dir/offscreen-final.png" \
            --diff "$dir/after-unplug.diff.png"
    fi
}

not() { ! "$@" >/dev/null; }

check_errors() {  # the guest's checks.log: --output list, a missing mode, DRM master held by the running kiosk
    local log=$1 ok=0
    sed 's/^/    /' "$log"
    grep -q "^card0 Virtual-1 connected" "$log" || { echo "check: --output list did not list Virtual-1"; ok=1; }
    grep -q "Virtual-1 offers no mode 1234x567 (modes: " "$log" || { echo "check: no clear missing-mode error"; ok=1; }
    grep -q "another program holds DRM master.*did not release it within 1 s" "$log" ||
        { echo "check: no clear DRM-master-held error"; ok=1; }
    local ticks
    ticks=$(sed -n 's/^idle CPU ticks in 2 s: //p' "$log")
    [ -n "$ticks" ] && [ "$ticks" -le 1 ] || { echo "check: the idle kiosk used CPU ($ticks ticks in 2 s)"; ok=1; }
    [ "$(grep -c '^exit ' "$log")" = 3 ] && [ "$(grep '^exit ' "$log" | tr '\n' ' ')" = "exit 0 exit 1 exit 1 " ] ||
        { echo "check: exit statuses were $(grep '^exit ' "$log" | tr '\n' ' ')"; ok=1; }
    return $ok
}

start=$SECONDS
run_case landscape-800x480 800x480 0 10
PANEL_MEDIA_START=2.2 run_case portrait-720x1280-rot90 720x1280 90 0 --legacy-kms --exit-signal HUP
echo "virtual panel: total $((SECONDS - start)) s; results in $out"
echo "virtual panel: $passed passed, $failed failed"
[ "$failed" = 0 ]
