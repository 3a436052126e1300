"""The judge screen's round parts: the round so far (tricks kept, who led, tricks taken,
revokes, points, the calls) and the actions under a trick (undo, next trick, save)."""

from __future__ import annotations

import flet as ft

from scorepad.state.judge import JudgeState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, chip, section, text_block, wrap
from scorepad.words import tr, tr_n


def round_panel(js: JudgeState) -> ft.Control | None:
    """The round so far: tricks kept, who led, tricks taken, revokes, points at the end."""
    if not js.round.done and not js.complete:
        return None
    lines: list[ft.Control] = []
    total = js.round.tricks_in_round(js.table)
    lines.append(ft.Text(tr_n("Round card by card: {kept} of {n} trick kept",
                              "Round card by card: {kept} of {n} tricks kept", total,
                              kept=len(js.round.done)), size=theme.TEXT,
                         weight=ft.FontWeight.BOLD))
    if js.round.done:
        leaders = js.round.leaders
        taken, doubles = js.round.taken(js.table), js.round.doubles_by_seat(js.table)
        rulings = js.round.round_ruling.tricks if js.round.round_ruling is not None else ()
        for t, (plays, double) in enumerate(js.round.done):
            res = rulings[t] if t < len(rulings) else None
            led = js.table.seat_name(leaders[t]) if t < len(leaders) else ""
            if res is not None and res.void:
                line = (tr("Trick {number}: {player} led · void: nobody took it (double)",
                           number=t + 1, player=led) if double else
                        tr("Trick {number}: {player} led · void: nobody took it",
                           number=t + 1, player=led))
            else:
                won = js.table.seat_name(res.winner if res is not None else None)
                line = (tr("Trick {number}: {player} led · {winner} took it (double)",
                           number=t + 1, player=led, winner=won) if double else
                        tr("Trick {number}: {player} led · {winner} took it",
                           number=t + 1, player=led, winner=won))
            lines.append(ft.Text(line, size=theme.SMALL))
        counts = []
        for s in range(js.table.players):
            n = taken[s] if s < len(taken) else 0
            if doubles[s]:
                # each count with its own plural ("3 tricks (1 double)")
                counts.append(tr_n("{player} {n} trick ({doubles})",
                                   "{player} {n} tricks ({doubles})", n,
                                   player=js.table.seat_name(s), doubles=tr_n(
                                       "{n} double", "{n} double", doubles[s])))
            else:
                counts.append(tr_n("{player} {n} trick", "{player} {n} tricks", n,
                                   player=js.table.seat_name(s)))
        if js.round.voids:
            counts.append(tr_n("{n} void trick", "{n} void tricks", js.round.voids))
        lines.append(text_block("judge-round-taken", ft.Text(
            tr("Taken: {counts}", counts=" · ".join(counts)), size=theme.TEXT)))
        if js.revokes:
            lines.append(text_block("judge-revokes", ft.Column([
                ft.Text(r, size=theme.TEXT, color=ft.Colors.ERROR, weight=ft.FontWeight.W_600)
                for r in js.revokes] + [ft.Text(tr("The sheet gives no penalty: the table "
                                                   "decides."), size=theme.SMALL)], spacing=2)))
    if js.round_over:
        lines.append(calls_editor(js))
        pts = js.round.points(js.table)
        if pts is not None:
            each = " · ".join(tr("{player} {points}", player=js.table.seat_name(s), points=p)
                              for s, p in enumerate(pts))
            lines.append(text_block("judge-round-points", ft.Text(
                tr("Points: {points}", points=each),
                size=theme.TEXT, weight=ft.FontWeight.BOLD)))
        if js.attached:
            used = js.round.round_used
            lines.append(button("judge-use-round", tr("Entered in the round") if used
                                else tr("Use these counts for the round"), js.use_round,
                                primary=True, icon=ft.Icons.DONE_ALL, full=True,
                                disabled=js.round.round_used))
    return card(*lines)


def calls_editor(js: JudgeState) -> ft.Control:
    """The calls by seat (predictions or bids, as the form names them), for the points."""
    form = js.form
    choices = form.calls(js.round.hand)
    labels = dict(choices)
    rows = []
    for s in range(js.table.players):
        current = js.round.calls[s] if s < len(js.round.calls) else None
        who = js.table.seat_name(s)
        if current is None:
            title = js.table.words("call", player=who)
        else:
            title = js.table.words("call_is", player=who, value=labels.get(current, str(current)))
        rows.append(section(title, wrap(
            [chip(f"judge-call-{s}-{v}", label, act(js.set_call, s, v),
                  selected=current == v, width=48, size=16,
                  label=js.table.words("call_choice", player=who, value=str(v)))
             for v, label in choices], spacing=4)))
    return ft.Column(rows, spacing=6)


def trick_actions(js: JudgeState) -> list[ft.Control | None]:
    if not js.tricks_judged:
        return []
    out: list[ft.Control | None] = []
    if js.can_take_double:
        out.append(chip("judge-take-double", tr("Taken as two tricks") if js.trick.take_double
                        else tr("Take it as a double trick?"), lambda: js.set_take_double(
                            not js.trick.take_double), selected=js.trick.take_double, width=None,
                        size=theme.TEXT))
    out.append(ft.Row([
        button("judge-undo", tr("Undo"), js.undo, icon=ft.Icons.UNDO,
               disabled=not (js.trick.plays or js.trick.colour or js.trick.question
                             or js.round.done)),
        button("judge-clear", tr("New trick"), js.clear, icon=ft.Icons.REFRESH),
    ], spacing=theme.GAP, wrap=True))
    if js.can_go_on:
        out.append(button("judge-next-trick", tr("Next trick (keep this one in the round)"),
                          js.next_trick, primary=True, icon=ft.Icons.ARROW_FORWARD, full=True))
    if js.round.done:
        out.append(button("judge-new-round", tr("Start the round again"), js.new_round,
                          icon=ft.Icons.RESTART_ALT, full=True))
    if js.attached:
        out.append(button("judge-save", tr("Saved with the game") if js.trick.saved
                          else tr("Save this trick with the game"), js.save,
                          icon=ft.Icons.SAVE, full=True,
                          disabled=js.trick.saved or not js.complete))
        out.append(text_block("judge-save-note", ft.Text(
            js.trick.saved_note or tr(
                "Saving keeps this trick and the judge's answer in the game's record; a void "
                "trick also counts in the round's void tricks. The trick counts are entered on "
                "the round screen, or filled from a whole round judged here."), size=theme.SMALL,
            color=ft.Colors.ON_SURFACE_VARIANT)))
    return out
