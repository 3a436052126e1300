"""The round screen: plan, trump, one row per seat, one keypad, the live check, confirm.

Designed for one thumb: the keypad sits under the rows and moves on by itself after each tap,
so a 4-player round takes trump + 4 predictions + 3 tricks (the 4th is filled in) + confirm.
"""

from __future__ import annotations

import asyncio
import logging

import flet as ft

from rules.message import rule_of
from scorepad.state.lead import lead_words
from scorepad.state.round import TRICKS, RoundState
from scorepad.ui import theme
from scorepad.ui.chart import round_table, totals_chart
from scorepad.ui.conflict import conflict_box
from scorepad.ui.end import EndScreen
from scorepad.ui.round.keys import hand_table, keypad, seat_table
from scorepad.ui.round.seats import open_button, seats_panel
from scorepad.ui.round.trump import trump_row
from scorepad.ui.widgets import (Part, act, button, card, chip, error_box, present,
                                 text_block, wrap)
from scorepad.words import after_colon, say, say_all, tr, tr_n

log = logging.getLogger("scorepad.ui.round")


def _with_house(rs: RoundState, detail: str) -> str:
    """The plan's line, with the game's house rules when they differ from the sheet's."""
    from scorepad.state.house import house_line

    line = house_line(rs.view.game, rs.options, only_changed=True)
    return tr("{detail} · {house}", detail=detail, house=line) if line else detail


def _title(rs: RoundState) -> str:
    """The round's title, a whole phrase per game word ("Round 3 of 10", "Game 2 · ...")."""
    plan = rs.plan
    target = getattr(rs.options, "target_score", None) or 0  # played to a score (typed options)
    if rs.games:
        if rs.editing is not None:
            return tr("Editing game {number}", number=plan.number)
        if plan.rounds:
            return tr("Game {number} of {total}", number=plan.number, total=plan.rounds)
        return tr_n("Game {number} · first to {n} point", "Game {number} · first to {n} points",
                    target, number=plan.number)
    if rs.editing is not None:
        return tr("Editing round {number}", number=plan.number)
    if plan.rounds:
        return tr("Round {number} of {total}", number=plan.number, total=plan.rounds)
    return tr_n("Round {number} · first to {n} point", "Round {number} · first to {n} points",
                target, number=plan.number)


def plan_text(rs: RoundState) -> tuple[str, str]:
    plan = rs.plan
    names = rs.names
    title = _title(rs)
    dealer, leader = names[plan.dealer], names[plan.leader]
    if not rs.form.has(TRICKS):
        return title, tr("{dealer} deals · {leader} starts", dealer=dealer, leader=leader)
    if rs.bids:
        return title, _with_house(rs, tr_n(
            "{dealer} deals {n} card each · {leader} bids first and leads",
            "{dealer} deals {n} cards each · {leader} bids first and leads",
            plan.cards, dealer=dealer, leader=leader))
    detail = tr("{dealer} deals {cards} cards each · {leader} leads · {tricks} tricks",
                dealer=dealer, cards=plan.cards, leader=leader, tricks=plan.tricks)
    return title, _with_house(rs, detail)


