#!/usr/bin/env python3
"""Qt Quick's software renderer drawing panel-bench's scenes, timed the way panel-bench times PanelKit.

Each scene is a QML page and a change made before every frame (not timed); a frame is Qt Quick's
polish, sync and render through QQuickRenderControl into a QImage of the panel's size, with the
software scene graph (QT_QUICK_BACKEND=software) on the offscreen platform. Frames are warmed up first
so Qt's glyph and scene graph caches are filled as an app's would be, and by default every frame starts
after a write as large as the L2 and L3 caches (as panel-bench does), so it pays for its memory traffic;
--warm turns that off.

Scenes are entries in SCENES: a function returning (qml, change) where `change(root, i)` alters the
page before frame i. Add one per panel-bench scene to compare (fill, blit, card, slide, drag, button...).

    python3 bench/peers/qt_quick.py --scene text-warm --size 800x480 --frames 60 --json out.json

Needs PySide6 from PyPI (see bench/peers/README.md). Prints one JSON object per scene and size.
"""

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QUrl, QSize  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import (  # noqa: E402
    QQuickRenderControl,
    QQuickRenderTarget,
    QQuickWindow,
    QSGRendererInterface,
)

# The paragraph panel-bench's text scenes draw (Sources/PanelBench/Scenes/Content.swift, `words`).
WORDS = (
    "Morning light over the harbour brings the first ferries in, and the market stalls open one by one "
    "along the quay. Fishermen sort the night's catch while cyclists weave between crates of lemons, "
    "figs and bread still warm from the ovens behind the square. By nine the cafés are full, the "
    "museum doors open, and the tram to the old town rattles past the clock tower every six minutes."
)

# The lines of panel-bench's text-mixed scene (Content.mixedLines).
MIXED_LINES = [
    "ليلى أحمد · Layla Ahmed 🎨", "लखनऊ की चित्रकार, कला और संगीत 🎶", "推荐：京都的秋天，红叶最美的时候 🍁",
    "مرحبا! Welcome to the harbour walk, ١٢ stops", "สวัสดีครับ ภาษาไทย 🛶 and 한국어 텍스트",
    "Emoji 😀 👍🏽 🇯🇵 ❤️ in a line of Latin text", "שלום עולם · Hello world · 你好世界",
    "शास्त्रीय संगीत की शाम, सितार और तबला 🎶",
]

BACKGROUNDS = ["#FBFAF7", "#F7F6F2"]


def qml_string(text):
    return json.dumps(text, ensure_ascii=False)


def text_warm(width, height):
    """A page of wrapped paragraphs (17 px DejaVu Sans), in one column below 1000 px, two above, with
    24 px margins and 12 px between paragraphs; the page's background changes every frame."""
    columns = 2 if width >= 1000 else 1
    margin = 24
    column_width = (width - margin * (columns + 1)) // columns
    paragraphs = height // 60 + 2
    column = f"""
        Column {{
            width: {column_width}; spacing: 12
            Repeater {{
                model: {paragraphs}
                Text {{
                    width: {column_width}; wrapMode: Text.WordWrap; color: "#1A1A1A"
                    font.family: "DejaVu Sans"; font.pixelSize: 17
                    text: {qml_string(WORDS)}
                }}
            }}
        }}"""
    qml = f"""
import QtQuick
Rectangle {{
    width: {width}; height: {height}; color: "{BACKGROUNDS[1]}"
    Item {{
        x: {margin}; y: {margin}; width: {width - 2 * margin}; height: {height - 2 * margin}; clip: true
        Row {{ spacing: {margin}; {"".join(column for _ in range(columns))} }}
    }}
}}"""

    def change(root, i):
        root.setProperty("color", BACKGROUNDS[i % 2])

    return qml, change


def text_mixed(width, height):
    """One-line labels in mixed scripts with emoji, 17 px, rows 1.6 lines apart, one or two columns."""
    columns = 2 if width >= 1000 else 1
    margin = 24
    column_width = (width - margin * (columns + 1)) // columns
    row = round(17 * 1.1641 * 1.6)
    rows = (height - 2 * margin) // row
    lines = [MIXED_LINES[n % len(MIXED_LINES)] for n in range(rows * columns)]
    texts = []
    for n, line in enumerate(lines):
        c, r = divmod(n, rows)
        texts.append(
            f"""Text {{ x: {margin + c * (column_width + margin)}; y: {margin + r * row}; width: {column_width};
                height: {row}; verticalAlignment: Text.AlignVCenter; elide: Text.ElideRight; color: "#1A1A1A";
                font.family: "DejaVu Sans"; font.pixelSize: 17; text: {qml_string(line)} }}""")
    qml = f"""
import QtQuick
Rectangle {{
    width: {width}; height: {height}; color: "{BACKGROUNDS[1]}"
    {"".join(texts)}
}}"""

    def change(root, i):
        root.setProperty("color", BACKGROUNDS[i % 2])

    return qml, change


