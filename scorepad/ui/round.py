"""The round screen: plan, trump, one row per seat, one keypad, the live check, confirm.

Designed for one thumb: the keypad sits under the rows and moves on by itself after each tap,
so a 4-player round takes trump + 4 predictions + 3 tricks (the 4th is filled in) + confirm.
"""

from __future__ import annotations



import flet as ft

from scorepad.state.round import (DOUBLES, PREDICTION, SUIT_NAMES, TRICKS, TRUMP, RoundState,
                                  prediction_label)
from scorepad.state.text import plural, problems_text
from scorepad.ui import theme
from scorepad.ui.chart import round_table
from scorepad.ui.widgets import (act, button, card, chip, error_box, present, text_block,
                                 text_input, wrap)


def _with_house(rs: RoundState, detail: str) -> str:
    """The plan's line, with the game's house rules when they differ from the sheet's."""
    from scorepad.state.house import house_line

    line = house_line(rs.view.game, rs.options, only_changed=True)
    return f"{detail} · {line}" if line else detail


def plan_text(rs: RoundState) -> tuple[str, str]:
    plan = rs.plan
    names = rs.names
    opts = rs.options
    if plan.rounds:
        title = f"Round {plan.number} of {plan.rounds}"
    else:
        title = f"Round {plan.number} · first to {plural(opts.get('target') or 0, 'point')}"
    if rs.editing is not None:
        title = f"Editing round {plan.number}"
    if rs.shedding:
        title = title.replace("Round", "Game").replace("round", "game")
        return title, f"{names[plan.dealer]} deals · {names[plan.leader]} starts"
    if rs.whist:
        return title, _with_house(rs, f"{names[plan.dealer]} deals {plan.cards} "
                                      f"card{'' if plan.cards == 1 else 's'} each · "
                                      f"{names[plan.leader]} bids first and leads")
    detail = (f"{names[plan.dealer]} deals {plan.cards} cards each · {names[plan.leader]} leads"
              f" · {plan.tricks} tricks")
    return title, _with_house(rs, detail)


@ft.component
def RoundScreen(rs: RoundState, on_judge, on_new_game, on_home) -> ft.Control:
    if rs.view is None:
        return ft.Column(present(error_box(rs.error or "Loading the game…")))
    if rs.finished:
        from scorepad.ui.end import EndScreen

        return EndScreen(rs, on_new_game=on_new_game, on_home=on_home)
    title, detail = plan_text(rs)
    sixth = not (rs.whist or rs.shedding)
    # Small phones (issue 9): what a tap enters sits at the top, in a fixed order — the plan,
    # the trump, the keypad of the active seat, the check and Confirm — so the keypad is on
    # the screen after every tap without scrolling (six players at 360 x 640). The rows of
    # the seats, which a tap on the keypad fills, come below.
    parts: list[ft.Control | None] = [
        text_block("round-title", ft.Column([
            ft.Text(title, size=22, weight=ft.FontWeight.BOLD),
            ft.Text(detail, size=theme.SMALL),
        ], spacing=0)),
        edit_banner(rs),
        conflict_box(rs),
        last_result(rs),
        trump_row(rs),
        voids_row(rs),  # above the keypad: it must not move when the keypad closes
        hand_table(rs) if rs.shedding else keypad(rs),
        check_box(rs),
        why_box(rs),
        error_box(rs.error),
        ft.Row(present(
            button("round-undo", "Undo", rs.undo, icon=ft.Icons.UNDO, disabled=not rs.can_undo,
                   expand=True),
            button("round-judge", "Play?" if rs.shedding else "Trick?", on_judge,
                   icon=ft.Icons.GAVEL, expand=True,
                   tooltip="May this card go on that one?" if rs.shedding
                   else "Who won the trick? (a whole round card by card too)"),
        ), spacing=theme.GAP),
        button("round-confirm", "Save the edit" if rs.editing is not None
               else f"Confirm {rs.round_word}", rs.confirm, primary=True, icon=ft.Icons.CHECK,
               full=True),
        None if rs.shedding else seat_table(rs),
        hide_switch(rs) if sixth else None,
        totals(rs),
    ]
    return ft.Column(present(*parts), spacing=8)