@ft.component
def RoundScreen(rs: RoundState, on_judge, on_new_game, on_home, on_rule=None) -> ft.Control:
    # A saved round is drawn score first (issue 11): while `rs.settling`, the entry parts keep
    # their last drawing and only the heading, the result, Undo and the totals change; the
    # entry parts follow SETTLE_AFTER later. Hooks come before any early return.
    drawn = ft.use_ref(0)
    charted = ft.use_ref((None, None))  # the state and view the chart was last drawn from
    if not rs.settling:
        drawn.current += 1
    if not rs.settling or charted.current[0] is not rs:
        charted.current = (rs, rs.view)
    ft.use_effect(act(settle_soon, rs))  # after every drawing: a score-only one is followed
    # The entry parts, built again only when `drawn` moves: while `settling`, the screen
    # keeps their last drawing (the very controls, which Flet's diff leaves as they are).
    drawable = rs.view is not None and not rs.finished
    entry = ft.use_memo(lambda: entry_parts(rs, on_rule) if drawable else None,
                        [drawn.current, on_rule])
    seats = ft.use_memo(lambda: seat_parts(rs) if drawable else None, [drawn.current])
    if rs.view is None:
        return ft.Column(present(error_box(rs.error or tr("Loading the game…"))))
    if rs.finished:
        return EndScreen(rs, on_new_game=on_new_game, on_home=on_home)
    title, detail = plan_text(rs)
    # Each part is drawn from plain values (`Part`, the memoised components): a tap re-draws
    # and re-sends only the parts whose values it changed (issue 12, cheap taps).
    # Every part has a key: a part that comes or goes (the last result, the why box, an
    # error) leaves the others matched to themselves, not compared with their neighbours.
    parts: list[ft.Control | None] = [
        Part(heading_block, title, detail, key="heading"),
        Part(edit_block, rs.editing + 1, rs.games, rs.cancel_edit, key="editing")
        if rs.editing is not None else None,
        conflict_box(rs),
        Part(last_result_box, rs.last_result, rs.games, rs.dismiss_result, key="result")
        if rs.last_result is not None else None,
        seats_panel(rs) if rs.seats_open else entry or entry_parts(rs, on_rule),
        None if rs.seats_open else
        Part(actions, rs.can_undo, rs.form.has(TRICKS), confirm_words(rs), rs.undo, on_judge,
             rs.confirm, rs.complete, key="actions"),
        None if rs.seats_open else open_button(rs),
        seats or seat_parts(rs),
        totals(rs),
        # the running totals as a chart (issue 11: what a viewer sees), drawn with the entry
        # parts, after the score; memoised on the view: a tap does not draw it again
        RoundChart(charted.current[1], key="chart")
        if charted.current[1] is not None and charted.current[1].rounds else None,
    ]
    return ft.Column(present(*parts), spacing=8)


#: seconds from a drawing of the score only to the drawing of the entry parts. Long enough
#: for every session's score to be sent, and painted, before anyone's keypad (on a 2-core
#: server with 5 phones, bench/bench_live.py); short enough to look like one change
SETTLE_AFTER = 0.1


def settle_soon(rs: RoundState) -> None:
    """After a drawing (an effect, on the server's loop, in the session's context): when it
    drew the score only, the entry parts are drawn SETTLE_AFTER later."""
    if rs.settling:
        asyncio.get_running_loop().call_later(SETTLE_AFTER, settle, rs)


def settle(rs: RoundState) -> None:
    """The entry parts drawn (`RoundState.settle`), on a timer: a session closed meanwhile (a
    phone put away just after a confirm) is let go quietly, never a traceback in the log."""
    try:
        rs.settle()
    except Exception:  # the edge: a Flet callback for a session that has gone
        log.debug("the entry parts were not drawn: the session has gone", exc_info=True)


def confirm_words(rs: RoundState) -> str:
    return (tr("Save the edit") if rs.editing is not None
            else tr("Confirm game") if rs.games else tr("Confirm round"))


# Small phones (issue 9): what a tap enters sits at the top, in a fixed order — the plan,
# the trump, the keypad of the active seat, the check and Confirm — so the keypad is on the
# screen after every tap without scrolling (six players at 360 x 640). The rows of the seats,
# which a tap on the keypad fills, come below. Those two groups are built again when the
# screen's `drawn` count moves: at every drawing but a live update's first, score-only one.


def entry_parts(rs: RoundState, on_rule) -> ft.Control:
    """The trump, the keypad of the active seat, the check."""
    parts: list[ft.Control | None] = [
        trump_row(rs),
        voids_row(rs),  # above the keypad: it must not move when the keypad closes
        hand_table(rs) if rs.typed else keypad(rs),
        check_box(rs, on_rule),
        why_box(rs),
        Part(error_box, rs.error, key="error") if rs.error else None,
    ]
    return ft.Column(present(*parts), spacing=8, key="entry")


