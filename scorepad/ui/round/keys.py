"""The round screen's entry parts: one row per seat (calls, tricks, double tricks, points),
the keypad of the active seat and field, and the typed hand points where the sheet asks for
them. Memoised on plain values, so a tap rebuilds only the row and the keypad it changes."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import DOUBLES, PREDICTION, TRICKS, RoundState
from scorepad.ui import theme
from scorepad.ui.widgets import Part, act, card, chip, present, text_block, text_input, wrap
from scorepad.words import tr, tr_n


def hand_table(rs: RoundState) -> ft.Control:
    """The hand phase: per seat the points of the hand left (0 for who went out). Enter
    moves to the next player's field; a value the deck cannot produce is refused, said why."""
    rows: list[ft.Control] = [ft.Text(tr("Points in hand after the game (0 for who went out)"),
                                      size=theme.SMALL, weight=ft.FontWeight.W_600)]
    key = f"{rs.plan.index}-{rs.editing}-{len(rs.view.rounds)}-{rs.fields_rev}"
    errors = rs.point_errors if len(rs.point_errors) == rs.players else (None,) * rs.players
    for s in rs.order:
        focus = rs.focus_rev if rs.focus_seat == s else 0
        rows.append(HandRow(s, rs.seat_of(s), rs.names[s], tr("deals") if s == rs.plan.dealer else "",
                            rs.points[s], None if rs.preview is None else rs.preview[s].points,
                            errors[s], focus, rs.enter_points, rs.next_field,
                            key=f"hand-{s}-{key}"))
    return ft.Column(rows, spacing=4, key="hands")


@ft.memo
@ft.component
def HandRow(s, g, name, role, value, pts, error, focus, on_enter, on_next) -> ft.Control:
    # `s`: the seat in the round (what a tap enters); `g`: the game's seat (its identifiers)
    # The shared text field keeps every key typed (issue 9); a new round, an undo or Enter
    # in the field before (`focus`: then it takes the keyboard focus) is a new field.
    field = text_input(f"round-handpoints-{g}", "" if value is None else str(value),
                       lambda text: on_enter(s, text),
                       label=tr("{name}'s hand points", name=name),
                       version=focus, number=True, width=150,
                       error=tr("too high") if error else None, autofocus=bool(focus),
                       on_submit=lambda: on_next(s))
    row = ft.Row([
        ft.Column([text_block(f"round-seat-{g}-name", ft.Text(  # wraps: never "Ma…" (issue 9, 16)
                       name, size=theme.TEXT, weight=ft.FontWeight.W_600)),
                   ft.Text(role or " ", size=12, color=ft.Colors.ON_SURFACE_VARIANT)],
                  spacing=0, expand=True),
        field,
        ft.Semantics(identifier=f"round-points-{g}", container=True, content=ft.Container(
            ft.Text("" if pts is None else str(pts), size=theme.BIG, weight=ft.FontWeight.BOLD,
                    semantics_label=tr_n("{name}: {n} point", "{name}: {n} points", pts,
                                         name=name) if pts is not None
                    else tr("{name}: no points yet", name=name)),
            width=52, height=theme.TAP, alignment=ft.Alignment.CENTER)),
    ], spacing=6)
    why = text_block(f"round-handpoints-error-{g}", ft.Text(
        error, size=theme.SMALL, color=ft.Colors.ERROR)) if error else None
    return ft.Container(ft.Column(present(row, why), spacing=2),
                        padding=ft.Padding.symmetric(vertical=2))


@ft.memo
@ft.component
def _cell(ident: str, text: str, label: str, on_click, *, active: bool, auto: bool = False,
          width: int = 64) -> ft.Control:
    # memoised: a tap re-draws only the cells it changed, not the whole row
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
    doubles = rs.form.has(DOUBLES)
    header = Part(seat_header, tr("Bid") if rs.bids else tr("Says"), doubles)
    rows: list[ft.Control] = [header]
    for s in rs.order:
        role = tr("deals") if s == plan.dealer else (tr("leads") if s == plan.leader else "")
        call = rs.calls[s]
        if call is None:
            call_text, call_said = "–", tr("not entered")
        elif rs.face_down:
            call_text, call_said = "?", tr("face down")
        else:
            call_text = call_said = rs.call_label(call)
        rows.append(SeatRow(
            s, rs.seat_of(s), names[s], role, call_text, call_said, rs.tricks[s], s == rs.auto_seat,
            rs.doubles[s], rs.active_field if rs.active_seat == s else None,
            None if rs.preview is None else rs.preview[s].points, rs.select, rs.toggle_why,
            doubles, rs.bids, key=f"seat-{s}"))
    rows += [AwayRow(g, name, state, key=f"away-{g}") for g, name, state in rs.away]
    return ft.Column(rows, spacing=4, key="seats")


