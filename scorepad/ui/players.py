"""Players: everyone who has played, with their games; rename, merge two names, remove.

Identifiers (docs/ui-identifiers.md): `players-item-<k>`, `players-rename-<k>`,
`players-merge-<k>`, `players-remove-<k>` per row (k: the row, alphabetical); while renaming
`players-rename-field`, `players-rename-save`, `players-rename-cancel`; while merging
`players-merge-into-<j>`, then `players-merge-confirm` / `players-merge-cancel`; removing
`players-remove-confirm` / `players-remove-cancel`; `players-notice` says what a change did.
"""

from __future__ import annotations

import flet as ft

from scorepad.names import NAME_MAX
from scorepad.state.app_state import AppState
from scorepad.state.players import PlayersState
from scorepad.ui import theme
from scorepad.ui.widgets import (act, button, card, chip, error_box, icon_button, present,
                                 text_block, text_input, wrap)
from scorepad.words import tr, tr_n


def _games(n: int) -> str:
    return tr("no games") if n == 0 else tr_n("{n} game", "{n} games", n)


def notice_box(text: str | None) -> ft.Control | None:
    if not text:
        return None
    return text_block("players-notice", ft.Container(
        ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE_OUTLINE, color=ft.Colors.ON_SECONDARY_CONTAINER),
                ft.Text(text, size=theme.TEXT, color=ft.Colors.ON_SECONDARY_CONTAINER,
                        expand=True)]),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=12, border_radius=theme.RADIUS))


def rename_panel(ps: PlayersState) -> ft.Control:
    name = ps.name_of(ps.renaming) or ""
    return card(
        ft.Text(tr("Rename {name}", name=name), size=theme.TEXT, weight=ft.FontWeight.BOLD),
        ft.Text(tr("The new name shows in every game, the history and the statistics."),
                size=theme.SMALL),
        text_input("players-rename-field", ps.new_name, ps.set_new_name, label=tr("New name"),
                   version=ps.version, on_submit=ps.save_rename, error=ps.name_error,
                   helper=tr("Up to {n} characters", n=NAME_MAX), autofocus=True, words=True),
        ft.Row([button("players-rename-cancel", tr("Cancel"), ps.cancel, expand=True),
                button("players-rename-save", tr("Save"), ps.save_rename, primary=True,
                       expand=True)], spacing=theme.GAP))


def merge_panel(ps: PlayersState) -> ft.Control:
    source = ps.name_of(ps.merging) or ""
    if ps.merge_into is None:
        others = [chip(f"players-merge-into-{j}", p.name, act(ps.choose_merge_into, j),
                       width=None, size=theme.TEXT,
                       label=tr("Merge {name} into {other}", name=source, other=p.name))
                  for j, p in enumerate(ps.players) if j != ps.merging]
        return card(
            ft.Text(tr("Merge {name} into…", name=source), size=theme.TEXT,
                    weight=ft.FontWeight.BOLD),
            ft.Text(tr("Choose the name {name} is the same person as. {name}'s games "
                       "become theirs and the statistics count them together.", name=source),
                    size=theme.SMALL),
            wrap(others),
            button("players-merge-cancel", tr("Cancel"), ps.cancel, full=True))
    into = ps.name_of(ps.merge_into) or ""
    n = ps.players[ps.merging].games if ps.merging is not None else 0
    return card(
        ft.Text(tr("Merge {name} into {other}?", name=source, other=into), size=theme.TEXT,
                weight=ft.FontWeight.BOLD),
        ft.Text(_merge_sentence(source, into, n), size=theme.TEXT),
        ft.Row([button("players-merge-cancel", tr("Cancel"), ps.cancel, expand=True),
                button("players-merge-confirm", tr("Merge"), ps.confirm_merge, danger=True,
                       expand=True)], spacing=theme.GAP))


