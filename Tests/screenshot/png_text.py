#!/usr/bin/env python3
"""Writes a tEXt chunk (KEYWORD, TEXT) into a PNG, after its header, replacing one of the same
keyword: what the README's screenshot records of the figures it shows, so that a test can hold
them to what the tool reports now.
Usage: png_text.py FILE KEYWORD TEXT"""
import struct
import sys
import zlib


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def main(path, keyword, text):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    out, pos, mark = [data[:8]], 8, keyword.encode("latin-1") + b"\0"
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        whole = data[pos:pos + 12 + length]
        if not (kind == b"tEXt" and whole[8:8 + len(mark)] == mark):
            out.append(whole)
        if kind == b"IHDR":
            out.append(chunk(b"tEXt", mark + text.encode("latin-1")))
        pos += 12 + length
    with open(path, "wb") as f:
        f.write(b"".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
