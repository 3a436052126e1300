"""Share where nothing can be shared (issue 37, item 7): when the browser offers neither the
share sheet nor the clipboard, the end screen shows the result and the game's link as text to
select by hand (read-only fields: the accessibility tree reads a field, not a selectable
Text), beside the link's QR code; no link, no code."""

from __future__ import annotations

import flet as ft

from scorepad.ui.share import by_hand_part
from tests.scorepad.controls import controls, identifiers

LINK = "http://127.0.0.1:8550/#pass=AXjai1YyN040MTdLTEk1SUsxSb"


def _fields(tree) -> dict[str, ft.TextField]:
    out = {}
    for c in controls(tree):
        if getattr(c, "identifier", None):
            found = [f for f in controls(c) if isinstance(f, ft.TextField)]
            if found:
                out[c.identifier] = found[0]
    return out


def test_the_result_and_the_link_to_select_beside_the_code():
    tree = by_hand_part("6th Sense\nAnn wins", LINK)
    assert {"end-share-qr", "end-share-text", "end-share-link"} <= identifiers(tree)
    fields = _fields(tree)
    assert fields["end-share-text"].value == "6th Sense\nAnn wins"
    assert fields["end-share-link"].value == LINK
    assert all(f.read_only and f.multiline for f in fields.values())


def test_no_link_no_code():
    tree = by_hand_part("6th Sense\nAnn wins", "")
    assert identifiers(tree) == {"end-share-text"}