@ft.memo
@ft.component
def AwayRow(g: int, name: str, state: str) -> ft.Control:
    """A seat not at this round's table: its name and "away" (sitting out) or "left", never a
    keypad (PLAYERS.md: `round-seat-<seat>-away`)."""
    words = tr("sitting out this round") if state == "away" else tr("has left the game")
    return ft.Semantics(identifier=f"round-seat-{g}-away", container=True, content=ft.Row([
        ft.Text(name, size=theme.TEXT, color=ft.Colors.ON_SURFACE_VARIANT, expand=True),
        ft.Text(words, size=theme.SMALL, italic=True, color=ft.Colors.ON_SURFACE_VARIANT),
    ], spacing=6), label=tr("{name}: {state}", name=name, state=words))


#: the column heads' size: a 9-letter word ("Voorspelt") stays whole over a 64 px column;
#: a longer head is two words, which wrap between them ("Sagt voraus")
HEAD = theme.SMALL - 1


def seat_header(call_word: str, doubles: bool) -> ft.Control:
    return ft.Row(present(
        ft.Text(tr("Player"), size=HEAD, expand=True),
        ft.Container(ft.Text(call_word, size=HEAD, text_align=ft.TextAlign.CENTER),
                     width=64, alignment=ft.Alignment.CENTER),
        ft.Container(ft.Text(tr("Took"), size=HEAD), width=64,
                     alignment=ft.Alignment.CENTER),
        ft.Container(ft.Text("×2", size=HEAD), width=44,
                     alignment=ft.Alignment.CENTER) if doubles else None,
        ft.Container(ft.Text(tr("Pts"), size=HEAD), width=52,
                     alignment=ft.Alignment.CENTER),
    ), spacing=6)


@ft.memo
@ft.component
def SeatRow(s, g, name, role, call_text, call_said, tricks, auto, doubles, active, pts, select,
            toggle_why, show_doubles=True, bids=False) -> ft.Control:
    # `s`: the seat in the round (what a tap enters); `g`: the game's seat (its identifiers)
    why = act(toggle_why, s)
    said = (tr_n("{name}: {n} point; tap for why", "{name}: {n} points; tap for why", pts,
                 name=name) if pts is not None
            else tr("{name}: no points yet", name=name))
    call_label = (tr("{name}'s bid: {value}", name=name, value=call_said) if bids
                  else tr("{name}'s prediction: {value}", name=name, value=call_said))
    tricks_said = tr("not entered") if tricks is None else tricks
    tricks_label = (tr("{name}'s tricks: {value} (filled in)", name=name, value=tricks_said)
                    if auto else tr("{name}'s tricks: {value}", name=name, value=tricks_said))
    return ft.Container(ft.Row(present(
        name_block(g, name, role),  # not a Part: a Row expands only its direct children
        _cell(f"round-seat-{g}-prediction", call_text, call_label,
              act(select, s, PREDICTION), active=active == PREDICTION),
        _cell(f"round-seat-{g}-tricks", "–" if tricks is None else str(tricks),
              tricks_label, act(select, s, TRICKS), active=active == TRICKS, auto=auto),
        _cell(f"round-seat-{g}-doubles", str(doubles) if doubles else "·",
              tr("{name}'s double tricks: {n}", name=name, n=doubles), act(select, s, DOUBLES),
              active=active == DOUBLES, width=44) if show_doubles else None,
        Part(points_block, g, pts, said, why),
    ), spacing=6), padding=ft.Padding.symmetric(vertical=2))


def name_block(s: int, name: str, role: str) -> ft.Control:
    return ft.Column([text_block(f"round-seat-{s}-name", ft.Text(  # wraps: never "Ma…" (issue 9, 16)
                          name, size=theme.TEXT, weight=ft.FontWeight.W_600)),
                      ft.Text(role or " ", size=12, color=ft.Colors.ON_SURFACE_VARIANT)],
                     spacing=0, expand=True)


