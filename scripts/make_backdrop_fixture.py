#!/usr/bin/env python3
"""Draws the synthetic screens the backdrop tests draw behind alerts, in
Tests/AlertRenderTests/Fixtures/, each 750 × 1334 pixels (an iPhone SE screen at @2x, so it
fills that screen pixel for pixel): backdrop.png, a navigation bar, then bands of sharp
20-pixel checkerboards in six colours; edge.png, black left of x = 375 and white from it, to
measure the blur's width. Nothing is copied from a real app. Standard library only."""
import os
import struct
import zlib

WIDTH, HEIGHT, SQUARE = 750, 1334, 20
BAR = (0, 96, 200)
BANDS = [(230, 60, 60), (245, 160, 30), (240, 220, 40), (60, 180, 90), (40, 140, 230),
         (150, 80, 200)]


def checkerboard(x, y):
    if y < 128:
        return BAR
    band = BANDS[((y - 128) // 200) % len(BANDS)]
    return band if ((x // SQUARE) + (y // SQUARE)) % 2 == 0 else (255, 255, 255)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def edge(x, y):
    return (0, 0, 0) if x < WIDTH // 2 else (255, 255, 255)


def write(name, pixel):
    rows = b"".join(b"\0" + bytes(c for x in range(WIDTH) for c in pixel(x, y))
                    for y in range(HEIGHT))
    png = (b"\x89PNG\r\n\x1a\n"
           + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
    out = os.path.join(os.path.dirname(__file__), "..", "Tests", "AlertRenderTests", "Fixtures",
                       name)
    with open(out, "wb") as f:
        f.write(png)
    print("wrote", os.path.normpath(out), len(png), "bytes")


write("backdrop.png", checkerboard)
write("edge.png", edge)
