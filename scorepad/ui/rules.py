"""The Rules screen: the games, and each game's rules one section per rule.

Identifiers (docs/ui-identifiers.md, which gives examples): `rules-<game>` (a game in the list,
by its id); on a game's page one container per section, `rules-<game>-<section>` (the
sections' ids of `rules.rulebook.SECTIONS`). A message that rests on a rule links to its section with
`rule_link(identifier, rule_id, on_open)` ("Rule: Reversal card (4)"; the judge's
`judge-rule-link`, the round check's `round-check-rule`), whose `on_open` is
`AppState.open_rule`. Everything is in the session's language (scorepad.rulebook.say).
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from rules.rulebook import SECTIONS
from scorepad import rulebook
from scorepad.state.app_state import AppState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, heading, text_block

ROUTE = ft.TemplateRoute


def game_of(route: str) -> str | None:
    """The game id of a Rules address ("/rules/<game>"), else None."""
    where = ROUTE(route or "")
    if where.match("/rules/:game") and getattr(where, "game", None) in SECTIONS:
        return where.game
    return None


def rule_link(identifier: str, rule_id: str, on_open: Callable[[str], object]) -> ft.Control:
    """A small text button "Rule: <section title>" that opens the rule's section."""
    label = rulebook.link_label(rule_id)
    # small text, but a whole tap target (>= 48 px high, as every control of the app)
    ctl = ft.TextButton(content=label, icon=ft.Icons.MENU_BOOK, on_click=lambda: on_open(rule_id),
                        height=48,
                        style=ft.ButtonStyle(text_style=ft.TextStyle(size=theme.SMALL),
                                             padding=ft.Padding.symmetric(horizontal=8)))
    return ft.Semantics(identifier=identifier, content=ctl)


def section_block(game: str, sid: str, title: str, paragraphs: list[str]) -> ft.Control:
    ident = f"rules-{game}-{sid}"
    body = ft.Container(
        ft.Column([heading(title, size=theme.TEXT),
                   *[ft.Text(p, size=theme.SMALL + 1, selectable=False) for p in paragraphs]],
                  spacing=8),
        padding=14, border_radius=theme.RADIUS, bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), key=ft.ScrollKey(ident))
    return text_block(ident, body)


def _scroller(control: ft.Control | None):
    """The nearest scrolling column around `control` (the shell's screen)."""
    hops = 0
    while control is not None and hops < 50:
        if getattr(control, "scroll", None) is not None and hasattr(control, "scroll_to"):
            return control
        control = control.parent
        hops += 1
    return None


@ft.component
def RulesScreen(app: AppState) -> ft.Control:
    game = game_of(app.route)
    if game is None:
        return ft.Column([
            heading(rulebook.rules_label()),
            ft.Text(rulebook.choose_label(), size=theme.TEXT),
            *[button(f"rules-{g}", rulebook.game_title(g), act(app.open_rules, g),
                     icon=ft.Icons.MENU_BOOK, full=True) for g in SECTIONS],
        ], spacing=14, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    blocks = [section_block(game, sid, title, paras)
              for sid, title, paras in rulebook.sections(game)]
    root = ft.Column([heading(rulebook.game_title(game)), *blocks], spacing=12,
                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    target = app.rules.section if app.rules.game == game else None
    jump = app.rules.jump

    async def bring_into_view() -> None:
        if not target:
            return
        scroller = _scroller(root.parent)
        if scroller is None:
            return
        try:
            await scroller.scroll_to(scroll_key=ft.ScrollKey(f"rules-{game}-{target}"),
                                     duration=300)
        except Exception:  # the edge: Flet, a scroll that cannot happen (the page stays)
            return

    ft.use_effect(bring_into_view, [game, target, jump])
    return root
