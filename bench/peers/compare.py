#!/usr/bin/env python3
"""PanelKit (panel-bench) against Qt Quick's software renderer (qt_quick.py), scene by scene, interleaved.

Each round runs panel-bench for the scenes, then qt_quick.py for the same scenes and sizes, so both see
the same machine load; the result per scene and size is the median over rounds of each run's median
frame time, and their ratio (below 1: PanelKit is faster).

    python3 bench/peers/compare.py --bench .build/release/panel-bench --scene text-warm --size 800x480

Build panel-bench first (`swift build -c release --product panel-bench`); qt_quick.py needs PySide6.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def panelkit(bench, scenes, sizes, frames, warm):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bench.json")
        command = [bench, "--frames", str(frames), "--json", path, "--chart", os.path.join(tmp, "bench.png")]
        for s in scenes:
            command += ["--scene", s]
        for w, h in sizes:
            command += ["--size", f"{w}x{h}"]
        if warm:
            command.append("--warm")
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(path) as f:
            report = json.load(f)
    return {(s["scene"], s["size"]): s for s in report["scenes"]}


def qt(python, scenes, sizes, frames, warm):
    command = [python, os.path.join(HERE, "qt_quick.py"), "--frames", str(frames)]
    for s in scenes:
        command += ["--scene", s]
    for w, h in sizes:
        command += ["--size", f"{w}x{h}"]
    if warm:
        command.append("--warm")
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"compare.py: qt_quick.py failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
    out = done.stdout
    results = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return {(r["scene"], r["size"]): r for r in results}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=".build/release/panel-bench", help="the panel-bench executable")
    parser.add_argument("--python", default=sys.executable, help="the Python that has PySide6")
    parser.add_argument("--scene", action="append", help="scene (repeatable; default text-warm)")
    parser.add_argument("--size", action="append", help="WxH (repeatable; default 800x480)")
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warm", action="store_true", help="keep the CPU caches warm in both")
    parser.add_argument("--json", help="write the comparison here")
    args = parser.parse_args(argv)
    if not os.access(args.bench, os.X_OK):
        parser.error(f"{args.bench} is not an executable: swift build -c release --product panel-bench")
    scenes = args.scene or ["text-warm"]
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in (args.size or ["800x480"])]
    samples = {}
    for r in range(args.rounds):
        print(f"round {r + 1} of {args.rounds}", file=sys.stderr, flush=True)
        pk = panelkit(args.bench, scenes, sizes, args.frames, args.warm)
        qq = qt(args.python, scenes, sizes, args.frames, args.warm)
        for key, result in pk.items():
            if key in qq:
                entry = samples.setdefault(key, {"panelkit": [], "qt": [], "raw": []})
                entry["panelkit"].append(result["medianMs"])
                entry["raw"].append(result["rawMedianMs"])
                entry["qt"].append(qq[key]["medianMs"])
    rows = []
    print("| size | scene | PanelKit ms | raw pixman ms | Qt Quick software ms | PanelKit / Qt |")
    print("|---|---|---:|---:|---:|---:|")
    for (scene, size), entry in sorted(samples.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        pk = statistics.median(entry["panelkit"])
        raw = statistics.median(entry["raw"])
        q = statistics.median(entry["qt"])
        rows.append({"scene": scene, "size": size, "panelkitMs": pk, "rawMs": raw, "qtMs": q, "ratio": pk / q,
                     "rounds": len(entry["qt"]), "cachesEvicted": not args.warm})
        print(f"| {size} | {scene} | {pk:.3f} | {raw:.3f} | {q:.3f} | {pk / q:.2f} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
