"""The round screen: plan, trump, one row per seat, one keypad, the live check, confirm.

Designed for one thumb: the keypad sits under the rows and moves on by itself after each tap,
so a 4-player round takes trump + 4 predictions + 3 tricks (the 4th is filled in) + confirm.
"""

from __future__ import annotations



import flet as ft

from scorepad.state.round import (DOUBLES, PREDICTION, SUIT_NAMES, TRICKS, TRUMP, RoundState,
                                  prediction_label)
from scorepad.state.text import with_names
from scorepad.ui import theme
from scorepad.ui.chart import round_table
from scorepad.ui.widgets import act, button, card, chip, error_box, present, text_block, wrap


def plan_text(rs: RoundState) -> tuple[str, str]:
    plan = rs.plan
    names = rs.names
    opts = rs.options
    if plan.rounds:
        title = f"Round {plan.number} of {plan.rounds}"
    else:
        title = f"Round {plan.number} · first to {opts.get('target')} points"
    if rs.editing is not None:
        title = f"Editing round {plan.number}"
    if rs.shedding:
        title = title.replace("Round", "Game").replace("round", "game")
        return title, f"{names[plan.dealer]} deals · {names[plan.leader]} starts"
    if rs.whist:
        return title, (f"{names[plan.dealer]} deals {plan.cards} card{'' if plan.cards == 1 else 's'}"
                       f" each · {names[plan.leader]} bids first and leads")
    detail = (f"{names[plan.dealer]} deals {plan.cards} cards each · {names[plan.leader]} leads"
              f" · {plan.tricks} tricks")
    return title, detail


@ft.component
def RoundScreen(rs: RoundState, on_judge, on_new_game, on_home) -> ft.Control:
    if rs.view is None:
        return ft.Column(present(error_box(rs.error or "Loading the game…")))
    if rs.finished:
        from scorepad.ui.end import EndScreen

        return EndScreen(rs, on_new_game=on_new_game, on_home=on_home)
    title, detail = plan_text(rs)
    sixth = not (rs.whist or rs.shedding)
    parts: list[ft.Control | None] = [
        text_block("round-title", ft.Column([
            ft.Text(title, size=26, weight=ft.FontWeight.BOLD),
            ft.Text(detail, size=theme.TEXT),
        ], spacing=2)),
        edit_banner(rs),
        last_result(rs),
        trump_row(rs),
        voids_row(rs),  # above the keypad: it must not move when the keypad closes
        hand_table(rs) if rs.shedding else seat_table(rs),
        keypad(rs),
        check_box(rs),
        why_box(rs),
        error_box(rs.error),
        ft.Row(present(
            button("round-undo", "Undo", rs.undo, icon=ft.Icons.UNDO, disabled=not rs.can_undo),
            button("round-judge", "Trick?", on_judge, icon=ft.Icons.GAVEL,
                   tooltip="Who won the trick?") if sixth else None,
        ), spacing=theme.GAP),
        button("round-confirm", "Save the edit" if rs.editing is not None else "Confirm round",
               rs.confirm, primary=True, icon=ft.Icons.CHECK, full=True),
        hide_switch(rs) if sixth else None,
        totals(rs),
    ]
    return ft.Column(present(*parts), spacing=12)


def edit_banner(rs: RoundState) -> ft.Control | None:
    if rs.editing is None:
        return None
    return ft.Container(
        ft.Row([ft.Text(f"Changing saved round {rs.editing + 1}. Totals update when saved.",
                        size=theme.TEXT, expand=True, color=ft.Colors.ON_TERTIARY_CONTAINER),
                button("round-edit-cancel", "Back", rs.cancel_edit)]),
        bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=10, border_radius=theme.RADIUS)


