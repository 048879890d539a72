#!/usr/bin/env python3
"""The virtual panel's host side, standard library only.

  panelvm.py drive --run DIR --monitor SOCK --out DIR [--timeout S] [--qemu-pid PID]
      Walks the guest through the test (files in the shared run folder), takes screen dumps with the QEMU
      monitor's `screendump` once the screen is steady, writes them as PNG.
  panelvm.py compare DUMP.png SNAPSHOT.png [--rotation DEG] [--tolerance N] [--max-differing N] [--diff OUT.png]
      Turns the panel's dump (physical orientation) back into the UI's orientation and compares it with the
      offscreen render, channel by channel; prints the figures; exit status 1 on a mismatch.
  panelvm.py ppm2png IN.ppm OUT.png

Rotation, as the kiosk's --rotation: the UI's picture is turned clockwise on the panel, so with 90 the UI's
pixel (x, y) is shown at the panel's (H-1-y, x), H being the UI's height (the panel's width).
"""

import argparse
import os
import socket
import struct
import sys
import time
import zlib


# ---------------------------------------------------------------- images (RGB rows as bytes)

class Image:
    def __init__(self, width, height, rows):
        self.width, self.height, self.rows = width, height, rows  # rows: list of bytes, 3 per pixel

    def rotated_to_ui(self, degrees):
        """The UI's picture from the panel's: undoes a clockwise turn by `degrees`."""
        w, h = self.width, self.height  # physical
        px = [[r[i:i + 3] for i in range(0, 3 * w, 3)] for r in self.rows]
        if degrees == 0:
            return self
        if degrees == 180:
            return Image(w, h, [b"".join(reversed(row)) for row in reversed(px)])
        if degrees == 90:
            # The UI is panel-height wide and panel-width high; UI (x, y) is at panel (w-1-y, x).
            return Image(h, w, [b"".join(px[x][w - 1 - y] for x in range(h)) for y in range(w)])
        if degrees == 270:
            # UI (x, y) is at panel (y, h-1-x).
            return Image(h, w, [b"".join(px[h - 1 - x][y] for x in range(h)) for y in range(w)])
        raise ValueError("rotation must be 0, 90, 180 or 270")


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields = []
    pos = 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    pos += 1
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise ValueError(f"{path}: not an 8-bit P6 PPM")
    w, h = int(fields[1]), int(fields[2])
    body = data[pos:pos + 3 * w * h]
    if len(body) != 3 * w * h:
        raise ValueError(f"{path}: truncated PPM")
    return Image(w, h, [body[y * 3 * w:(y + 1) * 3 * w] for y in range(h)])


