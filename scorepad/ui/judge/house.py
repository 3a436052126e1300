"""The judge's house rules (scorepad/state/judge/house_rules.py): the ones its game's engine
heeds (`JudgeForm.house`), in the sheet's words and New game's chips; no game known here.

Standalone: a line says which are in force (the rule sheet's by default) and `judge-house-toggle`
shows or hides each rule's chips, `judge-<control>-<pick key>` (the option's control:
`judge-house-peek-even-blocked`), the rule sheet's marked as such. Attached to a game: the line
only, the game's (read-only: the game's options say them). `judge-house` is the line."""

from __future__ import annotations

import flet as ft

from scorepad.state.judge import JudgeState
from scorepad.state.judge.house_rules import line
from scorepad.ui import theme
from scorepad.ui.new_game import option_chips
from scorepad.ui.widgets import act, chip, section, text_block
from scorepad.words import tr


def house_part(js: JudgeState) -> ft.Control | None:
    """The house rules part of the judge's table (None: the game's judge heeds none)."""
    rules = js.table.house_rules
    if not rules:
        return None
    said = text_block("judge-house", ft.Text(line(rules), size=theme.TEXT))
    if js.attached:
        return section(tr("House rules (from the game)"), said)
    shown = js.house_open
    toggle = chip("judge-house-toggle", tr("Done") if shown else tr("Change"),
                  act(setattr, js, "house_open", not shown), selected=shown, width=None,
                  size=theme.TEXT,
                  label=tr("Hide the house rules") if shown else tr("Change the house rules"))
    # the line takes the width the toggle leaves (it wraps on a narrow phone)
    parts: list[ft.Control] = [ft.Row([ft.Container(said, expand=True), toggle], spacing=8,
                                      vertical_alignment=ft.CrossAxisAlignment.CENTER)]
    if shown:
        for rule in rules:
            parts.append(section(rule.title, option_chips(
                "judge", rule.spec, rule.value, js.set_house, rule.key, sheet_marked=True)))
    return section(tr("House rules"), *parts)