def last_result(rs: RoundState) -> ft.Control | None:
    res = rs.last_result
    if res is None:
        return None
    head = (f"{'Game' if rs.shedding else 'Round'} {res.number} "
            f"{'changed' if res.edited else 'saved'}.")
    lead = _join(res.leaders)
    lead_text = (f"{lead} {'are' if len(res.leaders) > 1 else 'is'} ahead" if not res.over
                 else f"Game over: {lead} {'win' if len(res.leaders) > 1 else 'wins'}")
    top = res.best if res.best is not None else max(t for _, t in res.totals)
    lines = [f"{head} {lead_text} with {top}."]
    if res.next_dealer and not res.over:
        lines.append(f"Next dealer: {res.next_dealer}.")
    pts = ft.Row([ft.Text(f"{n} {p:+d} (total {t})", size=theme.SMALL, no_wrap=True,
                          color=ft.Colors.ON_SECONDARY_CONTAINER)
                  for (n, p, _), (_, t) in zip(res.points, res.totals)],
                 wrap=True, spacing=14, run_spacing=2)  # one unbroken item per player
    return text_block("round-last-result", ft.Container(
        ft.Column([ft.Text(" ".join(lines), size=theme.TEXT, weight=ft.FontWeight.W_600,
                           color=ft.Colors.ON_SECONDARY_CONTAINER),
                   pts],
                  spacing=4),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=12, border_radius=theme.RADIUS,
        on_click=rs.dismiss_result))


def trump_row(rs: RoundState) -> ft.Control | None:
    if rs.shedding:
        return None
    if rs.whist:
        if not rs.show_trump:
            return ft.Text("Trump: the highest bidder chooses after the bids.", size=theme.TEXT,
                           italic=True)
        return SuitRow(rs.trump, rs.trump_choices, rs.trump is None and rs.active_field == TRUMP,
                       rs.plan.cards == 1, rs.choose_trump)
    if not rs.has_trump:
        return ft.Text("Novice: no trump.", size=theme.TEXT, italic=True)
    if not rs.show_trump:
        return ft.Text("Late trump: turn it after the predictions.", size=theme.TEXT,
                       italic=True)
    return TrumpRow(rs.trump, rs.trump_choices, rs.trump is None and rs.active_field == TRUMP,
                    rs.choose_trump)


# The parts below are memoised on plain values and bound methods (equal from one render to
# the next), so a tap rebuilds only the rows and the keypad it changes.


@ft.memo
@ft.component
def TrumpRow(trump, choices, asked, choose) -> ft.Control:
    chips = [chip(f"round-trump-{c}", c.capitalize(), act(choose, c),
                  colour=c, selected=trump == c, width=None, expand=True, size=15,
                  label=f"Trump {c}")
             for c in choices]
    return ft.Column([
        ft.Text("Trump" + (" — tap the colour turned up" if trump is None else f": {trump}"),
                size=theme.SMALL, weight=ft.FontWeight.W_600,
                color=ft.Colors.PRIMARY if asked else None),
        ft.Row(chips, spacing=6),
    ], spacing=6)


@ft.memo
@ft.component
def SuitRow(trump, choices, asked, turned, choose) -> ft.Control:
    # words, not suit symbols: the web client's font has no glyphs for them
    chips = [chip(f"round-suit-{c}", SUIT_NAMES[c].capitalize(), act(choose, c),
                  selected=trump == c, width=None, size=theme.TEXT,
                  label=f"Trump {SUIT_NAMES[c]}")
             for c in choices]
    ask = " — the turned card's suit" if turned else " — the highest bidder chooses"
    return ft.Column([
        ft.Text("Trump" + (ask if trump is None else f": {SUIT_NAMES[trump]}"),
                size=theme.SMALL, weight=ft.FontWeight.W_600,
                color=ft.Colors.PRIMARY if asked else None),
        wrap(chips, spacing=6),
    ], spacing=6)


