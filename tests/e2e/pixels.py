"""Reading a screenshot's pixels without an imaging library: a PNG decoder for what Chromium
writes (8-bit RGB/RGBA, not interlaced) and the WCAG contrast of two colours.

Flutter paints on a canvas, so what a person sees (a chart's tooltip) is only in the pixels.
"""

from __future__ import annotations

import struct
import zlib

import numpy as np

from scorepad.ui.chart import LINE_COLOURS


def decode_png(data: bytes) -> np.ndarray:
    """The image as an array (height, width, 3) of uint8 RGB."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    height = depth = ctype = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, (depth, ctype, interlace)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    channels = 4 if ctype == 6 else 3
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8)
    stride = width * channels
    rows = raw.reshape(height, stride + 1)
    out = np.zeros((height, stride), dtype=np.int32)
    prev = np.zeros(stride, dtype=np.int32)
    for y in range(height):
        f, line = rows[y, 0], rows[y, 1:].astype(np.int32)
        if f == 0:
            cur = line
        elif f == 1:
            cur = line.copy()
            for x in range(channels, stride):
                cur[x] = (cur[x] + cur[x - channels]) & 0xFF
        elif f == 2:
            cur = (line + prev) & 0xFF
        elif f == 3:
            cur = line.copy()
            for x in range(stride):
                left = cur[x - channels] if x >= channels else 0
                cur[x] = (cur[x] + ((left + prev[x]) >> 1)) & 0xFF
        elif f == 4:
            cur = line.copy()
            for x in range(stride):
                a = cur[x - channels] if x >= channels else 0
                b = prev[x]
                c = prev[x - channels] if x >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[x] = (cur[x] + pred) & 0xFF
        else:
            raise AssertionError(f"PNG filter {f}")
        out[y] = cur
        prev = cur
    return out.reshape(height, width, channels)[:, :, :3].astype(np.uint8)


def luminance(rgb) -> float:
    def lin(c: float) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(float(v)) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def changed_box(before: np.ndarray, after: np.ndarray, threshold: int = 40):
    """The bounding box (x0, y0, x1, y1) of the pixels that changed, or None."""
    diff = np.abs(before.astype(int) - after.astype(int)).sum(axis=2) > threshold
    ys, xs = np.nonzero(diff)
    if len(xs) == 0:
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def tooltip_colours(before: np.ndarray, after: np.ndarray):
    """The background and text colours of what appeared between two pictures (a tooltip):
    its background is the commonest new colour of the changed pixels; its text, within the box of
    that background, the common colour farthest from it in luminance (anti-aliasing shades,
    too rare, are left out). None when nothing appeared."""
    diff = np.abs(before.astype(int) - after.astype(int)).sum(axis=2) > 40
    if diff.sum() < 50:
        return None
    changed = after[diff]
    colours, counts = np.unique(changed, axis=0, return_counts=True)
    # a line's colour is not the tooltip's (the touched point grows in it), nor a colour that
    # was at those very pixels before (the chart's background); a colour that is elsewhere on
    # the picture may be (the tooltip is dark like the axis labels' text)
    lines = {_rgb(c) for c in LINE_COLOURS}
    known = {tuple(c) for c in np.unique(before[diff], axis=0)} | lines
    fresh = [(n, c) for c, n in zip(colours, counts) if tuple(int(v) for v in c) not in known]
    if not fresh:
        return None
    bg = max(fresh, key=lambda t: t[0])[1]
    ys, xs = np.nonzero(diff & np.all(after == bg, axis=2))
    box = after[ys.min():ys.max() + 1, xs.min():xs.max() + 1].reshape(-1, 3)
    colours, counts = np.unique(box, axis=0, return_counts=True)
    floor = max(4, counts.sum() // 300)
    common = [c for c, n in zip(colours, counts) if n >= floor and not np.array_equal(c, bg)]
    if not common:
        return None
    text = max(common, key=lambda c: abs(luminance(c) - luminance(bg)))
    return tuple(int(v) for v in bg), tuple(int(v) for v in text)
