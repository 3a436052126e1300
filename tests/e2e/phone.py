"""Phones of a given size for the round-screen tests (issue 9: 360 x 640 and 390 x 844).

`phone(...)` opens the app in a fresh browser context of that viewport (the harness's `app`
fixture is 412 x 915). `finger_tap` taps a control only where it is painted *now*: it fails if
the control is not wholly on the screen, instead of scrolling to it as `AppDriver.tap` does —
the round screen must bring the keypad to the finger without scrolling.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from .conftest import PHONES, AppDriver, open_driver

SIZES = PHONES
SMALL, MEDIUM = PHONES["360x640"], PHONES["390x844"]


@contextmanager
def phone(browser, server, request, size: dict, tab: str = "") -> Iterator[AppDriver]:
    """The app on Home in a fresh browser context of that viewport (the harness's own)."""
    with open_driver(browser, server, request, "home-new-game", tab=tab,
                     viewport=size) as driver:
        yield driver


MINUS = "\u2212"  # how the app writes negative points


def tappable(app, identifier: str) -> bool:
    """Whether the control takes a tap (Flutter leaves a disabled one without [flt-tappable])."""
    node = app.el(identifier).first
    return node.evaluate("e => e.hasAttribute('flt-tappable') || "
                         "!!e.querySelector('[flt-tappable]')")


def screen_words(app) -> str:
    """Everything the screen says now: its text and its labels."""
    return app.page.evaluate("""() => {
        const host = document.querySelector('flt-semantics-host');
        const labels = [...document.querySelectorAll('flt-semantics-host [aria-label]')]
            .map(e => e.getAttribute('aria-label'));
        return (host ? host.innerText : '') + ' ' + labels.join(' ');
    }""")


def box_of(app: AppDriver, identifier: str):
    app.wait_for(identifier)
    node = app.el(identifier).first
    inner = node.locator("[flt-tappable], [role=button], input, textarea")
    target = inner.first if inner.count() else node
    return app._settled_box(target)


def on_screen(app: AppDriver, identifier: str) -> bool:
    """Whether the control is wholly inside the viewport now (no scrolling)."""
    box = box_of(app, identifier)
    view = app.page.viewport_size
    offset = app.tree_offset()
    if box is None:
        return False
    top = box["y"] - offset
    return (top >= 0 and top + box["height"] <= view["height"] + 0.5
            and box["x"] >= 0 and box["x"] + box["width"] <= view["width"] + 0.5)


def finger_tap(app: AppDriver, identifier: str) -> None:
    """A pointer tap at the control's painted place; it must be on the screen already."""
    box = box_of(app, identifier)
    assert on_screen(app, identifier), (
        f"[{identifier}] is not on the screen without scrolling: box {box}, "
        f"viewport {app.page.viewport_size}")
    offset = app.tree_offset()
    app.page.mouse.click(box["x"] + box["width"] / 2, box["y"] - offset + box["height"] / 2)
    app.taps += 1
    app.settle()


def new_game(app: AppDriver, game: str, names: list[str], *, dealer: int = 0,
             options=None) -> None:
    """From Home: choose the game, type the names one key at a time, the dealer, start."""
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.tap(f"newgame-game-{game}")
    for seat, name in enumerate(names):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{seat}")
    app.tap(f"newgame-dealer-{dealer}")
    if options is not None:
        options(app)
    app.tap("newgame-start")
    app.wait_for("round-title")