def hand_table(rs: RoundState) -> ft.Control:
    """The shedding game: per seat the points of the hand left (0 for who went out)."""
    rows: list[ft.Control] = [ft.Text("Points in hand after the game (0 for who went out)",
                                      size=theme.SMALL, weight=ft.FontWeight.W_600)]
    key = f"{rs.plan.index}-{rs.editing}-{len(rs.view.rounds)}-{rs.fields_rev}"
    for s in rs.order:
        rows.append(HandRow(s, rs.names[s], "deals" if s == rs.plan.dealer else "",
                            rs.points[s], None if rs.preview is None else rs.preview[s].points,
                            rs.enter_points, key=f"hand-{s}-{key}"))
    return ft.Column(rows, spacing=4)


@ft.memo
@ft.component
def HandRow(s, name, role, value, pts, on_enter) -> ft.Control:
    # The field is not fed back while typing (see ui.new_game): a new round is a new key.
    field = ft.Semantics(identifier=f"round-handpoints-{s}", content=ft.TextField(
        value="" if value is None else str(value), label=f"{name}'s hand points",
        keyboard_type=ft.KeyboardType.NUMBER, input_filter=ft.NumbersOnlyInputFilter(),
        on_change=lambda e: on_enter(s, e.control.value), text_size=theme.TEXT, width=150))
    return ft.Container(ft.Row([
        ft.Column([ft.Text(name, size=theme.TEXT, weight=ft.FontWeight.W_600, no_wrap=True,
                           overflow=ft.TextOverflow.ELLIPSIS),
                   ft.Text(role or " ", size=12, color=ft.Colors.ON_SURFACE_VARIANT)],
                  spacing=0, expand=True),
        field,
        ft.Semantics(identifier=f"round-points-{s}", container=True, content=ft.Container(
            ft.Text("" if pts is None else str(pts), size=theme.BIG, weight=ft.FontWeight.BOLD,
                    semantics_label=f"{name}: {pts} points" if pts is not None
                    else f"{name}: no points yet"),
            width=52, height=theme.TAP, alignment=ft.Alignment.CENTER)),
    ], spacing=6), padding=ft.Padding.symmetric(vertical=2))


def _cell(ident: str, text: str, label: str, on_click, *, active: bool, auto: bool = False,
          width: int = 64) -> ft.Control:
    colour = ft.Colors.ON_PRIMARY if active else ft.Colors.ON_SURFACE
    box = ft.Container(
        ft.Text(text, size=theme.BIG, weight=ft.FontWeight.BOLD, color=colour,
                italic=auto, text_align=ft.TextAlign.CENTER, semantics_label=label),
        width=width, height=theme.TAP, alignment=ft.Alignment.CENTER,
        bgcolor=ft.Colors.PRIMARY if active else ft.Colors.SURFACE_CONTAINER_HIGHEST,
        border=ft.Border.all(2 if auto else 1,
                             ft.Colors.TERTIARY if auto else ft.Colors.OUTLINE_VARIANT),
        border_radius=10, on_click=on_click, ink=True)
    return ft.Semantics(identifier=ident, button=True, container=True, selected=active,
                        content=box)  # label on the Text, tap on the Container: see chip()


def seat_table(rs: RoundState) -> ft.Control:
    plan = rs.plan
    names = rs.names
    header = ft.Row(present(
        ft.Text("Player", size=theme.SMALL, expand=True),
        ft.Container(ft.Text("Bid" if rs.whist else "Says", size=theme.SMALL), width=64,
                     alignment=ft.Alignment.CENTER),
        ft.Container(ft.Text("Took", size=theme.SMALL), width=64, alignment=ft.Alignment.CENTER),
        None if rs.whist else ft.Container(ft.Text("×2", size=theme.SMALL), width=44,
                                           alignment=ft.Alignment.CENTER),
        ft.Container(ft.Text("Pts", size=theme.SMALL), width=52, alignment=ft.Alignment.CENTER),
    ), spacing=6)
    rows: list[ft.Control] = [header]
    for s in rs.order:
        role = "deals" if s == plan.dealer else ("leads" if s == plan.leader else "")
        call = rs.calls[s]
        if call is None:
            call_text, call_said = "–", "not entered"
        elif rs.face_down:
            call_text, call_said = "?", "face down"
        else:
            call_text = call_said = prediction_label(call)
        rows.append(SeatRow(
            s, names[s], role, call_text, call_said, rs.tricks[s], s == rs.auto_seat,
            rs.doubles[s], rs.active_field if rs.active_seat == s else None,
            None if rs.preview is None else rs.preview[s].points, rs.select, rs.toggle_why,
            not rs.whist, "bid" if rs.whist else "prediction", key=f"seat-{s}"))
    return ft.Column(rows, spacing=4)


