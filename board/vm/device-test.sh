#!/bin/bash
# The virtual device test (`make device-test`, part of `make test`): boots a fresh virtual device (systemd,
# sshd on 127.0.0.1, virtio-gpu panel), provisions it with board/install over SSH exactly as a Pi, reboots it,
# and checks the kiosk as a service: ready after its first frame with the screen equal to the offscreen render,
# hardening and the unprivileged user, a VT switch through the seat manager, idle blanking and the swallowed
# waking touch, the watchdog, crash restarts, the start limit with its OnFailure fallback, a second
# board/install that changes nothing, and the start-up figures. Then the deploy checks of issue 13 in the same
# guest (board/vm/deploy-test.sh, sourced: its reboot is a power cut right after a deploy's switch), and a fleet
# rollout with Ansible across this guest and a second one booted in the background after the first boot.
#
#   board/vm/device-test.sh [--bin DIR] [--keep]
# --bin DIR takes kiosk and panel-touch (release, --static-swift-stdlib) from DIR instead of building them.
# --keep leaves the device running afterwards (board/vm/device/device ssh device-test ...).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=""
keep=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin=${2:?}; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "device-test.sh: unknown flag $1" >&2; exit 2 ;;
    esac
done
if [ -z "$bin" ]; then
    (cd "$root" && swift build -c release --static-swift-stdlib --product kiosk &&
        swift build -c release --static-swift-stdlib --product panel-touch)
    bin="$root/.build/release"
fi
name=device-test
port=${DEVICE_TEST_PORT:-2290}
device="$here/device/device"
out="$root/.build/vm/device-test"
rm -rf "$out"
mkdir -p "$out"
export PANELKIT_DEVICES="$root/.build/vm/devices"
dev() { "$device" "$@"; }
on() { "$device" ssh "$name" "$@"; }
unit=panelkit-kiosk.service
start=$SECONDS
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "device-test: FAILED: $*"; }
# A heading with the seconds since the test started: where the time goes, read off the log.
section() { echo "== $* (at $((SECONDS - start)) s)"; }
figures=()

cleanup() {
    if [ -z "$keep" ]; then dev kill-hard "$name" >/dev/null 2>&1 || true; fi
    dev kill-hard "${fleet:-fleet-b}" >/dev/null 2>&1 || true
    if [ -s "${out:-/nonexistent}/main.swift.orig" ] && ! cmp -s "$out/main.swift.orig" "$root/Sources/kiosk/main.swift"; then
        cp "$out/main.swift.orig" "$root/Sources/kiosk/main.swift"
    fi
}
trap cleanup EXIT

# The kiosk's journal since a cursor, for "what did it say last" on every timeout.
journal_tail() { on journalctl -u "$unit" -n "${1:-12}" --no-pager -o short-monotonic 2>/dev/null | sed 's/^/    /'; }
# wait_for WHAT SECONDS COMMAND...: until COMMAND succeeds; on timeout says what it waited for and what it saw.
wait_for() {
    local what=$1 limit=$2 t0=$SECONDS
    shift 2
    while ! "$@" >/dev/null 2>&1; do
        if [ $((SECONDS - t0)) -ge "$limit" ]; then
            echo "device-test: timed out after $limit s waiting for $what; the kiosk's journal ends:"
            journal_tail 15
            dev screendump "$name" "$out/timeout-$(date +%s).png" >/dev/null 2>&1 &&
                echo "    last screen: $(ls -t "$out"/timeout-*.png | head -1)"
            return 1
        fi
        sleep 1
    done
    echo "  ($what after $((SECONDS - t0)) s)"
}
# The journal since mark ID matches TEXT (the cursor file is not advanced: grep the lines after it).
since_has() { on "journalctl -b --no-pager -o cat --after-cursor=\"\$(cat /run/device-test.cursor.$1)\" | grep -q -- '$2'"; }
mark() { on "journalctl -n 1 --show-cursor -q -o cat | sed -n 's/^-- cursor: //p' >/run/device-test.cursor.$1"; }
main_pid() { on systemctl show -p MainPID --value "$unit"; }
is_active() { [ "$(on systemctl is-active "$unit")" = active ]; }
screen() { dev screendump "$name" "$out/$1.png" >/dev/null; }
compare() {  # compare DUMP OFFSCREEN
    python3 "$here/panelvm.py" compare "$out/$1.png" "$out/$2.png" --tolerance 2 --max-differing 0 \
        --diff "$out/$1.diff.png"
}

