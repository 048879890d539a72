#!/usr/bin/env python3
"""The virtual device's host-side helpers, standard library only (images and the monitor from ../panelvm.py).

  devicevm.py screendump --monitor SOCK --out OUT.png [--timeout S]
      One screen dump of the panel as it shows now (QEMU monitor `screendump`), as PNG.
  devicevm.py same A.png B.png
      Exit status 0 when the two images have the same size and pixels.
  devicevm.py lit IMAGE.png
      Prints how many pixels are not black.
"""

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import panelvm  # noqa: E402


def screendump(args):
    monitor = panelvm.Monitor(args.monitor, time.time() + args.timeout)
    fd, tmp = tempfile.mkstemp(suffix=".ppm", dir=os.path.dirname(os.path.abspath(args.out)))
    os.close(fd)
    os.unlink(tmp)
    try:
        monitor.command(f"screendump {tmp}")
        deadline = time.time() + args.timeout
        while not (os.path.exists(tmp) and os.path.getsize(tmp) > 0):
            if time.time() > deadline:
                print(f"devicevm: no screen dump after {args.timeout} s", file=sys.stderr)
                return 1
            time.sleep(0.05)
        time.sleep(0.05)
        image = panelvm.read_ppm(tmp)
        panelvm.write_png(args.out, image)
        print(f"devicevm: {image.width}x{image.height} screen dump -> {args.out}")
        return 0
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def same(args):
    a, b = panelvm.read_image(args.a), panelvm.read_image(args.b)
    return 0 if (a.width, a.height) == (b.width, b.height) and a.rows == b.rows else 1


def lit(args):
    image = panelvm.read_image(args.image)
    print(sum(1 for row in image.rows for i in range(0, len(row), 3) if row[i:i + 3] != b"\0\0\0"))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("screendump")
    d.add_argument("--monitor", required=True)
    d.add_argument("--out", required=True)
    d.add_argument("--timeout", type=float, default=20)
    s = sub.add_parser("same")
    s.add_argument("a")
    s.add_argument("b")
    li = sub.add_parser("lit")
    li.add_argument("image")
    args = parser.parse_args()
    return {"screendump": screendump, "same": same, "lit": lit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