@ft.memo
@ft.component
def SeatRow(s, name, role, call_text, call_said, tricks, auto, doubles, active, pts, select,
            toggle_why, show_doubles=True, call_word="prediction") -> ft.Control:
    why = act(toggle_why, s)
    said = f"{name}: {pts} points; tap for why" if pts is not None else f"{name}: no points yet"
    pts_box = ft.Container(
        ft.Text("" if pts is None else f"{pts:+d}", size=theme.BIG, weight=ft.FontWeight.BOLD,
                color=(ft.Colors.ERROR if (pts or 0) < 0 else ft.Colors.PRIMARY),
                semantics_label=said),
        width=52, height=theme.TAP, alignment=ft.Alignment.CENTER, border_radius=10,
        on_click=why, ink=True,  # always set: see widgets.chip
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
    pts_ctl = ft.Semantics(identifier=f"round-points-{s}", button=True, container=True,
                           content=pts_box)
    return ft.Container(ft.Row(present(
        ft.Column([ft.Text(name, size=theme.TEXT, weight=ft.FontWeight.W_600, no_wrap=True,
                           overflow=ft.TextOverflow.ELLIPSIS),
                   ft.Text(role or " ", size=12, color=ft.Colors.ON_SURFACE_VARIANT)],
                  spacing=0, expand=True),
        _cell(f"round-seat-{s}-prediction", call_text, f"{name}'s {call_word}: {call_said}",
              act(select, s, PREDICTION), active=active == PREDICTION),
        _cell(f"round-seat-{s}-tricks", "–" if tricks is None else str(tricks),
              f"{name}'s tricks: {'not entered' if tricks is None else tricks}"
              + (" (filled in)" if auto else ""),
              act(select, s, TRICKS), active=active == TRICKS, auto=auto),
        _cell(f"round-seat-{s}-doubles", str(doubles) if doubles else "·",
              f"{name}'s double tricks: {doubles}", act(select, s, DOUBLES),
              active=active == DOUBLES, width=44) if show_doubles else None,
        pts_ctl,
    ), spacing=6), padding=ft.Padding.symmetric(vertical=2))


def keypad(rs: RoundState) -> ft.Control | None:
    seat, what = rs.active_seat, rs.active_field
    if seat is None or what not in (PREDICTION, TRICKS, DOUBLES):
        return None
    name = rs.names[seat]
    if what == PREDICTION and rs.whist:
        banned = rs.forbidden if seat == rs.plan.dealer else ()
        title = f"{name}'s bid (0 to {rs.plan.cards})"
        if banned:
            title += f" — the hook forbids {', '.join(map(str, banned))} for the dealer"
        choices = tuple((v, str(v), f"{name} bids {v}" + (" (forbidden by the hook)"
                                                          if v in banned else ""))
                        for v in rs.call_values)
        return Keypad("round-bid", seat, title, rs.calls[seat], choices, rs.enter_prediction,
                      banned)
    if what == PREDICTION:
        title = f"{name}'s prediction card"
        current = None if rs.face_down else rs.calls[seat]
        choices = tuple((v, prediction_label(v), f"{name} predicts {prediction_label(v)}")
                        for v in rs.call_values)
        return Keypad("round-prediction", seat, title, current, choices, rs.enter_prediction)
    if what == TRICKS:
        title = f"Tricks {name} took (a double counts 2)"
        choices = tuple((n, str(n), f"{name} took {n}") for n in rs.trick_choices(seat))
        return Keypad("round-tricks", seat, title, rs.tricks[seat], choices, rs.enter_tricks)
    title = f"Double tricks (12s) {name} took"
    choices = tuple((n, str(n), f"{name} took {n} double tricks")
                    for n in rs.double_choices(seat))
    return Keypad("round-doubles", seat, title, rs.doubles[seat], choices, rs.enter_doubles)


@ft.memo
@ft.component
def Keypad(prefix, seat, title, current, choices, on_pick, disabled=()) -> ft.Control:
    chips = [chip(f"{prefix}-{seat}-{v}", text, act(on_pick, seat, v), selected=current == v,
                  label=label, disabled=v in disabled)
             for v, text, label in choices]
    return card(ft.Text(title, size=theme.TEXT, weight=ft.FontWeight.BOLD), wrap(chips))


def voids_row(rs: RoundState) -> ft.Control | None:
    choices = rs.void_choices()
    if not len(choices):
        return None
    return ft.Column([
        ft.Text("Void tricks (blocked, nobody won)", size=theme.SMALL,
                weight=ft.FontWeight.W_600),
        wrap([chip(f"round-voids-{n}", str(n), act(rs.enter_voids, n),
                   selected=rs.voids == n, label=f"{n} void tricks") for n in choices]),
    ], spacing=6)


def check_box(rs: RoundState) -> ft.Control:
    if rs.problems:
        text = " ".join(p.message if p.message.endswith(".") else p.message + "."
                        for p in rs.problems)
        text = with_names(text, rs.names)  # "seat 2" -> the player's name
        bg, fg, icon = ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER, ft.Icons.WARNING
    elif rs.preview is not None:
        text, bg, fg, icon = rs.hint, ft.Colors.PRIMARY_CONTAINER, ft.Colors.ON_PRIMARY_CONTAINER, \
            ft.Icons.CHECK_CIRCLE
    else:
        text, bg, fg, icon = rs.hint, ft.Colors.SURFACE_CONTAINER, ft.Colors.ON_SURFACE, \
            ft.Icons.INFO_OUTLINE
    return text_block("round-check", ft.Container(
        ft.Row([ft.Icon(icon, color=fg), ft.Text(text, size=theme.TEXT, color=fg, expand=True)]),
        bgcolor=bg, padding=12, border_radius=theme.RADIUS))


def why_box(rs: RoundState) -> ft.Control | None:
    s = rs.why_seat
    if s is None or rs.preview is None or s >= len(rs.preview):
        return None
    return text_block(f"round-why-{s}", ft.Container(
        ft.Text(f"{rs.names[s]}: {rs.preview[s].explanation}", size=theme.TEXT),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE)))


def hide_switch(rs: RoundState) -> ft.Control:
    return ft.Semantics(identifier="round-hide-predictions", content=ft.Switch(
        label="Keep predictions face down until the round ends", value=rs.hidden,
        on_change=lambda e: rs.set_hidden(bool(e.control.value)),
        label_text_style=ft.TextStyle(size=theme.SMALL)))


def totals(rs: RoundState) -> ft.Control | None:
    if not rs.view.rounds:
        return None
    # Memoised on plain values: a tap in the draft does not rebuild the table.
    return TotalsCard(rs.view, rs.editing, rs.open_round)


@ft.memo
@ft.component
def TotalsCard(view, editing, on_open) -> ft.Control:
    return card(ft.Text("Totals (tap a round to change it)", size=theme.SMALL,
                        weight=ft.FontWeight.W_600),
                round_table(view, "round-totals", on_open=on_open, editing=editing,
                            total_ident="round-total"))


def _join(names) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