SCENES = {"text-warm": text_warm, "text-mixed": text_mixed}


class Evictor:
    """Writes a buffer as large as the L2 and L3 caches (4 to 96 MiB), as panel-bench's CacheEvictor."""

    def __init__(self):
        def size(name):
            try:
                return os.sysconf(name)
            except (ValueError, OSError):
                return 0

        total = max(0, size("SC_LEVEL2_CACHE_SIZE")) + max(0, size("SC_LEVEL3_CACHE_SIZE")) + (1 << 20)
        self.size = min(96 << 20, max(4 << 20, total))
        self.buffer = bytearray(self.size)
        self.value = 0

    def evict(self):
        self.value = (self.value + 1) & 0xFF
        self.buffer[:] = bytes([self.value]) * self.size


class Page:
    """A scene's QML page in a QQuickWindow driven by a QQuickRenderControl, rendering into a QImage."""

    def __init__(self, engine, qml, width, height):
        self.control = QQuickRenderControl()
        self.window = QQuickWindow(self.control)
        self.window.resize(width, height)
        self.image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
        self.window.setRenderTarget(QQuickRenderTarget.fromPaintDevice(self.image))
        # The engine and component are kept: the page's items live as long as they do.
        self.engine = engine
        self.component = QQmlComponent(engine)
        self.component.setData(qml.encode("utf-8"), QUrl())
        self.root = self.component.create()
        if self.root is None:
            raise SystemExit("qt_quick.py: the scene's QML does not load: " + self.component.errorString())
        self.root.setParent(self.window)
        self.root.setParentItem(self.window.contentItem())
        self.window.contentItem().setSize(QSize(width, height))
        # The software scene graph needs no QRhi: QQuickRenderControl.initialize() is for the RHI
        # backends, and rendering goes straight into the QImage render target.

    def frame(self):
        # beginFrame()/endFrame() bracket RHI frames; the software scene graph renders without them.
        self.control.polishItems()
        self.control.sync()
        self.control.render()


def percentile(samples, p):
    ordered = sorted(samples)
    k = min(len(ordered) - 1, max(0, int(round(p / 100 * (len(ordered) - 1)))))
    return ordered[k]


def run(scene, width, height, frames, warmup, evict, png):
    engine = QQmlEngine()
    qml, change = SCENES[scene](width, height)
    page = Page(engine, qml, width, height)
    evictor = Evictor() if evict else None
    for i in range(warmup):
        change(page.root, i)
        page.frame()
    times = []
    for i in range(frames):
        change(page.root, warmup + i)
        if evictor:
            evictor.evict()
        t0 = time.perf_counter_ns()
        page.frame()
        times.append((time.perf_counter_ns() - t0) / 1e6)
    if png:
        page.image.save(png)
    return {
        "toolkit": "Qt Quick " + __import__("PySide6").__version__ + " (software)",
        "scene": scene,
        "size": f"{width}x{height}",
        "frames": frames,
        "medianMs": statistics.median(times),
        "p95Ms": percentile(times, 95),
        "p99Ms": percentile(times, 99),
        "cachesEvicted": evict,
    }


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scene", action="append", choices=sorted(SCENES), help="scene (repeatable; all by default)")
    parser.add_argument("--size", action="append", help="WxH (repeatable; default 800x480)")
    parser.add_argument("--frames", type=int, default=60, help="timed frames per scene (default 60)")
    parser.add_argument("--warmup", type=int, default=8, help="untimed frames first (default 8)")
    parser.add_argument("--warm", action="store_true", help="keep the CPU caches warm")
    parser.add_argument("--json", help="also write the results to this file (a JSON list)")
    parser.add_argument("--png", help="write each scene's last frame as PNG into this folder")
    args = parser.parse_args(argv)
    sizes = []
    for text in args.size or ["800x480"]:
        try:
            w, h = (int(v) for v in text.lower().split("x"))
            if w <= 0 or h <= 0:
                raise ValueError
        except ValueError:
            parser.error(f"--size {text}: expected WIDTHxHEIGHT, as 800x480")
        sizes.append((w, h))
    if args.frames <= 0:
        parser.error("--frames must be positive")
    QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs the instance alive)
    results = []
    for w, h in sizes:
        for scene in args.scene or sorted(SCENES):
            png = None
            if args.png:
                os.makedirs(args.png, exist_ok=True)
                png = os.path.join(args.png, f"qt-{scene}-{w}x{h}.png")
            result = run(scene, w, h, args.frames, args.warmup, not args.warm, png)
            print(json.dumps(result), flush=True)
            results.append(result)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
    # PySide6 6.12 can abort while the interpreter tears its Qt objects down ("none_dealloc") after
    # everything is measured and written: leave without that teardown.
    sys.stdout.flush()
    os._exit(0)