def write_png(path, image):
    def chunk(kind, payload):
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))

    raw = b"".join(b"\x00" + row for row in image.rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", image.width, image.height, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        f.write(chunk(b"IEND", b""))


def read_png(path):
    """8-bit RGB or RGBA, non-interlaced PNGs (what libpng and write_png produce), as RGB over black."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        payload = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", payload)
        elif kind == b"IDAT":
            idat.append(payload)
        elif kind == b"IEND":
            break
        pos += 12 + length
    w, h, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read here")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        prev = line
        if bpp == 4:
            # Composite over black (the panel has no alpha); the kiosk's screens are opaque anyway.
            out = bytearray(3 * w)
            for x in range(w):
                a = line[4 * x + 3]
                out[3 * x] = (line[4 * x] * a + 127) // 255
                out[3 * x + 1] = (line[4 * x + 1] * a + 127) // 255
                out[3 * x + 2] = (line[4 * x + 2] * a + 127) // 255
            rows.append(bytes(out))
        else:
            rows.append(bytes(line))
    return Image(w, h, rows)


def read_image(path):
    return read_ppm(path) if path.endswith(".ppm") else read_png(path)


# ---------------------------------------------------------------- compare

def compare(args):
    dump = read_image(args.dump).rotated_to_ui(args.rotation)
    ref = read_image(args.snapshot)
    if (dump.width, dump.height) != (ref.width, ref.height):
        print(f"compare: size differs: screen (turned back by {args.rotation}) is {dump.width}x{dump.height}, "
              f"offscreen is {ref.width}x{ref.height}")
        return 1
    differing, worst, diff_rows = 0, 0, []
    for a, b in zip(dump.rows, ref.rows):
        drow = bytearray(len(a))
        if a != b:
            for x in range(0, len(a), 3):
                d = max(abs(a[x] - b[x]), abs(a[x + 1] - b[x + 1]), abs(a[x + 2] - b[x + 2]))
                if d > worst:
                    worst = d
                if d > args.tolerance:
                    differing += 1
                    drow[x] = 255
                else:
                    drow[x:x + 3] = bytes(v // 4 for v in b[x:x + 3])
        else:
            drow = bytearray(v // 4 for v in b)
        diff_rows.append(bytes(drow))
    total = dump.width * dump.height
    ok = differing <= args.max_differing
    print(f"compare: {os.path.basename(args.dump)} vs {os.path.basename(args.snapshot)}: "
          f"{dump.width}x{dump.height}, max channel difference {worst}, "
          f"{differing} of {total} pixels over tolerance {args.tolerance} (allowed {args.max_differing}): "
          f"{'match' if ok else 'MISMATCH'}")
    if not ok and args.diff:
        write_png(args.diff, Image(dump.width, dump.height, diff_rows))
        print(f"compare: differing pixels in red: {args.diff}")
    return 0 if ok else 1


# ---------------------------------------------------------------- drive the guest

class Monitor:
    def __init__(self, path, deadline):
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                if time.time() > deadline:
                    raise RuntimeError("the QEMU monitor never came up")
                time.sleep(0.2)
        self.sock.settimeout(120)
        self._read_prompt()

    def _read_prompt(self):
        buf = b""
        while not buf.endswith(b"(qemu) "):
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the QEMU monitor closed")
            buf += chunk
        return buf

    def command(self, text):
        self.sock.sendall(text.encode() + b"\n")
        return self._read_prompt().decode(errors="replace")


def drive(args):
    start = time.time()
    deadline = start + args.timeout
    run = args.run

    def alive():
        if args.qemu_pid is None:
            return True
        try:
            os.kill(args.qemu_pid, 0)
        except ProcessLookupError:
            return False
        # A zombie (exited, not yet reaped by the shell) counts as gone.
        try:
            with open(f"/proc/{args.qemu_pid}/stat") as f:
                return f.read().split(") ")[1][0] != "Z"
        except OSError:
            return False

    def tail(name, n=8):
        try:
            with open(os.path.join(run, name), errors="replace") as f:
                return "".join("    | " + line for line in f.readlines()[-n:])
        except OSError:
            return "    (none)\n"

    def wait_for(name):
        path = os.path.join(run, name)
        while not os.path.exists(path):
            if not alive():
                raise RuntimeError(f"QEMU stopped before the guest wrote {name}; the guest's console said:\n"
                                   + tail("serial.log") + "  and the kiosk's log:\n" + tail("kiosk.log"))
            if time.time() > deadline:
                raise RuntimeError(f"waited {args.timeout} s for the guest's {name}, in vain; the guest's console "
                                   "said:\n" + tail("serial.log") + "  and the kiosk's log:\n" + tail("kiosk.log"))
            time.sleep(0.1)
        return time.time() - start

    def signal(name):
        open(os.path.join(run, name), "w").close()

    monitor = Monitor(args.monitor, deadline)

    def lit_pixels(image):
        return sum(1 for row in image.rows for i in range(0, len(row), 3) if row[i:i + 3] != b"\0\0\0")

    def dump(name, steady=True):
        """Screen dumps until two in a row are equal (the kiosk has settled), then one PNG."""
        tmp = os.path.join(run, "screen.ppm")
        previous, tries = None, 0
        while True:
            if os.path.exists(tmp):
                os.unlink(tmp)
            monitor.command(f"screendump {tmp}")
            for _ in range(100):
                if os.path.exists(tmp) and os.path.getsize(tmp) > 0:
                    break
                time.sleep(0.05)
            time.sleep(0.05)
            image = read_ppm(tmp)
            current = b"".join(image.rows)
            lit = sum(1 for i in range(0, len(current), 3 * 97) if current[i:i + 3] != b"\0\0\0")
            if not steady or (current == previous and lit > 0):
                break
            tries += 1
            if tries > 150:
                bad = os.path.join(args.out, f"{name}.unsettled.png")
                write_png(bad, image)
                raise RuntimeError(f"the screen kept changing for 60 s before the {name} dump (the last one is "
                                   f"{bad}); the kiosk's log:\n" + tail("kiosk.log"))
            previous = current
            time.sleep(0.4)
        out = os.path.join(args.out, f"{name}.png")
        write_png(out, image)
        print(f"drive: {name} dump {image.width}x{image.height} at {time.time() - start:.1f} s -> {out}", flush=True)
        return image

    try:
        t = wait_for("ready-initial")
        print(f"drive: kiosk presenting {t:.1f} s after QEMU started", flush=True)
        dump("initial")
        signal("go-touch")
        t0 = wait_for("touched")
        print(f"drive: touches replayed at {t0:.1f} s", flush=True)
        final = dump("final")
        if args.unplug:
            signal("go-unplug")
            wait_for("unplugged")
            print(f"drive: unplugs done at {time.time() - start:.1f} s", flush=True)
            dump("after-unplug")
        signal("go-exit")
        wait_for("exited")
        time.sleep(0.5)
        exited = dump("exited")
        signal("go-off")
        lit = lit_pixels(exited)
        if exited.rows == final.rows or lit == 0:
            raise RuntimeError(f"after the exit signal the screen still shows the kiosk or nothing ({lit} lit "
                               "pixels): the console was not restored")
        print(f"drive: console restored after the exit signal ({lit} lit pixels of text)", flush=True)
    except RuntimeError as error:
        print(f"drive: {error}", file=sys.stderr)
        try:
            monitor.command("quit")
        except Exception:
            pass
        return 1
    while alive() and time.time() < deadline:
        time.sleep(0.1)
    print(f"drive: guest powered off {time.time() - start:.1f} s after QEMU started", flush=True)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("drive")
    d.add_argument("--run", required=True)
    d.add_argument("--monitor", required=True)
    d.add_argument("--out", required=True)
    d.add_argument("--timeout", type=float, default=900)
    d.add_argument("--unplug", action="store_true")
    d.add_argument("--qemu-pid", type=int)
    c = sub.add_parser("compare")
    c.add_argument("dump")
    c.add_argument("snapshot")
    c.add_argument("--rotation", type=int, default=0, choices=[0, 90, 180, 270])
    c.add_argument("--tolerance", type=int, default=2)
    c.add_argument("--max-differing", type=int, default=0)
    c.add_argument("--diff")
    p = sub.add_parser("ppm2png")
    p.add_argument("ppm")
    p.add_argument("png")
    args = parser.parse_args()
    if args.command == "drive":
        return drive(args)
    if args.command == "compare":
        return compare(args)
    write_png(args.png, read_ppm(args.ppm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