# shellcheck source=board/vm/deploy-test.sh
. "$here/deploy-test.sh"

section "offscreen render of the first screen (the same content the device gets)"
content="$root/Sources/KioskApp/DefaultContent"
"$bin/kiosk" --snapshot "$out/offscreen-initial.png" --size 800x480 --content "$content" >/dev/null
"$bin/kiosk" --demo-script "$out/demo.json" --size 800x480 --content "$content"
# The demo script's last touch is a tap on the page indicator's right end (Profile -> Cards): a tap alone.
python3 - "$out/demo.json" "$out/tap.json" <<'PY'
import json, sys
events = json.load(open(sys.argv[1]))["events"]
last = max(i for i, e in enumerate(events) if e["phase"] == "began")
tap = events[last:]
t0 = tap[0]["t"]
json.dump({"events": [dict(e, t=round(e["t"] - t0 + 0.3, 3)) for e in tap]}, open(sys.argv[2], "w"))
PY

section "a fresh virtual device"
dev destroy "$name" >/dev/null
dev create "$name" --port "$port" --size 800x480 >/dev/null
ssh-keygen -q -t ed25519 -N "" -C panelkit-deploy -f "$(dev dir "$name")/deploy_ed25519"
# ssh's control master binds its socket at ControlPath + "." + 16 random characters; past 107 bytes every ssh
# to the device fails (a clone under a long path, such as CI's, once did exactly that).
control=$(ssh -G -F "$(dev ssh-config "$name")" "$name" </dev/null | sed -n 's/^controlpath //p')
if [ $((${#control} + 17)) -le 107 ]; then ok "ssh's control socket path fits a socket address (${#control} + 17 bytes)"
else bad "ssh's control socket path is $((${#control} + 17)) bytes, over 107: $control"; fi
t0=$SECONDS
dev start "$name" --timeout 300
figures+=("first boot to ssh: $((SECONDS - t0)) s")
on 'test ! -e /opt/swift/usr/bin/swift && ! command -v swift' && ok "no Swift toolchain on the device" ||
    bad "the device can see the Swift toolchain"
fleet_start

section "board/install over SSH"
install=("$root/board/install" -F "$(dev ssh-config "$name")" --bin "$bin/kiosk" --content "$content"
    --deploy-key "$(dev dir "$name")/deploy_ed25519.pub")
t0=$SECONDS
"${install[@]}" "$name" | tee "$out/install-1.log" | tail -n 4
figures+=("first board/install: $((SECONDS - t0)) s")
grep -q "changes made" "$out/install-1.log" && ok "board/install provisioned the device" || bad "board/install"
# Every library the kiosk links, or loads with dlopen (FFmpeg, named in its .note.dlopen), comes in a package
# board/install puts on the device. This device sees the build machine's packages, so it would not show a gap;
# a Pi OS Lite image has no FFmpeg or HarfBuzz of its own.
listed=$("$root/board/install" --bin "$bin/kiosk" --list-packages) || listed=""
shipped=$(for p in $listed; do dpkg -L "$p" 2>/dev/null; done | sed 's|.*/||' | sort -u)
unshipped=""
loaded=$(readelf -p .note.dlopen "$bin/kiosk" 2>/dev/null | grep -o 'lib[a-z0-9_+-]*\.so\.[0-9]*' || true)
for so in $(objdump -p "$bin/kiosk" | awk '$1 == "NEEDED" { print $2 }') $loaded; do
    grep -qxF "$so" <<<"$shipped" || unshipped="$unshipped $so"
done
if [ -n "$listed" ] && [ -n "$loaded" ] && [ -z "$unshipped" ]; then
    ok "board/install's run-time packages ship every library the kiosk links or loads ($(echo $listed | wc -w) packages)"
else
    bad "no run-time package of board/install ships:${unshipped:- (no package list)}"
fi

# Test settings: brightness 80 %, a fake backlight tree (the device has none), a bad line; idle blanking after
# the boot checks (the kiosk may be ready long before ssh answers on a busy machine).
on 'set -e
    b=/var/lib/panelkit/state/backlight/panel
    mkdir -p $b && echo 255 >$b/max_brightness && echo 100 >$b/brightness && echo 0 >$b/bl_power
    chown -R kiosk:kiosk /var/lib/panelkit/state/backlight
    printf "idle-blank = 0\nbrightness = 80\nbacklight = %s\nbogus = 1\n" $b >/etc/panelkit/kiosk.conf'
dev scp "$name" "$bin/panel-touch" /usr/local/sbin/panel-touch
dev scp "$name" "$out/tap.json" /root/tap.json

# The reboot is a power cut right after a deploy switched `current` (deploy-test.sh): the boot must run the
# previous release, which is the one all the checks below expect.
deploy_power_cut
wait_for "the kiosk active under systemd" 120 is_active || true
deploy_after_power_cut
screen boot
if is_active; then ok "kiosk active after the reboot"; else bad "kiosk not active after the reboot"; fi
compare boot offscreen-initial && ok "screen dump equals the offscreen render" || bad "screen dump differs (see $out/boot.diff.png)"
on "journalctl -u $unit -b --no-pager -o cat" >"$out/journal-boot.log"
if grep -q "READY=1 sent" "$out/journal-boot.log" && grep -n "" "$out/journal-boot.log" | grep -q "start-up: first frame"; then
    ok "READY=1 after the first page flip"
else
    bad "no READY=1 line in the journal"
fi
grep -q "kiosk.conf:4: unknown setting 'bogus'" "$out/journal-boot.log" && ok "bad config line reported, defaults kept" ||
    bad "the bad config line was not reported"
rss=$(on "awk '/^VmRSS/ { print \$2 }' /proc/$(main_pid)/status" || true)
figures+=("kiosk RSS after boot, first page shown: ${rss:-?} KiB")
status=$(on systemctl show -p StatusText --value "$unit")
[[ $status == "showing 800x480 on Virtual-1 "* ]] && ok "STATUS= '$status'" || bad "STATUS= was '$status'"
line=$(grep "start-up: first frame" "$out/journal-boot.log" | head -1)
figures+=("kiosk: ${line#*start-up: }")
ready_us=$(on systemctl show -p ActiveEnterTimestampMonotonic --value "$unit")
figures+=("device: kernel start to READY=1 (systemd's ActiveEnterTimestampMonotonic): $(awk "BEGIN { printf \"%.2f\", $ready_us / 1e6 }") s")
figures+=("device: $(on systemd-analyze | head -1)")

section "hardening and user"
exposure=$(on systemd-analyze security "$unit" --no-pager | tail -n 1)
echo "  $exposure"
score=$(echo "$exposure" | sed -n 's/.*: \([0-9.]*\) .*/\1/p')
awk "BEGIN { exit !($score < 2.0) }" && ok "exposure $score < 2.0" || bad "exposure $score"
figures+=("systemd-analyze security: $score")
user=$(on ps -o user= -p "$(main_pid)")
groups=$(on id -Gn kiosk)
[ "$user" = kiosk ] && [ "$groups" = kiosk ] && ok "runs as kiosk (groups: $groups)" ||
    bad "runs as '$user' with groups '$groups'"
on "journalctl -u $unit -b -o cat | grep -q 'seat: seat0 through the seat manager'" &&
    ok "devices opened through seatd (libseat)" || bad "the kiosk did not use the seat manager"

section "VT switch (the seat manager takes the devices away and gives them back)"
mark vt
on busybox chvt 2
wait_for "seat disabled" 30 since_has vt "seat: disabled" && ok "VT switch away pauses the kiosk" || bad "no seat disable"
screen vt2
on busybox chvt 1
wait_for "seat enabled" 30 since_has vt "seat: enabled again" && ok "VT switch back resumes" || bad "no seat enable"
sleep 2
screen vt1
compare vt1 offscreen-initial && ok "the panel shows the kiosk again after the VT switch" || bad "screen after the VT switch"

section "idle blanking"
mark blank
on "sed -i 's/^idle-blank = .*/idle-blank = 20/' /etc/panelkit/kiosk.conf && systemctl restart $unit"
wait_for "the panel to blank (idle-blank = 20 s)" 120 since_has blank "panel off" && ok "blanked when idle" || bad "never blanked"
crtc=$(on 'mountpoint -q /sys/kernel/debug || mount -t debugfs none /sys/kernel/debug; grep -m1 -A3 "crtc\[" /sys/kernel/debug/dri/0/state | grep -o -m1 "active=[01]"')
[ "$crtc" = active=0 ] && ok "CRTC inactive ($crtc)" || bad "CRTC state '$crtc'"
bl=$(on cat /var/lib/panelkit/state/backlight/panel/bl_power /var/lib/panelkit/state/backlight/panel/brightness | tr '\n' ' ')
[ "$bl" = "4 204 " ] && ok "fake backlight off (bl_power 4, brightness 204 = 80 %)" || bad "backlight '$bl'"
screen blanked
lit=$(python3 "$here/device/devicevm.py" lit "$out/blanked.png")
! compare blanked offscreen-initial >/dev/null && [ "$lit" -lt 5000 ] &&
    ok "the screen is dark (QEMU: display output not active, $lit lit pixels)" || bad "the screen is not dark"
# Dark, the kiosk sleeps in poll(): it wakes only for the watchdog's timer (every 3.3 s). Count its wake-ups
# (voluntary context switches) and CPU ticks over 4 s; a loop still drawing or polling would wake dozens of times.
read -r ticks wakes < <(on "p=$(main_pid)
    t() { awk '{ print \$14 + \$15 }' /proc/\$p/stat; }; w() { awk '/^voluntary_ctxt_switches/ { print \$2 }' /proc/\$p/status; }
    t1=\$(t); w1=\$(w); sleep 4; t2=\$(t); w2=\$(w); echo \$((t2 - t1)) \$((w2 - w1))")
[ "$wakes" -le 3 ] && [ "$ticks" -le 10 ] && ok "no rendering and next to no CPU while blanked ($wakes wake-ups, $ticks ticks in 4 s)" ||
    bad "busy while blanked: $wakes wake-ups, $ticks ticks in 4 s"
# The tap script taps the page indicator's right end: on a lit panel that turns to the next page. The first
# tap wakes the panel and must do nothing else; the same tap again (within idle-blank) turns the page.
tap() {  # tap NAME: the tap through uinput once libinput has the new touch device, then the screen. NAME.log gets
    # the kiosk's lines from the tap to 1.5 s after it and the backlight's bl_power then ("bl_power N").
    # The follower starts after the journal's cursor of the moment, not at whatever end it finds when it gets
    # going: on a busy guest journalctl took long enough to start that it missed the kiosk's "input: added"
    # line, and panel-touch waited for it in vain (the third stress-test run).
    on "c=\$(journalctl -u $unit -n 1 --show-cursor -o cat | sed -n 's/^-- cursor: //p')
        if [ -n \"\$c\" ]; then journalctl -u $unit -f --no-tail --after-cursor \"\$c\" -o cat >/run/kiosk-follow.log & f=\$!
        else journalctl -u $unit -f -n 0 -o cat >/run/kiosk-follow.log & f=\$!; fi
        panel-touch /root/tap.json --panel 800x480 --wait-log /run/kiosk-follow.log >/run/panel-touch.log 2>&1 ||
            echo 'panel-touch failed:' \$(cat /run/panel-touch.log) >>/run/kiosk-follow.log
        sleep 1.5; kill \$f; cat /run/kiosk-follow.log; echo bl_power \$(cat /var/lib/panelkit/state/backlight/panel/bl_power)" \
        </dev/null >"$out/$1.log"
    screen "$1"
}
on modprobe uinput
mark wake
tap woken
tap tapped
grep -q "panel on: a touch woke it" "$out/woken.log" && ok "a touch woke the panel" || bad "no wake: $(cat "$out/woken.log")"
grep -qx "bl_power 0" "$out/woken.log" && ok "backlight on again after the touch" || bad "backlight after waking: $(tail -n 1 "$out/woken.log")"
compare woken offscreen-initial && ok "after waking: the same screen, the tap did not reach the UI" ||
    bad "the screen changed after the waking tap"
grep -q "state page=" "$out/woken.log" && bad "the waking tap reached the UI (page changed)" || ok "the waking tap was swallowed"
wait_for "the same tap, panel lit, to reach the UI" 30 since_has wake "state page=1" && ok "the same tap on a lit panel reaches the UI" ||
    bad "the tap on a lit panel did nothing"

section "watchdog: SIGSTOP"
pid=$(main_pid)
mark dog
t0=$SECONDS
stopped_at=$(on "cut -d' ' -f1 /proc/uptime; kill -STOP $pid")
new_pid() { p=$(main_pid); [ "$p" != 0 ] && [ "$p" != "$pid" ] && is_active; }
if wait_for "the watchdog to restart the stopped kiosk" 40 new_pid; then
    took=$((SECONDS - t0))
    on "journalctl -b -o short-monotonic --no-pager --after-cursor=\"\$(cat /run/device-test.cursor.dog)\"" >"$out/watchdog.log"
    at() { grep -m1 "$1" "$out/watchdog.log" | sed 's/^\[ *\([0-9.]*\)\].*/\1/'; }
    timeout_at=$(at "Watchdog timeout")
    ready_at=$(grep "Started panelkit-kiosk.service" "$out/watchdog.log" | tail -1 | sed 's/^\[ *\([0-9.]*\)\].*/\1/')
    if [ -n "$timeout_at" ] && [ -n "$ready_at" ]; then
        ok "watchdog killed the stopped kiosk and systemd restarted it (journal: Watchdog timeout)"
        figures+=("watchdog: SIGSTOP to 'Watchdog timeout' $(awk "BEGIN { printf \"%.1f\", $timeout_at - $stopped_at }") s (WatchdogSec 10), to active again $(awk "BEGIN { printf \"%.1f\", $ready_at - $stopped_at }") s")
    else
        bad "restarted, but the journal does not say watchdog: $(tail -n 5 "$out/watchdog.log")"
    fi
else
    bad "the watchdog did not restart the kiosk"
fi

section "crash: SIGSEGV"
pid=$(main_pid)
mark segv
on kill -SEGV "$pid"
wait_for "a restart after SIGSEGV" 30 new_pid && since_has segv "status=11/SEGV" && ok "restarted after SIGSEGV" ||
    bad "no restart after SIGSEGV"

section "start limit and OnFailure"
on systemctl reset-failed "$unit"
mark limit
crashes=0
while [ $crashes -lt 10 ]; do
    state=$(on systemctl is-active "$unit" || true)
    [ "$state" = failed ] && break
    if [ "$state" = active ]; then
        on "p=\$(systemctl show -p MainPID --value $unit); [ \"\$p\" != 0 ] && kill -SEGV \$p" && crashes=$((crashes + 1))
    fi
    sleep 1
done
wait_for "the OnFailure unit" 30 since_has limit "panelkit-kiosk-failed: $unit gave up" &&
    ok "start limit reached after $crashes crashes; the OnFailure unit ran" || bad "no OnFailure after $crashes crashes"
since_has limit "Start request repeated too quickly" && ok "journal: start request repeated too quickly" ||
    bad "the journal does not show the start limit"
screen fallback
lit=$(python3 "$here/device/devicevm.py" lit "$out/fallback.png")
[ "$lit" -gt 100 ] && ok "the fallback message is on the panel ($lit lit pixels)" || bad "no fallback message on the panel"
on systemctl reset-failed "$unit"
on systemctl start --no-block "$unit"
wait_for "the kiosk active again" 60 is_active && ok "kiosk back after reset-failed" || bad "kiosk did not come back"

section "board/install again"
t0=$SECONDS
"${install[@]}" "$name" | tee "$out/install-2.log"
figures+=("second board/install: $((SECONDS - t0)) s")
grep -q "no change" "$out/install-2.log" && ok "the second board/install changed nothing" || bad "the second board/install changed something"
on "SSH_ORIGINAL_COMMAND=status /usr/local/lib/panelkit/deploy-agent" | grep -q '"kiosk": "active/running"' && ok "deploy agent answers status" || bad "deploy agent status"

deploy_checks
fleet_checks

# Every start of this boot (after the reboot, the watchdog, the crashes): the kiosk's own start-up figures.
on journalctl -u "$unit" -b -o cat | sed -n 's/^kiosk: start-up: //p' >"$out/startups.log"
figures+=("kiosk start-ups this boot ($(wc -l <"$out/startups.log")), first frame after main (ms): $(
    sed -n 's/^first frame on the glass \([0-9]*\) ms after main.*/\1/p' "$out/startups.log" | tr '\n' ' ')")
figures+=("  ... after the process started (ms): $(
    sed -n 's/.*, \([0-9]*\) ms after the process started.*/\1/p' "$out/startups.log" | tr '\n' ' ')")

section "power off"
t0=$SECONDS
dev stop "$name" --timeout 120 && ok "clean power-off in $((SECONDS - t0)) s" || bad "power-off"

section "figures"
for f in "${figures[@]}"; do echo "  $f"; done
echo "virtual device: total $((SECONDS - start)) s; results in $out"
echo "virtual device: $passed passed, $failed failed"
[ "$failed" = 0 ]