def points_block(s: int, pts: int | None, said: str, why) -> ft.Control:
    """A seat's points for the round so far; a tap says why."""
    return ft.Semantics(identifier=f"round-points-{s}", button=True, container=True,
                        content=ft.Container(
        ft.Text("" if pts is None else theme.signed(pts, plus=True), size=theme.BIG,
                weight=theme.points_weight(pts) or ft.FontWeight.BOLD,
                color=ft.Colors.PRIMARY,  # not an alarm colour: the charts give players colours (issue 25)
                semantics_label=said),
        width=52, height=theme.TAP, alignment=ft.Alignment.CENTER, border_radius=10,
        on_click=why, ink=True,  # always set: see widgets.chip
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))


def keypad(rs: RoundState) -> ft.Control | None:
    seat, what = rs.active_seat, rs.active_field
    if seat is None or what not in (PREDICTION, TRICKS, DOUBLES):
        return None
    name = rs.names[seat]
    if what == PREDICTION and rs.bids:
        why = rs.forbidden_for(seat)  # bid -> why not (the hook, a 4th zero in a row)
        banned = tuple(sorted(why))
        title = tr("{name}'s bid (0 to {cards})", name=name, cards=max(rs.call_values or (0,)))
        note = " ".join(tr("{bid} is greyed out. {why}", bid=v, why=text)
                        for v, text in sorted(why.items()))
        choices = tuple((v, str(v), tr("{name} bids {bid} (not allowed: {why})", name=name,
                                       bid=v, why=why[v]) if v in why
                         else tr("{name} bids {bid}", name=name, bid=v))
                        for v in rs.call_values)
        return Keypad("round-bid", seat, title, rs.calls[seat], choices, rs.enter_prediction,
                      banned, note, rs.seat_of(seat), key="keypad")
    if what == PREDICTION:
        title = tr("{name}'s prediction card", name=name)
        current = None if rs.face_down else rs.calls[seat]
        why = rs.forbidden_for(seat)  # what the sheet forbids now (nothing, in most games)
        choices = tuple((v, rs.call_label(v), tr("{name} predicts {card}", name=name,
                                                 card=rs.call_label(v)))
                        for v in rs.call_values)
        return Keypad("round-prediction", seat, title, current, choices, rs.enter_prediction,
                      tuple(sorted(why)), g=rs.seat_of(seat), key="keypad")
    if what == TRICKS:
        # without double tricks a count is a count
        title = (tr("Tricks {name} took (a double counts 2)", name=name)
                 if rs.form.has(DOUBLES) else tr("Tricks {name} took", name=name))
        choices = tuple((n, str(n), tr_n("{name} took {n} trick", "{name} took {n} tricks", n,
                                         name=name))
                        for n in rs.trick_choices(seat))
        return Keypad("round-tricks", seat, title, rs.tricks[seat], choices, rs.enter_tricks,
                      g=rs.seat_of(seat), key="keypad")
    title = tr("Double tricks (12s) {name} took", name=name)
    choices = tuple((n, str(n), tr_n("{name} took {n} double trick",
                                     "{name} took {n} double tricks", n, name=name))
                    for n in rs.double_choices(seat))
    return Keypad("round-doubles", seat, title, rs.doubles[seat], choices, rs.enter_doubles,
                  g=rs.seat_of(seat), key="keypad")


@ft.memo
@ft.component
def Keypad(prefix, seat, title, current, choices, on_pick, disabled=(), note="", g=None
           ) -> ft.Control:
    # `seat`: the seat in the round (what a tap enters); `g`: the game's seat (identifiers)
    # compact: 52 px squares (still >= 48 px to tap), so 14 values take three rows at 360 px
    # keyed by value: the next player's keypad is this one patched (identifiers, words), not
    # a new set of chips (issue 12, cheap taps)
    chips = [chip(f"{prefix}-{seat if g is None else g}-{v}", text, act(on_pick, seat, v), selected=current == v,
                  label=label, disabled=v in disabled, width=52, key=f"{prefix}-{v}")
             for v, text, label in choices]
    return ft.Semantics(identifier="round-keypad", container=True, content=card(*present(
        ft.Text(title, size=theme.SMALL + 1, weight=ft.FontWeight.BOLD),
        wrap(chips, spacing=6),
        text_block(f"{prefix}-why", ft.Text(note, size=theme.SMALL, italic=True))
        if note else None),
        padding=10))