def edit_banner(rs: RoundState) -> ft.Control | None:
    if rs.editing is None:
        return None
    return ft.Container(
        ft.Row([ft.Text(f"Changing saved {rs.round_word} {rs.editing + 1}. Totals update when "
                        "saved.",
                        size=theme.TEXT, expand=True, color=ft.Colors.ON_TERTIARY_CONTAINER),
                button("round-edit-cancel", "Back", rs.cancel_edit)]),
        bgcolor=ft.Colors.TERTIARY_CONTAINER, padding=10, border_radius=theme.RADIUS)


def conflict_box(rs: RoundState) -> ft.Control | None:
    """Another device saved (changed, undid) a round first: said in words, with this device's
    draft kept below to compare; the screen above and below shows the game as it now is."""
    note = rs.conflict
    if note is None:
        return None
    fg = ft.Colors.ON_ERROR_CONTAINER
    lines: list[ft.Control] = [
        ft.Row([ft.Icon(ft.Icons.DEVICES, color=fg),
                ft.Text(note.message, size=theme.TEXT, weight=ft.FontWeight.W_600, color=fg,
                        expand=True)]),
    ]
    if note.draft:
        lines.append(text_block("round-conflict-draft",
                                ft.Text(note.draft, size=theme.SMALL, color=fg)))
    lines.append(ft.Row([button("round-conflict-dismiss", "OK", rs.dismiss_conflict)],
                        alignment=ft.MainAxisAlignment.END))
    return text_block("round-conflict", ft.Container(
        ft.Column(lines, spacing=6), bgcolor=ft.Colors.ERROR_CONTAINER, padding=12,
        border_radius=theme.RADIUS))


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
    pts = ft.Row([ft.Text(f"{n} {p:+d} (total {t})", size=13, no_wrap=True,
                          color=ft.Colors.ON_SECONDARY_CONTAINER)
                  for (n, p, _), (_, t) in zip(res.points, res.totals)],
                 wrap=True, spacing=14, run_spacing=2)  # one unbroken item per player
    return text_block("round-last-result", ft.Container(
        ft.Column([ft.Text(" ".join(lines), size=theme.SMALL, weight=ft.FontWeight.W_600,
                           color=ft.Colors.ON_SECONDARY_CONTAINER),
                   pts],
                  spacing=2),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=8, border_radius=theme.RADIUS,
        on_click=rs.dismiss_result))


def trump_row(rs: RoundState) -> ft.Control | None:
    if rs.shedding:
        return None
    if rs.whist:
        if not rs.show_trump:
            return text_block("round-trump-prompt", ft.Text(
                "Trump: the highest bidder chooses once every bid is in.", size=theme.SMALL,
                italic=True))
        return SuitRow(rs.trump, rs.trump_choices, rs.trump is None and rs.active_field == TRUMP,
                       rs.plan.cards == 1, rs.choose_trump, chooser_text(rs))
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
    ], spacing=4)


def chooser_text(rs: RoundState) -> str:
    """Who chooses the whist trump, by name (equal highest bids: the first of them in bidding
    order, RULES.md)."""
    who = rs.trump_chooser
    if who is None:
        return "the highest bidder chooses"
    bids = [c for c in rs.calls if c is not None]
    tied = bool(bids) and bids.count(max(bids)) > 1
    return (f"{who} chooses (first of the equal highest bids)" if tied
            else f"{who} chooses (the highest bid)")


@ft.memo
@ft.component
def SuitRow(trump, choices, asked, turned, choose, chooser="the highest bidder chooses"
            ) -> ft.Control:
    # words, not suit symbols: the web client's font has no glyphs for them
    chips = [chip(f"round-suit-{c}", SUIT_NAMES[c].capitalize(), act(choose, c),
                  selected=trump == c, width=None, size=theme.TEXT,
                  label=f"Trump {SUIT_NAMES[c]}")
             for c in choices]
    ask = " — the turned card's suit" if turned else f" — {chooser}"
    return ft.Column([
        text_block("round-trump-prompt", ft.Text(
            "Trump" + (ask if trump is None else f": {SUIT_NAMES[trump]}"),
            size=theme.SMALL, weight=ft.FontWeight.W_600,
            color=ft.Colors.PRIMARY if asked else None)),
        wrap(chips, spacing=6),
    ], spacing=6)


