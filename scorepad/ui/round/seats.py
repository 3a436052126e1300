"""Players at the table (PLAYERS.md; state: scorepad/state/round/seats.py): opened from the
round screen between rounds (`seats-open`). Each seat of the game with its state and what it
can do (sit out, come back, leave), a player to add (name, place, starting total), the colour
taken out when the table goes down to 2 and the rounds, where the game has them, then Done
(`seats-done`)."""

from __future__ import annotations

import flet as ft

from rules.table import AVERAGE, TAKES_OVER, WORST, ZERO
from scorepad.state.round import RoundState
from scorepad.state.round import seats as draft
from scorepad.ui import theme
from scorepad.ui.widgets import (act, button, card, chip, error_box, present, text_block,
                                 text_input, wrap)
# (option_chips: New game's chips of an option, imported where the colour is asked)
from scorepad.words import tr


def open_button(rs: RoundState) -> ft.Control | None:
    """"Players at the table", while the round's entry is empty (PLAYERS.md)."""
    if rs.editing is not None or not rs.draft.blank or rs.seats_open:
        return None
    return button("seats-open", tr("Players at the table"), rs.open_seats,
                  icon=ft.Icons.GROUP_ADD, full=True)


def seats_panel(rs: RoundState) -> ft.Control:
    d = rs.seats_draft
    view = rs.view
    rows = draft.seat_rows(rs)
    lines: list[ft.Control | None] = [
        ft.Text(tr("Players at the table"), size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(tr("Changes take effect from the next round; the totals stay as they are."),
                size=theme.SMALL),
    ]
    # ending the game (everyone must go, or two are left and one must): at the top, far from
    # Done, and asked once
    if view.rounds and not d.ending:
        lines.append(button("seats-end", tr("End the game here, as it stands"),
                            act(rs.seats_ask_end, True), icon=ft.Icons.FLAG, full=True))
    if d.ending:
        lines.append(ft.Container(ft.Column([
            text_block("seats-end-question", ft.Text(
                tr("End the game now, as it stands? The best total among the players still "
                   "in the game wins; Undo takes it back."), size=theme.TEXT)),
            ft.Row([button("seats-end-confirm", tr("End the game"), rs.seats_end, danger=True,
                           expand=True),
                    button("seats-end-cancel", tr("Play on"), act(rs.seats_ask_end, False),
                           expand=True)], spacing=theme.GAP),
        ], spacing=6), bgcolor=ft.Colors.ERROR_CONTAINER, padding=10,
            border_radius=theme.RADIUS))
    for seat, name, state in rows:
        lines.append(_seat_row(rs, seat, name, state))
    for doc in d.changes:
        if doc["change"] == "join":
            lines.append(text_block(f"seats-joining-{doc['player']}", ft.Text(
                tr("{name} joins from the next round.", name=doc["player"]),
                size=theme.TEXT, weight=ft.FontWeight.W_600)))
    if d.leaving is not None:
        lines.append(_leave_confirm(rs, view.players[d.leaving]))
    lines.append(_join_part(rs, rows))
    if draft.asks_colour(rs):
        lines.append(_colour_part(rs))
    if draft.asks_rounds(rs):
        lines.append(text_input("seats-rounds", d.rounds, rs.seats_rounds,
                                label=tr("Rounds in the game (now {n})",
                                         n=rs.plan.rounds if rs.plan is not None else 0),
                                number=True, width=220))
    lines.append(error_box(d.error, "seats-error") if d.error else None)
    # Undo on a row of its own: three buttons across a 360 px phone break their words
    lines.append(button("seats-undo", tr("Undo a change"), rs.seats_undo, icon=ft.Icons.UNDO,
                        full=True) if d.changes else None)
    lines.append(ft.Row(present(
        button("seats-cancel", tr("Cancel"), rs.cancel_seats, expand=True),
        button("seats-done", tr("Done"), rs.seats_done, primary=True, icon=ft.Icons.CHECK,
               expand=True),
    ), spacing=theme.GAP))
    return ft.Semantics(identifier="seats-panel", container=True, key="seats-panel",
                        content=card(*present(*lines)))


def _seat_row(rs: RoundState, seat: int, name: str, state: str) -> ft.Control:
    left_after = rs.view.left.get(seat)
    words = {"in": tr("at the table"), "away": tr("sitting out"),
             "left": tr("left after round {number}", number=left_after)
             if left_after is not None else tr("leaves the game")}[state]
    acts: list[ft.Control | None] = []
    if state == "in":
        acts.append(button(f"seats-sit-out-{seat}", tr("Sit out"), act(rs.seats_sit_out, seat),
                           label=tr("{name} sits out", name=name)))
    if state == "away":
        acts.append(button(f"seats-come-back-{seat}", tr("Come back"),
                           act(rs.seats_come_back, seat),
                           label=tr("{name} comes back", name=name)))
    if state in ("in", "away"):
        acts.append(button(f"seats-leave-{seat}", tr("Leave"), act(rs.seats_ask_leave, seat),
                           label=tr("{name} leaves the game", name=name)))
    line = text_block(f"seats-seat-{seat}", ft.Text(
        tr("{name} · {state}", name=name, state=words), size=theme.TEXT,
        weight=ft.FontWeight.W_600 if state != "left" else None))
    return ft.Column(present(line, wrap(acts) if acts else None), spacing=4)


def _leave_confirm(rs: RoundState, name: str) -> ft.Control:
    return ft.Container(ft.Column([
        text_block("seats-leave-question", ft.Text(
            tr("{name} leaves for the rest of the game: the total stays, and {name} is not "
               "ranked at the end. Leave?", name=name), size=theme.TEXT)),
        ft.Row([button("seats-leave-confirm", tr("{name} leaves", name=name), rs.seats_leave,
                       danger=True, expand=True),
                button("seats-leave-cancel", tr("Stay"), act(rs.seats_ask_leave, None),
                       expand=True)], spacing=theme.GAP),
    ], spacing=6), bgcolor=ft.Colors.ERROR_CONTAINER, padding=10, border_radius=theme.RADIUS)


def _join_part(rs: RoundState, rows) -> ft.Control:
    d = rs.seats_draft
    view = rs.view
    known = [chip(f"seats-join-known-{k}", f"+ {name}", act(rs.seats_known, name), width=None,
                  size=theme.TEXT, label=tr("Add {name}", name=name))
             for k, name in enumerate(d.known)]
    after = d.after if d.after != -1 else len(view.players) - 1
    places = [chip("seats-join-first", tr("first"), act(rs.seats_after, None),
                   selected=after is None, width=None, size=theme.TEXT,
                   label=tr("sits first"))]
    places += [chip(f"seats-join-after-{seat}", tr("after {name}", name=name),
                    act(rs.seats_after, seat), selected=after == seat, width=None,
                    size=theme.TEXT)
               for seat, name, state in rows if state != "left"]
    totals = draft.start_totals(rs)
    start = d.start or rs.sheet.default_start(rs.options)
    starts = [chip(f"seats-join-start-{rule}", text, act(rs.seats_start, rule),
                   selected=start == rule, width=None, size=theme.TEXT)
              for rule, text in ((ZERO, tr("0")),
                                 (WORST, tr("the worst total ({n})", n=totals[WORST])),
                                 (AVERAGE, tr("the average ({n})", n=totals[AVERAGE])))]
    starts += [chip(f"seats-join-start-takes-over-{seat}",
                    tr("takes over {name} ({n})", name=view.players[seat],
                       n=view.totals[seat]),
                    act(rs.seats_start, (TAKES_OVER, seat)),
                    selected=start == (TAKES_OVER, seat), width=None, size=theme.TEXT)
               for seat in draft.left_seats(rs)]
    return ft.Column(present(
        ft.Text(tr("Add a player"), size=theme.TEXT, weight=ft.FontWeight.W_600),
        text_input("seats-join-name", d.name, rs.seats_name, label=tr("New player's name"),
                   version=d.name_rev, words=True, on_submit=rs.seats_add),
        wrap(known) if known else None,
        ft.Text(tr("Sits"), size=theme.SMALL), wrap(places),
        ft.Text(tr("Starts with"), size=theme.SMALL), wrap(starts),
        button("seats-join-add", tr("Add the player"), rs.seats_add, icon=ft.Icons.PERSON_ADD,
               full=True),
    ), spacing=6)


def _colour_part(rs: RoundState) -> ft.Control:
    """The game's own choice of the colour taken out (its `removed` option, as New game
    offers it for 2 players): `seats-removed-<colour>`."""
    from scorepad.ui.new_game import option_chips

    spec = next(s for s in rs.sheet.option_specs if s.key == rs.sheet.removed_option)
    return ft.Column([
        ft.Text(tr("Two players are left: the colour taken out of the deck"), size=theme.TEXT,
                weight=ft.FontWeight.W_600),
        option_chips("seats", spec, rs.seats_draft.removed, rs.seats_removed),
    ], spacing=6)
