#!/bin/bash
# Runs inside the virtual panel (chroot of the host's root), started by guest-init. Reads its settings from
# /run/panel/config (written by virtual-panel) and talks to the host through files in /run/panel:
#   ready-initial / go-touch / touched / go-exit / kiosk-exit (test mode).
set -u
. /run/panel/config
if [ -n "${PANEL_DEBUG:-}" ]; then set -x; fi
run=/run/panel
uptime_s() { cut -d' ' -f1 /proc/uptime; }

# idle_ticks: the kiosk's CPU ticks (utime + stime of all its threads) over 2 s, then the threads that used
# any, as "name:ticks" (its threads are named: panel-decode, panel-band and so on).
idle_ticks() {
    local t task before after total=0 busy=""
    declare -A start
    for task in /proc/$kiosk/task/*; do
        start[$task]=$(awk '{ print $14 + $15 }' "$task/stat" 2>/dev/null || echo 0)
    done
    before=$(awk '{ print $14 + $15 }' /proc/$kiosk/stat)
    sleep 2
    after=$(awk '{ print $14 + $15 }' /proc/$kiosk/stat)
    for task in /proc/$kiosk/task/*; do
        t=$(awk '{ print $14 + $15 }' "$task/stat" 2>/dev/null || echo 0)
        t=$((t - ${start[$task]:-0}))
        [ "$t" -gt 0 ] && busy="$busy $(cat "$task/comm" 2>/dev/null):$t"
    done
    total=$((after - before))
    echo "$total${busy:- (no thread)}"
}
wait_file() {  # wait_file PATH SECONDS
    local i=0 limit=$(($2 * 10))
    while [ ! -e "$1" ]; do
        sleep 0.1
        i=$((i + 1))
        if [ $i -ge $limit ]; then
            echo "guest: waited $2 s for $1 (from the host), in vain"
            return 1
        fi
    done
    return 0
}
# The last lines of the kiosk's log, for messages when a wait runs out.
kiosk_tail() { tail -n 8 "$run/kiosk.log" 2>/dev/null | sed 's/^/guest:   | /'; }

# udevadm refuses to trigger and settle in a chroot unless told the chroot is the system.
export SYSTEMD_IGNORE_CHROOT=1
/lib/systemd/systemd-udevd --daemon >/dev/null 2>&1
udevadm trigger --action=add --subsystem-match=input --subsystem-match=drm
udevadm settle --timeout=30
echo "guest: udev settled at $(uptime_s) s"
if [ -n "${PANEL_DEBUG:-}" ]; then
    cat /proc/bus/input/devices
    for d in /dev/input/event*; do udevadm info -q property "$d" | grep -E "DEVNAME|ID_INPUT|ID_SEAT|TAGS"; done
fi

# Something on the text console, to see it come back when the kiosk exits.
printf '\033[2J\033[H\n  PanelKit virtual panel: console on tty1\n  (the kiosk puts this back when it exits)\n' >/dev/tty1 2>/dev/null

# The kiosk logs "busy" and "idle after N frames" as it starts and stops drawing: under software emulation a
# frame can take longer than the host's screen-dump interval, so settling is judged by the kiosk itself.
wait_idle() {  # wait_idle [SECONDS]: until the kiosk's last busy/idle line is idle and its log is quiet for 1 s
    local limit=${1:-300} start=$SECONDS last lines
    while [ $((SECONDS - start)) -lt "$limit" ]; do
        last=$(grep -E "^kiosk: (busy|idle)" "$run/kiosk.log" | tail -n 1)
        lines=$(wc -l <"$run/kiosk.log")
        if [ "${last#kiosk: idle}" != "$last" ]; then
            sleep 1
            [ "$(wc -l <"$run/kiosk.log")" = "$lines" ] && return 0
        fi
        if ! kill -0 "$kiosk" 2>/dev/null; then
            echo "guest: the kiosk exited while we waited for it to go idle:"; kiosk_tail
            return 1
        fi
        sleep 0.1
    done
    echo "guest: waited $limit s for the kiosk to go idle, in vain; its last lines:"
    kiosk_tail
    return 1
}

env ${KIOSK_ENV:-} "$KIOSK" $KIOSK_ARGS 2>"$run/kiosk.log" &
kiosk=$!
i=0
until grep -q "presenting" "$run/kiosk.log" 2>/dev/null; do
    if ! kill -0 $kiosk 2>/dev/null; then
        echo "guest: the kiosk exited early:"; cat "$run/kiosk.log"; echo 1 >"$run/kiosk-exit"; exit 1
    fi
    sleep 0.1
    i=$((i + 1))
    [ $i -ge 3000 ] && { echo "guest: the kiosk did not start presenting in 300 s:"; kiosk_tail; exit 1; }
done
echo "guest: kiosk presenting at $(uptime_s) s"

if [ "$MODE" = test ]; then
    # The error paths a person meets, against the real driver while the kiosk holds the display.
    {
        echo "\$ kiosk --output list"; "$KIOSK" --output list; echo "exit $?"
        echo "\$ kiosk --mode 1234x567"; "$KIOSK" --mode 1234x567; echo "exit $?"
        echo "\$ kiosk --master-wait 1"; "$KIOSK" --master-wait 1; echo "exit $?"
    } >"$run/checks.log" 2>&1
    echo "guest: error checks done at $(uptime_s) s"
    wait_idle || exit 1
    touch "$run/ready-initial"
    wait_file "$run/go-touch" 300 || exit 1
    if [ -n "$SCRIPT" ]; then
        # --settle: each gesture waits until the kiosk has finished the last one, however slow the machine.
        "$PANEL_TOUCH" "$SCRIPT" --panel "$PANEL" --rotation "$ROTATION" --wait-log "$run/kiosk.log" --settle \
            >"$run/panel-touch.log" 2>&1 || echo "guest: panel-touch failed: $(cat "$run/panel-touch.log")"
    fi
    echo "guest: touches replayed at $(uptime_s) s"
    wait_idle || exit 1
    echo "guest: kiosk idle again at $(uptime_s) s"
    touch "$run/touched"
    if [ -n "${UNPLUG_SCRIPT:-}" ]; then
        wait_file "$run/go-unplug" 300 || exit 1
        # The touch device destroyed in the middle of a drag past half-way, again and again with different
        # delays: each time the page turn must be cancelled (the state stays) and the kiosk must go idle.
        state=$(grep "^kiosk: state " "$run/kiosk.log" | tail -n 1)
        holds=(0 0.02 0.05 0.1 0.2)
        for i in $(seq 1 "$UNPLUG_REPEAT"); do
            hold=${holds[$(((i - 1) % ${#holds[@]}))]}
            if ! "$PANEL_TOUCH" "$UNPLUG_SCRIPT" --panel "$PANEL" --rotation "$ROTATION" --wait-log "$run/kiosk.log" \
                --hold "$hold" >>"$run/panel-touch.log" 2>&1; then
                echo "unplug $i: FAILED: panel-touch: $(tail -n 1 "$run/panel-touch.log")" >>"$run/checks.log"
            elif ! wait_idle 120 >>"$run/checks.log"; then
                echo "unplug $i: FAILED: the kiosk never went idle after the device was destroyed" >>"$run/checks.log"
            elif [ "$(grep "^kiosk: state " "$run/kiosk.log" | tail -n 1)" != "$state" ]; then
                echo "unplug $i: FAILED: the state changed to $(grep "^kiosk: state " "$run/kiosk.log" | tail -n 1)" \
                    >>"$run/checks.log"
            else
                echo "unplug $i: ok (hold $hold s, still ${state#kiosk: state }, idle)" >>"$run/checks.log"
            fi
        done
        echo "guest: $UNPLUG_REPEAT unplugs at $(uptime_s) s"
        touch "$run/unplugged"
    fi
    wait_file "$run/go-exit" 300 || exit 1
    # Settled and untouched, the kiosk should sleep in poll(): count its CPU ticks (utime + stime) over 2 s.
    # The UI's "idle" does not cover work a gesture started on another thread (the player's decoder reading
    # ahead on the page the touches left open), which under software emulation can still be finishing: a
    # window with more than a tick is logged with the threads that used them and measured once more, and
    # only the second window is judged, so a kiosk that keeps waking still fails.
    ticks=$(idle_ticks)
    if [ "${ticks%% *}" -gt 1 ]; then
        echo "idle CPU ticks in a first 2 s: $ticks; measured again" >>"$run/checks.log"
        ticks=$(idle_ticks)
    fi
    echo "idle CPU ticks in 2 s: ${ticks%% *}" >>"$run/checks.log"
    if [ "${ticks%% *}" -gt 1 ]; then echo "idle CPU ticks by thread: ${ticks#* }" >>"$run/checks.log"; fi
    kill -"${EXIT_SIGNAL:-TERM}" $kiosk
    wait $kiosk
    status=$?
    echo "$status" >"$run/kiosk-exit"
    echo "guest: kiosk exited with $status after SIG${EXIT_SIGNAL:-TERM} at $(uptime_s) s"
    # Leave the screen as the kiosk left it (the console) for the host's last look.
    touch "$run/exited"
    wait_file "$run/go-off" 60
else
    echo "guest: kiosk running; stop the VM with Ctrl-C in the terminal that started it"
    wait $kiosk
    echo "guest: kiosk exited with $?"
    cat "$run/kiosk.log"
    sleep 2
fi