def hand_table(rs: RoundState) -> ft.Control:
    """The shedding game: per seat the points of the hand left (0 for who went out). Enter
    moves to the next player's field; a value the deck cannot produce is refused, said why."""
    rows: list[ft.Control] = [ft.Text("Points in hand after the game (0 for who went out)",
                                      size=theme.SMALL, weight=ft.FontWeight.W_600)]
    key = f"{rs.plan.index}-{rs.editing}-{len(rs.view.rounds)}-{rs.fields_rev}"
    errors = rs.point_errors if len(rs.point_errors) == rs.players else (None,) * rs.players
    for s in rs.order:
        focus = rs.focus_rev if rs.focus_seat == s else 0
        rows.append(HandRow(s, rs.names[s], "deals" if s == rs.plan.dealer else "",
                            rs.points[s], None if rs.preview is None else rs.preview[s].points,
                            errors[s], focus, rs.enter_points, rs.next_field,
                            key=f"hand-{s}-{key}"))
    return ft.Column(rows, spacing=4)


@ft.memo
@ft.component
def HandRow(s, name, role, value, pts, error, focus, on_enter, on_next) -> ft.Control:
    # The shared text field keeps every key typed (issue 9); a new round, an undo or Enter
    # in the field before (`focus`: then it takes the keyboard focus) is a new field.
    field = text_input(f"round-handpoints-{s}", "" if value is None else str(value),
                       lambda text: on_enter(s, text), label=f"{name}'s hand points",
                       version=focus, number=True, width=150,
                       error="too high" if error else None, autofocus=bool(focus),
                       on_submit=lambda: on_next(s))
    row = ft.Row([
        ft.Column([text_block(f"round-seat-{s}-name", ft.Text(  # wraps: never "Ma…" (issue 9, 16)
                       name, size=theme.TEXT, weight=ft.FontWeight.W_600)),
                   ft.Text(role or " ", size=12, color=ft.Colors.ON_SURFACE_VARIANT)],
                  spacing=0, expand=True),
        field,
        ft.Semantics(identifier=f"round-points-{s}", container=True, content=ft.Container(
            ft.Text("" if pts is None else str(pts), size=theme.BIG, weight=ft.FontWeight.BOLD,
                    semantics_label=f"{name}: {plural(pts, 'point')}" if pts is not None
                    else f"{name}: no points yet"),
            width=52, height=theme.TAP, alignment=ft.Alignment.CENTER)),
    ], spacing=6)
    why = text_block(f"round-handpoints-error-{s}", ft.Text(
        error, size=theme.SMALL, color=ft.Colors.ERROR)) if error else None
    return ft.Container(ft.Column(present(row, why), spacing=2),
                        padding=ft.Padding.symmetric(vertical=2))


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
    said = (f"{name}: {plural(pts, 'point')}; tap for why" if pts is not None
            else f"{name}: no points yet")
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
        ft.Column([text_block(f"round-seat-{s}-name", ft.Text(  # wraps: never "Ma…" (issue 9, 16)
                       name, size=theme.TEXT, weight=ft.FontWeight.W_600)),
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
        why = rs.forbidden_for(seat)  # bid -> why not (the hook, a 4th zero in a row)
        banned = tuple(sorted(why))
        title = f"{name}'s bid (0 to {rs.plan.cards})"
        note = " ".join(f"{v} is greyed out. {text}" for v, text in sorted(why.items()))
        choices = tuple((v, str(v), f"{name} bids {v}" + (f" (not allowed: {why[v]})"
                                                          if v in why else ""))
                        for v in rs.call_values)
        return Keypad("round-bid", seat, title, rs.calls[seat], choices, rs.enter_prediction,
                      banned, note)
    if what == PREDICTION:
        title = f"{name}'s prediction card"
        current = None if rs.face_down else rs.calls[seat]
        choices = tuple((v, prediction_label(v), f"{name} predicts {prediction_label(v)}")
                        for v in rs.call_values)
        return Keypad("round-prediction", seat, title, current, choices, rs.enter_prediction)
    if what == TRICKS:
        # whist has no double tricks: a count is a count
        title = f"Tricks {name} took" + ("" if rs.whist else " (a double counts 2)")
        choices = tuple((n, str(n), f"{name} took {plural(n, 'trick')}")
                        for n in rs.trick_choices(seat))
        return Keypad("round-tricks", seat, title, rs.tricks[seat], choices, rs.enter_tricks)
    title = f"Double tricks (12s) {name} took"
    choices = tuple((n, str(n), f"{name} took {plural(n, 'double trick')}")
                    for n in rs.double_choices(seat))
    return Keypad("round-doubles", seat, title, rs.doubles[seat], choices, rs.enter_doubles)


@ft.memo
@ft.component
def Keypad(prefix, seat, title, current, choices, on_pick, disabled=(), note="") -> ft.Control:
    # compact: 52 px squares (still >= 48 px to tap), so 14 values take three rows at 360 px
    chips = [chip(f"{prefix}-{seat}-{v}", text, act(on_pick, seat, v), selected=current == v,
                  label=label, disabled=v in disabled, width=52)
             for v, text, label in choices]
    return ft.Semantics(identifier="round-keypad", container=True, content=card(*present(
        ft.Text(title, size=theme.SMALL + 1, weight=ft.FontWeight.BOLD),
        wrap(chips, spacing=6),
        text_block(f"{prefix}-why", ft.Text(note, size=theme.SMALL, italic=True))
        if note else None),
        padding=10))


def voids_row(rs: RoundState) -> ft.Control | None:
    choices = rs.void_choices()
    if not len(choices):
        return None
    return ft.Column([
        ft.Text("Void tricks (blocked, nobody won)", size=theme.SMALL,
                weight=ft.FontWeight.W_600),
        wrap([chip(f"round-voids-{n}", str(n), act(rs.enter_voids, n),
                   selected=rs.voids == n, label=plural(n, "void trick")) for n in choices]),
    ], spacing=6)


def check_box(rs: RoundState) -> ft.Control:
    if rs.problems:
        text = problems_text(rs.problems, rs.names)  # the seats named as the players are
        bg, fg, icon = ft.Colors.ERROR_CONTAINER, ft.Colors.ON_ERROR_CONTAINER, ft.Icons.WARNING
    elif rs.preview is not None:
        text, bg, fg, icon = rs.hint, ft.Colors.PRIMARY_CONTAINER, ft.Colors.ON_PRIMARY_CONTAINER, \
            ft.Icons.CHECK_CIRCLE
    else:
        text, bg, fg, icon = rs.hint, ft.Colors.SURFACE_CONTAINER, ft.Colors.ON_SURFACE, \
            ft.Icons.INFO_OUTLINE
    return text_block("round-check", ft.Container(
        ft.Row([ft.Icon(icon, color=fg), ft.Text(text, size=theme.SMALL, color=fg, expand=True)]),
        bgcolor=bg, padding=8, border_radius=theme.RADIUS))


def why_box(rs: RoundState) -> ft.Control | None:
    s = rs.why_seat
    if s is None or rs.preview is None or s >= len(rs.preview):
        return None
    return text_block(f"round-why-{s}", ft.Container(
        ft.Text(f"{rs.names[s]}: {rs.preview[s].explanation}", size=theme.TEXT),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE)))


def hide_switch(rs: RoundState) -> ft.Control:
    # The words sit beside the switch and wrap (a Switch's own label is cut off at 360 px);
    # a tap on them toggles it too.
    words = "Keep predictions face down until the round ends"
    return ft.Row([
        ft.Semantics(identifier="round-hide-predictions", label=words, content=ft.Switch(
            value=rs.hidden, on_change=lambda e: rs.set_hidden(bool(e.control.value)))),
        ft.Container(ft.Text(words, size=theme.SMALL), expand=True,
                     on_click=lambda: rs.set_hidden(not rs.hidden)),
    ], spacing=8)


def totals(rs: RoundState) -> ft.Control | None:
    if not rs.view.rounds:
        return None
    # Memoised on plain values: a tap in the draft does not rebuild the table.
    return TotalsCard(rs.view, rs.editing, rs.open_round)


@ft.memo
@ft.component
def TotalsCard(view, editing, on_open) -> ft.Control:
    word = "game" if view.game == "shedding" else "round"
    return card(ft.Text(f"Totals (tap a {word} to change it)", size=theme.SMALL,
                        weight=ft.FontWeight.W_600),
                round_table(view, "round-totals", on_open=on_open, editing=editing,
                            total_ident="round-total"))


def _join(names) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
