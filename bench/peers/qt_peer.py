#!/usr/bin/env python3
"""The Qt Quick peer of panel-bench: Qt Quick's software renderer drawing panel-bench's scenes, one frame
at a time on panel-bench's request, so that both toolkits' frames are interleaved in one run and see the
same machine load (`panel-bench --peers`).

A frame is what an app's frame is in Qt Quick: the change to the page (not timed), then polish, sync and
render through QQuickRenderControl into a QImage of the panel's size, with the software scene graph
(QT_QUICK_BACKEND=software) on the offscreen platform. Qt's caches (glyphs, pixmaps, layers) are filled
by warm-up frames, as an app's would be, and each timed frame starts after a write as large as the L2 and
L3 caches (as panel-bench's own frames do) unless told --warm.

Protocol (one line each way, on standard input and output):
  version          answers the toolkit and its version
  size W H ASSETS   build every scene at W x H (pictures from the folder ASSETS); answers "ready NAMES"
  frame SCENE       change the scene and time one frame; answers the milliseconds
  png SCENE PATH    save the scene's last frame; answers "ok"
  quit
Errors answer "error: ..." on one line.

Scenes come from qt_quick_scenes.py, and from qt_quick.py's SCENES when that file is here (its
definitions win for the scenes both have). Needs PySide6 from PyPI: `pip install PySide6`.
"""

import inspect
import os
import sys
import time

os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    from PySide6.QtCore import QSize, QUrl  # noqa: E402
    from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402
    from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
    from PySide6.QtQuick import (  # noqa: E402
        QQuickRenderControl,
        QQuickRenderTarget,
        QQuickWindow,
        QSGRendererInterface,
    )
except ImportError as error:
    print(f"error: PySide6 is not installed for {sys.executable} ({error}); run: pip install PySide6", flush=True)
    sys.exit(2)

import qt_quick_scenes  # noqa: E402

SCENES = dict(qt_quick_scenes.SCENES)
try:
    import qt_quick  # noqa: E402

    SCENES.update(getattr(qt_quick, "SCENES", {}))
except ImportError:
    pass


class Evictor:
    """Writes a buffer as large as the L2 and L3 caches (4 to 96 MiB), as panel-bench's CacheEvictor."""

    def __init__(self):
        def size(name):
            try:
                return max(0, os.sysconf(name))
            except (ValueError, OSError):
                return 0

        total = size("SC_LEVEL2_CACHE_SIZE") + size("SC_LEVEL3_CACHE_SIZE") + (1 << 20)
        self.size = min(96 << 20, max(4 << 20, total))
        self.buffer = bytearray(self.size)
        self.patterns = [bytes([v]) * self.size for v in (1, 2)]
        self.k = 0

    def evict(self):
        self.k ^= 1
        self.buffer[:] = self.patterns[self.k]


class Page:
    """A scene's QML in a QQuickWindow driven by a QQuickRenderControl, rendering into a QImage."""

    def __init__(self, engine, qml, width, height):
        self.control = QQuickRenderControl()
        self.window = QQuickWindow(self.control)
        self.window.resize(width, height)
        self.image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
        self.image.fill(0)
        self.window.setRenderTarget(QQuickRenderTarget.fromPaintDevice(self.image))
        self.component = QQmlComponent(engine)
        self.component.setData(qml.encode("utf-8"), QUrl())
        self.root = self.component.create()
        if self.root is None:
            raise RuntimeError("the scene's QML does not load: " + self.component.errorString().strip())
        self.root.setParent(self.window)
        self.root.setParentItem(self.window.contentItem())
        self.window.contentItem().setSize(QSize(width, height))
        self.step = 0

    def frame(self):
        self.control.polishItems()
        self.control.sync()
        self.control.render()


def build(name, width, height, assets):
    make = SCENES[name]
    parameters = inspect.signature(make).parameters
    return make(width, height, assets) if len(parameters) >= 3 else make(width, height)


def serve(warm):
    QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs the instance alive)
    engine = QQmlEngine()
    evictor = None if warm else Evictor()
    pages = {}
    changes = {}
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        try:
            if words[0] == "size":
                width, height, assets = int(words[1]), int(words[2]), " ".join(words[3:])
                for page in pages.values():
                    page.root.deleteLater()
                pages.clear()
                for name in SCENES:
                    qml, change = build(name, width, height, assets)
                    pages[name] = Page(engine, qml, width, height)
                    changes[name] = change
                    # The first frame loads pictures and builds the scene graph: an app's start, not a frame.
                    pages[name].frame()
                app.processEvents()
                answer = "ready " + " ".join(pages)
            elif words[0] == "version":
                import PySide6

                answer = f"Qt Quick {PySide6.__version__} (software scene graph, PySide6)"
            elif words[0] == "frame":
                page = pages[words[1]]
                changes[words[1]](page.root, page.step)
                page.step += 1
                if evictor:
                    evictor.evict()
                t0 = time.perf_counter_ns()
                page.frame()
                answer = f"{(time.perf_counter_ns() - t0) / 1e6:.6f}"
            elif words[0] == "png":
                pages[words[1]].image.save(" ".join(words[2:]))
                answer = "ok"
            elif words[0] == "quit":
                return
            else:
                answer = f"error: unknown request {words[0]}"
        except (KeyError, IndexError, ValueError, RuntimeError) as error:
            answer = f"error: {line.strip()}: {error}"
        print(answer, flush=True)


if __name__ == "__main__":
    serve(warm="--warm" in sys.argv[1:])
    # Every answer is written and flushed. Leave without the interpreter's final garbage collection, which
    # PySide6 6.12 crashes in ("Fatal Python error: none_dealloc") after a clean run.
    sys.stdout.flush()
    os._exit(0)