def seat_parts(rs: RoundState) -> ft.Control:
    """One row per seat, and the switch that keeps predictions face down."""
    parts: list[ft.Control | None] = [
        None if rs.typed else seat_table(rs),
        Part(hide_switch, rs.hidden, rs.set_hidden, key="hide") if rs.form.face_down else None,
    ]
    return ft.Column(present(*parts), spacing=8, key="seats")


def heading_block(title: str, detail: str) -> ft.Control:
    return text_block("round-title", ft.Column([
        ft.Text(title, size=22, weight=ft.FontWeight.BOLD),
        ft.Text(detail, size=theme.SMALL),
    ], spacing=0))


def actions(can_undo: bool, tricks: bool, confirm_words: str, undo, on_judge,
            confirm, ready: bool = True) -> ft.Control:
    """Undo and the judge side by side, Confirm under them. Confirm is filled only when the
    round is ready to save; before, it is drawn outlined and says it is not ready (the check
    above it says why, once)."""
    return ft.Column([
        ft.Row([
            button("round-undo", tr("Undo"), undo, icon=ft.Icons.UNDO, disabled=not can_undo,
                   expand=True),
            button("round-judge", tr("Trick?") if tricks else tr("Play?"), on_judge,
                   icon=ft.Icons.GAVEL, expand=True,
                   tooltip=tr("Who won the trick? (a whole round card by card too)") if tricks
                   else tr("May this card go on that one?")),
        ], spacing=theme.GAP),
        button("round-confirm", confirm_words, confirm, primary=ready, icon=ft.Icons.CHECK,
               full=True, label=None if ready else tr("Not ready yet: see the check above")),
    ], spacing=8)


def edit_block(number: int, games: bool, cancel) -> ft.Control:
    """Editing a saved round: which one, and the way back."""
    return ft.Container(
        ft.Row([ft.Text(tr("Changing saved game {number}. Totals update when saved.",
                           number=number) if games else
                        tr("Changing saved round {number}. Totals update when saved.",
                           number=number),
                        size=theme.TEXT, expand=True, color=ft.Colors.ON_TERTIARY_CONTAINER),
                button("round-edit-cancel", tr("Back"), cancel)]),
        bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=10, border_radius=theme.RADIUS)


def last_result_box(res, games: bool, dismiss) -> ft.Control:
    """What the last confirm did: the round saved, who leads, each player's points."""
    n = res.number
    if games:
        head = tr("Game {number} changed.", number=n) if res.edited else \
            tr("Game {number} saved.", number=n)
    else:
        head = tr("Round {number} changed.", number=n) if res.edited else \
            tr("Round {number} saved.", number=n)
    lines = [head, lead_words(res.lead)] if res.lead is not None else [head]
    if res.next_dealer and not res.over:
        lines.append(tr("Next dealer: {name}.", name=res.next_dealer))
    pts = ft.Row([ft.Text(tr("{name} {points} (total {total})", name=name,
                             points=theme.signed(p, plus=True), total=theme.signed(t)),
                          size=13, no_wrap=True,
                          color=ft.Colors.ON_SECONDARY_CONTAINER)
                  for (name, p, _), (_, t) in zip(res.points, res.totals)],
                 wrap=True, spacing=14, run_spacing=2)  # one unbroken item per player
    return text_block("round-last-result", ft.Container(
        ft.Column([ft.Text(" ".join(lines), size=theme.SMALL, weight=ft.FontWeight.W_600,
                           color=ft.Colors.ON_SECONDARY_CONTAINER),
                   pts],
                  spacing=2),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=8, border_radius=theme.RADIUS,
        on_click=dismiss))


def voids_row(rs: RoundState) -> ft.Control | None:
    choices = tuple(rs.void_choices())
    if not choices:
        return None
    return Part(voids_block, choices, rs.voids, rs.enter_voids, key="voids")


