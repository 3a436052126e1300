"""Issue 9, items 5 and 13: the round screen on a small phone.

Six players of 6th Sense at 360 x 640 (and 390 x 844): after every tap of a round the active
seat's keypad is wholly on the screen, and the next tap lands on it without any scrolling
(`finger_tap` refuses a control that is not painted on the screen). Labels wrap, never cut.
The values entered are checked in the store.
"""

from __future__ import annotations

import pytest

from .flows import newest_game, store_rounds, wait_number
from .phone import SIZES, finger_tap, new_game, on_screen, phone

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cem", "Dia", "Eve", "Finn"]
# 6 players: 11 cards, 10 tricks. Ann deals, Bob leads. Everyone meets the prediction:
# the points are the targets, by hand (RULES.md Game A, standard scoring).
CALLS = [2, 1, 3, 0, 2, 2]
TRICKS = [2, 1, 3, 0, 2, 2]  # 10 in all


def keypad_on_screen(app, prefix: str) -> None:
    """Every chip of the keypad (identifiers `prefix`<n>) is wholly on the screen."""
    app.wait_for(prefix + "0")
    chips = app.identifiers(prefix)
    assert chips, f"no keypad chip {prefix}*"
    off = [c for c in chips if not on_screen(app, c)]
    assert not off, f"keypad chips not on the screen without scrolling: {off}"


@pytest.mark.parametrize("size", list(SIZES))
def test_six_players_enter_a_round_without_scrolling(browser, app_server, request, size):
    with phone(browser, app_server, request, SIZES[size]) as app:
        new_game(app, "sixth-sense", NAMES)
        app.wait_text("Round 1 of 6", identifier="round-title")
        app.screenshot(f"{size}-round-1-start")
        keypad_on_screen(app, "round-prediction-1-")
        finger_tap(app, "round-trump-red")
        order = [(1 + i) % 6 for i in range(6)]  # Bob leads
        for seat in order:
            keypad_on_screen(app, f"round-prediction-{seat}-")
            finger_tap(app, f"round-prediction-{seat}-{CALLS[seat]}")
        app.screenshot(f"{size}-predictions-in")
        for seat in order[:-1]:
            keypad_on_screen(app, f"round-tricks-{seat}-")
            finger_tap(app, f"round-tricks-{seat}-{TRICKS[seat]}")
        # Ann's 2 is filled in; every count is in, so the keypad has closed
        app.wait_text("All entered", identifier="round-check")
        app.screenshot(f"{size}-all-entered")
        finger_tap(app, "round-confirm")
        app.wait_text("Round 2 of 6", identifier="round-title")
        # round 2: the keypad is where the finger is, still without scrolling
        keypad_on_screen(app, "round-prediction-2-")
        app.wait_text("Cem's prediction")
        app.screenshot(f"{size}-round-2")
        for seat, total in enumerate(CALLS):
            wait_number(app, f"round-total-{seat}", total)
        stored = store_rounds(app_server.database(), newest_game(app_server.database()))
        assert stored["players"] == NAMES
        assert len(stored["rounds"]) == 1
        r = stored["rounds"][0]
        assert (r["calls"], r["tricks"], r["points"], r["trump"]) == (CALLS, TRICKS, CALLS, "red")


WORDS = "Keep predictions face down until the round ends"


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """A PNG screenshot (8-bit RGB or RGBA, not interlaced) as rows of raw pixels."""
    import struct
    import zlib

    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, channels = 8, b"", 0, 0, 4
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, channels, rows


def ink_at_right_edge(app, top: float, bottom: float, band: int = 12) -> bool:
    """Whether text is painted in the last `band` px of the content (4 px page padding)
    between `top` and `bottom`: a label cut off at the edge of the screen leaves ink there."""
    width, channels, rows = png_pixels(app.page.screenshot())
    base = rows[int(top)][(width - 2) * channels:(width - 1) * channels]  # the background
    for y in range(max(0, int(top)), min(len(rows), int(bottom))):
        row = rows[y]
        for x in range(width - 4 - band, width - 4):
            px = row[x * channels:x * channels + 3]
            if sum(abs(px[i] - base[i]) for i in range(3)) > 120:
                return True
    return False


def boxes_saying(app, words: str) -> list[dict]:
    """The boxes of the accessibility nodes that say `words` (as text or as a label)."""
    return app.page.evaluate("""words => [...document.querySelectorAll('flt-semantics')]
        .filter(e => (e.getAttribute('aria-label') || '').includes(words)
                     || [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.includes(words)))
        .map(e => { const r = e.getBoundingClientRect();
                    return {x: r.x, y: r.y, width: r.width, height: r.height}; })""", words)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_face_down_switch_label_wraps(browser, app_server, request, size):
    with phone(browser, app_server, request, SIZES[size]) as app:
        new_game(app, "sixth-sense", ["Ann", "Bob", "Cem"])
        app.tap("round-hide-predictions")
        app.wait_text(WORDS)
        app.screenshot(f"{size}-face-down-switch")
        boxes = boxes_saying(app, WORDS)
        assert boxes, "the switch's words are not on the screen"
        width = SIZES[size]["width"]
        for box in boxes:  # every node saying the words lies within the screen: none cut off
            assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (box, width)
        # and the words are painted whole: no text runs into the right edge of the screen
        top = min(b["y"] for b in boxes) - app.tree_offset()
        bottom = max(b["y"] + b["height"] for b in boxes) - app.tree_offset()
        assert not ink_at_right_edge(app, top, bottom), "the switch's words run off the screen"
        # the face-down switch works: predictions show as "?" until the round ends
        app.tap("round-trump-red")
        app.tap("round-prediction-1-3")
        app.wait_text("face down", identifier="round-seat-1-prediction")
