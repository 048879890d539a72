#!/bin/bash
# Builds the Counter example as an app of your own would be built (a package outside PanelKit that depends on it
# by path), renders it offscreen after two touch scripts and compares each frame with its reviewed golden.
#   Examples/Counter/check.sh [--record]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
record=""
[ "${1:-}" = "--record" ] && record=1
lines=$(wc -l <"$here/Sources/Counter/Counter.swift")
[ "$lines" -le 40 ] || { echo "check: Counter.swift has $lines lines; the example promises at most 40" >&2; exit 1; }
swift build --package-path "$here" --product Counter
bin=$(swift build --package-path "$here" --show-bin-path)/Counter
out="$root/.build/examples/counter"
mkdir -p "$out"
status=0
for case in three-taps:counter-taps taps-then-swipe:counter-note; do
    script=${case%%:*}
    golden="$here/Goldens/${case#*:}-800x480.png"
    "$bin" --snapshot "$out/${case#*:}.png" --size 800x480 --script "$here/Scripts/$script.json"
    if [ -n "$record" ]; then
        cp "$out/${case#*:}.png" "$golden"
        echo "check: recorded $golden (open it and look before committing)"
    elif ! python3 "$root/board/vm/panelvm.py" compare "$out/${case#*:}.png" "$golden" --tolerance 2 \
        --max-differing 0 --diff "$out/${case#*:}.diff.png"; then
        status=1
    fi
done
exit $status