def _merge_sentence(name: str, other: str, n: int) -> str:
    """What a merge does, said before it is confirmed (whole sentences per count)."""
    if n == 0:
        return tr("{name} has no games to pass to {other}, and the name {name} is removed. "
                  "This cannot be undone.", name=name, other=other)
    return tr_n("{name}'s {n} game becomes {other}'s, and the name {name} is removed. "
                "This cannot be undone.",
                "{name}'s {n} games become {other}'s, and the name {name} is removed. "
                "This cannot be undone.", n, name=name, other=other)


def remove_panel(ps: PlayersState) -> ft.Control:
    name = ps.name_of(ps.removing) or ""
    return card(
        ft.Text(tr("Remove {name}?", name=name), size=theme.TEXT, weight=ft.FontWeight.BOLD),
        ft.Text(tr("{name} has no games; the name leaves the list of players.", name=name),
                size=theme.TEXT),
        ft.Row([button("players-remove-cancel", tr("Keep"), ps.cancel, expand=True),
                button("players-remove-confirm", tr("Remove"), ps.confirm_remove, danger=True,
                       expand=True)], spacing=theme.GAP))


def player_row(ps: PlayersState, k: int, p) -> ft.Control:
    return ft.Container(ft.Column([
        text_block(f"players-item-{k}", ft.Row([
            ft.Icon(ft.Icons.PERSON),
            ft.Column([
                # the whole name, wrapped if need be: similar names stay told apart
                ft.Text(p.name, size=theme.TEXT, weight=ft.FontWeight.W_600),
                ft.Text(_games(p.games), size=theme.SMALL, color=ft.Colors.ON_SURFACE_VARIANT),
            ], spacing=0, expand=True)])),
        ft.Row([
            icon_button(f"players-rename-{k}", ft.Icons.EDIT, tr("Rename {name}", name=p.name),
                        act(ps.start_rename, k)),
            icon_button(f"players-merge-{k}", ft.Icons.CALL_MERGE,
                        tr("Merge {name} into…", name=p.name),
                        act(ps.start_merge, k)),
            icon_button(f"players-remove-{k}", ft.Icons.DELETE_OUTLINE,
                        tr("Remove {name}", name=p.name),
                        act(ps.start_remove, k)),
        ], spacing=4, alignment=ft.MainAxisAlignment.END),
    ], spacing=0), padding=ft.Padding.only(left=12, right=4, top=8, bottom=4),
        border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))


@ft.component
def PlayersScreen(app: AppState, ps: PlayersState) -> ft.Control:
    rows: list[ft.Control | None] = []
    for k, p in enumerate(ps.players):
        rows.append(player_row(ps, k, p))
        if ps.renaming == k:
            rows.append(rename_panel(ps))
        elif ps.merging == k:
            rows.append(merge_panel(ps))
        elif ps.removing == k:
            rows.append(remove_panel(ps))
        if ps.error and ps.error_row == k:  # next to what was tapped, not off the screen
            rows.append(error_box(ps.error, "players-error"))
        if ps.notice and ps.notice_row == k:  # where the change was made
            rows.append(notice_box(ps.notice))
    return ft.Column(present(
        ft.Text(tr("Players"), size=26, weight=ft.FontWeight.BOLD),
        error_box(ps.error if ps.error_row is None else None, "players-error")
        or error_box(app.error),
        notice_box(ps.notice) if ps.notice_row is None or not (
            0 <= ps.notice_row < len(ps.players)) else None,
        ft.Text(tr("Everyone who has played here. Rename a name with a typo, merge two names "
                   "of one person, remove a name with no games.")
                if ps.players else tr("No players yet: add names when you start a game."),
                size=theme.TEXT),
        *rows,
        button("players-new-game", tr("New game"), app.open_new_game, primary=True,
               icon=ft.Icons.ADD, full=True),
        button("players-stats", tr("Statistics"), app.open_stats, icon=ft.Icons.INSIGHTS,
               full=True),
    ), spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
