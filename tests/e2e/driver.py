"""The page driver of the browser tests: `AppDriver` (tap, type, wait, read, screenshot) and
`enable_accessibility`. The fixtures that make one are in tests/e2e/conftest.py (`open_driver`).

Flutter draws on a canvas: the page's DOM holds only the accessibility tree, which appears
after a click on `flt-semantics-placeholder`. Each control of the app carries a semantic
identifier (docs/ui-identifiers.md), seen as `[flt-semantics-identifier="<id>"]`.
"""

from __future__ import annotations

import re
import time
from contextlib import contextmanager
from pathlib import Path

from tests.harness import Server

# A phone held upright: the app is used at the card table.
VIEWPORT = {"width": 412, "height": 915}
PAINT_TIMEOUT = 60_000  # ms, navigation to the first control in the accessibility tree
WAIT = 20_000  # ms, default wait for a screen to change after a tap
TYPE_DELAY = 60  # ms between keys when a test types: a quick person on a keyboard
TOP_BAR = "app-theme-toggle"  # on every screen, in the first row (docs/ui-identifiers.md)


class AppDriver:
    """One browser page on the app, with the handful of moves a test needs.

    `taps` counts the taps made through `tap()` and `press()`; `count_taps()` measures a stretch.
    """

    def __init__(self, page, server: Server, artifacts: Path):
        self.page = page
        self.server = server
        self.artifacts = artifacts
        self.taps = 0
        self.shots = 0
        self.top_bar_y: float | None = None  # the top bar's place on a freshly loaded page
        self.tree_offsets: list[tuple[str, float]] = []  # taps corrected by tree_offset()
        self.console: list[str] = []
        page.on("console", lambda msg: self.console.append(f"{msg.type}: {msg.text}"))
        page.on("pageerror", lambda err: self.console.append(f"pageerror: {err}"))

    # -- locating
    @staticmethod
    def selector(identifier: str) -> str:
        return f'[flt-semantics-identifier="{identifier}"]'

    def el(self, identifier: str):
        return self.page.locator(self.selector(identifier))

    def exists(self, identifier: str) -> bool:
        return self.el(identifier).count() > 0

    def identifiers(self, prefix: str = "") -> list[str]:
        """Every semantic identifier on the screen now, optionally only those with a prefix."""
        ids = self.page.eval_on_selector_all(
            "[flt-semantics-identifier]", "els => els.map(e => e.getAttribute('flt-semantics-identifier'))")
        return [i for i in ids if i.startswith(prefix)]

    def _missing(self, identifier: str, what: str) -> str:
        near = self.identifiers()
        return (f"{what}: no control [flt-semantics-identifier={identifier!r}] on the screen "
                f"(docs/ui-identifiers.md). Identifiers present: {near}")

    def wait_for(self, identifier: str, timeout: float = WAIT) -> None:
        try:
            self.el(identifier).first.wait_for(state="attached", timeout=timeout)
        except Exception:
            self.screenshot(f"missing-{identifier}")
            raise AssertionError(self._missing(identifier, f"waited {timeout / 1000:.0f} s")) from None

    def wait_gone(self, identifier: str, timeout: float = WAIT) -> None:
        self.el(identifier).first.wait_for(state="detached", timeout=timeout)

    # -- acting
    def tap(self, identifier: str, timeout: float = WAIT) -> None:
        """Tap the control with this identifier (waits for it, scrolls to it), counted.

        A real pointer click at the control's place, as a finger would: Flutter hit-tests the
        canvas, so a control only "looks" tappable in the tree is not enough.
        """
        self.wait_for(identifier, timeout)
        target = self.el(identifier).first
        # The identifier sits on a wrapper; the tappable node is it or a descendant.
        inner = target.locator("[flt-tappable], [role=button], [role=checkbox], [role=radio], "
                               "[role=switch], [role=tab], [role=link], [role=menuitem], input, textarea")
        node = inner.first if inner.count() else target
        self.scroll_to(node)
        offset = self.tree_offset()
        if offset:
            # The tree is drawn lower than the screen (see tree_offset): tap where the control
            # really is, and keep a note for docs/e2e-findings.md.
            self.tree_offsets.append((identifier, offset))
            box = node.bounding_box()
            point = self._tap_point(node) or {"x": box["width"] / 2, "y": box["height"] / 2}
            self.page.mouse.click(box["x"] + point["x"], box["y"] + point["y"] - offset)
        else:
            node.click(timeout=timeout, position=self._tap_point(node))
        self.taps += 1
        self.settle()

    @staticmethod
    def _tap_point(node) -> dict | None:
        """Where a finger taps a control: its middle; a text field on its typing line (the
        field's node also covers the helper or error text below, which takes no tap)."""
        if node.evaluate("e => e.tagName") not in ("INPUT", "TEXTAREA"):
            return None
        box = node.bounding_box()
        if box is None:
            return None
        return {"x": box["width"] / 2, "y": min(box["height"] / 2, 28)}

    def settle(self, first: int = 1500, quiet: int = 150, most: int = 5000) -> None:
        """Wait until the screen has answered the last tap: the accessibility tree changes
        (within `first` ms), then stays unchanged for `quiet` ms (at most `most` ms in all).

        Without it a test could find a control of the *previous* screen state (the judge's
        colour chips stay on screen while the server is still adding the card just tapped),
        aim at it, and tap where it stood before the update moved it: a lost tap under load.
        """
        self.page.evaluate("""([first, quiet, most]) => new Promise(done => {
            const host = document.querySelector('flt-semantics-host') || document.body;
            let timer = setTimeout(finish, first);
            const cap = setTimeout(finish, most);
            const seen = new MutationObserver(() => {
                clearTimeout(timer);
                timer = setTimeout(finish, quiet);
            });
            function finish() { seen.disconnect(); clearTimeout(timer); clearTimeout(cap); done(); }
            seen.observe(host, {subtree: true, childList: true, attributes: true,
                                characterData: true});
        })""", [first, quiet, most])

    def tree_offset(self) -> float:
        """How far below the painted screen the accessibility tree places it (0: in step).

        Every screen starts with the top bar (`app-theme-toggle`, docs/ui-identifiers.md), which
        scrolls up with the page, never down: if the tree shows it lower than where it sat when
        the page was loaded, the whole tree is shifted by that much. Seen with Flet 1.0.5 /
        Flutter web after leaving a scrolled screen for one that fits without scrolling: the
        tree keeps the old scroll offset while the canvas (and a finger) does not.
        """
        if self.top_bar_y is None or not self.exists(TOP_BAR):
            return 0
        box = self.el(TOP_BAR).first.bounding_box()
        if box is None:
            return 0
        offset = box["y"] - self.top_bar_y
        return offset if offset > 2 else 0

    def _frames(self, n: int = 2) -> None:
        self.page.evaluate("""n => new Promise(done => {
            const tick = () => (--n > 0 ? requestAnimationFrame(tick) : done());
            requestAnimationFrame(tick);
        })""", n + 1)

    def _settled_box(self, node):
        box = node.bounding_box()
        for _ in range(20):
            self._frames(2)
            again = node.bounding_box()
            if again == box:
                return box
            box = again
        return box

    def scroll_to(self, node, margin: int = 72) -> None:
        """Scroll with the mouse wheel until the node sits well inside the viewport.

        Flutter clips a control at the edge of a scrolled area, so its box in the tree can look
        small and "inside"; keeping a margin at both edges brings the whole control in. The DOM
        scrollIntoView that Playwright would use does not move Flutter's scroll position.
        """
        view = self.page.viewport_size or VIEWPORT
        width, height = view["width"], view["height"]
        box = self._settled_box(node)
        offset = self.tree_offset()
        for _ in range(15):
            if box is None:
                return
            top = box["y"] - offset
            if top >= margin and top + box["height"] <= height - margin // 2:
                return
            delta = top + box["height"] / 2 - height / 2
            self.page.mouse.move(width / 2, height / 2)
            self.page.mouse.wheel(0, delta)
            moved = self._settled_box(node)
            if moved == box:  # the screen cannot scroll further (or does not scroll at all)
                return
            box = moved

    def type_into(self, identifier: str, text: str, *, submit: bool = False,
                  clear: bool = True, delay: int = TYPE_DELAY) -> None:
        """Type into a text field as a person does: tap the field, select what it holds and
        delete it with keys (`clear`), then type `text` one key at a time (`delay` ms between
        keys); optionally press Enter (Enter counts as a tap).

        Never `fill()`: that pastes the whole text in one event, which hides a field that
        loses keystrokes (issue 9). A test that checks pasting uses `paste_into`.
        """
        self.tap(identifier)
        self.taps -= 1  # focusing a field to type is part of typing, not a separate tap
        self.wait_focused(identifier)
        if clear:
            self.page.keyboard.press("ControlOrMeta+A")
            self.page.keyboard.press("Delete")
            self.page.keyboard.press("Backspace")
        self.page.keyboard.type(text, delay=delay)
        if submit:
            self.settle(first=300, quiet=150, most=2000)
            self.page.keyboard.press("Enter")
            self.taps += 1
            self.settle()

    def paste_into(self, identifier: str, text: str) -> None:
        """Paste `text` into the focused text field as one input event, as a paste (or a phone
        keyboard's suggestion) delivers it: only for a test that checks pasting."""
        self.tap(identifier)
        self.taps -= 1
        self.wait_focused(identifier)
        self.page.keyboard.insert_text(text)

    def wait_focused(self, identifier: str, timeout: float = 5_000) -> None:
        """Wait until a text input has the keyboard focus after a tap on the field."""
        try:
            self.page.wait_for_function(
                "() => { const a = document.activeElement;"
                " return !!a && (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA'); }",
                timeout=timeout)
        except Exception:
            self.screenshot(f"not-focused-{identifier}")
            raise AssertionError(f"a tap on [{identifier}] gave no text field the keyboard "
                                 f"focus within {timeout / 1000:.0f} s") from None

    def field_value(self, identifier: str) -> str:
        """What the text field shows now (its editing <input>'s value)."""
        self.wait_for(identifier)
        field = self.el(identifier).first.locator("input, textarea")
        if field.count():
            return field.first.input_value()
        return self.page.evaluate(
            "() => { const a = document.activeElement;"
            " return a && 'value' in a ? a.value : ''; }")

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.taps += 1

    @contextmanager
    def count_taps(self):
        """with app.count_taps() as n: ...; then n() is the number of taps made inside."""
        start = self.taps
        end: list[int] = []
        yield lambda: (end[0] if end else self.taps) - start
        end.append(self.taps)

    # -- reading
    def text(self, identifier: str) -> str:
        """Everything the accessibility tree says for this control: its text and its label."""
        self.wait_for(identifier)
        return self.el(identifier).first.evaluate(
            """e => {
                 const parts = [];
                 const walk = n => {
                   if (n.nodeType === 1) {
                     const l = n.getAttribute('aria-label');
                     if (l) parts.push(l);
                     if (n.tagName === 'INPUT' || n.tagName === 'TEXTAREA') parts.push(n.value);
                   }
                   if (n.nodeType === 3 && n.textContent.trim()) parts.push(n.textContent.trim());
                   n.childNodes.forEach(walk);
                 };
                 walk(e);
                 return parts.join(' ');
               }""")

    def wait_text(self, text: str | re.Pattern, identifier: str | None = None,
                  timeout: float = WAIT) -> None:
        """Wait until `text` (a substring, or a regex) is shown, in one control or anywhere."""
        deadline = time.monotonic() + timeout / 1000
        last = ""
        while True:
            if identifier is None:
                last = self.page.evaluate("() => document.querySelector('flt-semantics-host')"
                                          "?.innerText || ''")
                last += " " + " ".join(self.page.eval_on_selector_all(
                    "flt-semantics-host [aria-label]", "els => els.map(e => e.getAttribute('aria-label'))"))
            elif self.exists(identifier):
                try:
                    last = self.text(identifier)
                except Exception:  # replaced by a re-render between the look and the read
                    last = "<control being redrawn>"
            else:
                last = "<control not on the screen>"
            found = (text.search(last) if isinstance(text, re.Pattern) else text in last)
            if found:
                return
            if time.monotonic() > deadline:
                self.screenshot("missing-text")
                where = f"[{identifier}]" if identifier else "the screen"
                raise AssertionError(f"{text!r} not shown in {where} within {timeout / 1000:.0f} s; "
                                     f"it shows: {last!r}")
            self.page.wait_for_timeout(100)

    # -- recording
    def screenshot(self, name: str) -> Path:
        self.shots += 1
        self.artifacts.mkdir(parents=True, exist_ok=True)
        path = self.artifacts / f"{self.shots:02d}-{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
        # The accessibility tree is updated on the main thread; the canvas is drawn by the
        # skwasm renderer's worker a little later. Let a few frames pass so the picture shows
        # the screen the tree already describes.
        self.page.evaluate("""() => new Promise(done => {
            let frames = 4;
            const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : setTimeout(done, 150));
            requestAnimationFrame(tick);
        })""")
        self.page.screenshot(path=str(path))
        return path

    # -- navigation
    def open(self, path: str = "/", ready: str | None = None) -> None:
        """Load the app at `path`, turn the accessibility tree on, wait for `ready` (an id)."""
        self.page.goto(self.server.url.rstrip("/") + path, wait_until="load")
        enable_accessibility(self.page)
        if ready:
            self.wait_for(ready, PAINT_TIMEOUT)
        if self.exists(TOP_BAR):
            box = self._settled_box(self.el(TOP_BAR).first)
            if box is not None and (self.top_bar_y is None or box["y"] < self.top_bar_y):
                self.top_bar_y = box["y"]


def enable_accessibility(page, timeout: float = PAINT_TIMEOUT) -> None:
    """Turn Flutter's semantics tree on and wait until it holds a control of the app."""
    deadline = time.monotonic() + timeout / 1000
    page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=timeout)
    while True:
        if page.locator("flt-semantics-placeholder").count():
            page.dispatch_event("flt-semantics-placeholder", "click")
        try:
            page.wait_for_selector("flt-semantics-host [flt-semantics-identifier], "
                                   "flt-semantics-host [role]", state="attached", timeout=2_000)
            return
        except Exception:
            if time.monotonic() > deadline:
                raise AssertionError("the app painted no control in the accessibility tree within "
                                     f"{timeout / 1000:.0f} s") from None
