#!/usr/bin/env python3
"""Checks that a PNG exists, decodes (8-bit RGB/RGBA, non-interlaced, as Chromium writes) and is
not blank: it must have many distinct colours and a good share of pixels unlike the background.
Usage: check_png.py FILE [RRGGBB:MIN ...]: each colour must cover at least MIN pixels (a chart's bars)."""
import struct
import sys
import zlib


def pixels(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise SystemExit(f"{path}: unsupported PNG layout (depth {depth}, colour {colour})")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    path = sys.argv[1]
    width, height, channels, rows = pixels(path)
    colours, counts = set(), {}
    for row in rows:
        for x in range(0, width * channels, channels):
            px = row[x:x + 3]
            colours.add(px)
            counts[px] = counts.get(px, 0) + 1
    background = max(counts.values())
    other = 1 - background / (width * height)
    print(f"{path}: {width}x{height}, {len(colours)} colours, {other:.0%} of pixels unlike the background")
    if width < 100 or height < 100 or len(colours) < 16 or other < 0.2:
        raise SystemExit(f"{path}: the screenshot looks blank")
    for wanted in sys.argv[2:]:
        colour, minimum = wanted.split(":")
        found = counts.get(bytes.fromhex(colour), 0)
        print(f"{path}: #{colour}: {found} pixels")
        if found < int(minimum):
            raise SystemExit(f"{path}: fewer than {minimum} pixels of #{colour}")


main()