def voids_block(choices: tuple[int, ...], voids: int, enter) -> ft.Control:
    return ft.Column([
        ft.Text(tr("Void tricks (blocked, nobody won)"), size=theme.SMALL,
                weight=ft.FontWeight.W_600),
        wrap([chip(f"round-voids-{n}", str(n), act(enter, n),
                   selected=voids == n, label=tr_n("{n} void trick", "{n} void tricks", n))
              for n in choices]),
    ], spacing=6)


def check_box(rs: RoundState, on_rule=None) -> ft.Control:
    """The live check: what is wrong (with the rule it rests on), else the hint."""
    if rs.problems:
        kind = "problem"
        text = say_all(rs.problems, rs.names)  # the seats named as the players are
    else:
        kind, text = ("ready" if rs.preview is not None else "info"), rs.hint
    rule = next((r for r in (rule_of(getattr(p, "said", None)) for p in rs.problems) if r),
                None)
    return Part(check_block, kind, text, rule if on_rule is not None else None, on_rule,
                key="check")


CHECK_LOOKS = {"problem": (ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER, ft.Icons.WARNING),
               "ready": (ft.Colors.PRIMARY_CONTAINER, ft.Colors.ON_PRIMARY_CONTAINER,
                         ft.Icons.CHECK_CIRCLE),
               "info": (ft.Colors.SURFACE_CONTAINER, ft.Colors.ON_SURFACE, ft.Icons.INFO_OUTLINE)}


def check_block(kind: str, text: str, rule: str | None, on_rule) -> ft.Control:
    bg, fg, icon = CHECK_LOOKS[kind]
    box = text_block("round-check", ft.Container(
        ft.Row([ft.Icon(icon, color=fg), ft.Text(text, size=theme.SMALL, color=fg, expand=True)]),
        bgcolor=bg, padding=8, border_radius=theme.RADIUS))
    if rule is None:
        return box
    from scorepad.ui.rules import rule_link

    # the rule the first problem rests on, one tap away (issue 13: round-check-rule)
    return ft.Column([box, rule_link("round-check-rule", rule, on_rule)], spacing=0)


def why_box(rs: RoundState) -> ft.Control | None:
    s = rs.why_seat
    if s is None or rs.preview is None or s >= len(rs.preview):
        return None
    return Part(why_block, rs.seat_of(s), tr("{name}: {why}", name=rs.names[s],
                                 why=after_colon(say(rs.preview[s], rs.names), rs.names)),
                key="why")


def why_block(s: int, text: str) -> ft.Control:
    return text_block(f"round-why-{s}", ft.Container(
        ft.Text(text, size=theme.TEXT),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE)))


def hide_switch(hidden: bool, set_hidden) -> ft.Control:
    # The words sit beside the switch and wrap (a Switch's own label is cut off at 360 px);
    # a tap on them toggles it too.
    words = tr("Keep predictions face down until the round ends")
    return ft.Row([
        ft.Semantics(identifier="round-hide-predictions", label=words, content=ft.Switch(
            value=hidden, on_change=lambda e: set_hidden(bool(e.control.value)))),
        ft.Container(ft.Text(words, size=theme.SMALL), expand=True,
                     on_click=act(set_hidden, not hidden)),
    ], spacing=8)


def totals(rs: RoundState) -> ft.Control | None:
    if not rs.view.rounds:
        return None
    # Memoised on plain values: a tap in the draft does not rebuild the table.
    return TotalsCard(rs.view, rs.editing, rs.open_round, rs.games, key="totals")


@ft.memo
@ft.component
def RoundChart(view) -> ft.Control:
    return card(ft.Text(tr("Running totals"), size=theme.SMALL, weight=ft.FontWeight.W_600),
                totals_chart(view, "round-chart"))


@ft.memo
@ft.component
def TotalsCard(view, editing, on_open, games=False) -> ft.Control:
    return card(ft.Text(tr("Totals (tap a game to change it)") if games
                        else tr("Totals (tap a round to change it)"), size=theme.SMALL,
                        weight=ft.FontWeight.W_600),
                round_table(view, "round-totals", on_open=on_open, editing=editing,
                            total_ident="round-total"))


