"""The big screen beside the table (issue 31, item 3): a TV or a laptop shows the game as it
is saved (and the round being entered on a phone, muted), read from 3 m. Landscape, dark whatever the device's theme, every size scaled with
the window (1280 x 720 to 3840 x 2160: a total is about 8 % of the screen's height). It has no
control that changes anything: the only tap closes it.

- `BoardScreen`: the screen (`/board`, `/board/<id>`): `board-heading`, `board-detail`,
  `board-next` (a game over at `/board`: the next game takes its place), `board-last`,
  `board-trump`, per player `board-name-<seat>` (the winners' cup once over), `board-rank-<seat>`,
  `board-call-<seat>`, `board-tricks-<seat>`, `board-points-<seat>`, `board-total-<seat>`,
  `board-lead`, `board-margin`, `board-chart`; `board-empty` with no game; `board-close`.
- `board_entry`: on a game's screen, "Show on a big screen" (`board-open`); on a shared table
  also the board's address (`board-address`) and its QR code (`board-qr`) for a TV's browser.
"""

from __future__ import annotations

import base64

import flet as ft

from scorepad.state.access import AccessState
from scorepad.state.board import Board, BoardRow, BoardState
from scorepad.ui.chart import (TIE_PX, axis_labels, colour_of, mark, marker, running_totals,
                               shape_of, spread, tie_lines, x_axis, y_axis)
from scorepad.ui.widgets import act, button, card, present, text_block
from scorepad.words import signed, tr

BG = "#0E1117"  # the board's background: dark, whatever the device's theme
FG = "#F2F4F8"
MUTED = "#A9B1C3"
AHEAD = "#FFD166"  # the leader's total
LINE = "#2A3140"
BASE_W, BASE_H = 1280, 720  # the sizes below are for this screen; scaled with the window
MIN_SCALE = 0.3  # a phone's window still shows everything, small


def scale_of(width: float | None, height: float | None) -> float:
    """How much bigger than 1280 x 720 the window is (the smaller of the two ratios); a window
    held upright (a phone) is measured against 720 x 1280.

    >>> scale_of(1280, 720), scale_of(3840, 2160), scale_of(1920, 1200), scale_of(360, 640)
    (1.0, 3.0, 1.5, 0.5)
    """
    w, h = width or BASE_W, height or BASE_H
    if w < h:
        return max(MIN_SCALE, min(w / BASE_H, h / BASE_W))
    return max(MIN_SCALE, min(w / BASE_W, h / BASE_H))


def rows_scale(players: int) -> float:
    """The player rows' share of the scale: up to 4 players full size; 5 and 6 a little
    smaller, so that every row fits a 16:9 screen (a total still >= 5 % of its height).

    >>> rows_scale(3), rows_scale(6)
    (1.0, 0.75)
    """
    return min(1.0, 4.5 / max(players, 1))


def close_button(on_close, s: float) -> ft.Control:
    """The board's one tap: back to where it was opened from (it changes nothing)."""
    label = tr("Close the big screen")
    return ft.Semantics(identifier="board-close", label=label, content=ft.IconButton(
        icon=ft.Icons.CLOSE, on_click=on_close, tooltip=label, icon_color=MUTED,
        icon_size=round(max(24, 28 * s)), width=round(max(48, 52 * s)),
        height=round(max(48, 52 * s))))


def _text(text: str, size: float, *, colour: str = FG, bold: bool = False,
          weight: ft.FontWeight | None = None, align: ft.TextAlign | None = None,
          italic: bool = False, wrap: bool = False) -> ft.Text:
    return ft.Text(text, size=round(size, 1), color=colour, no_wrap=not wrap,
                   overflow=None if wrap else ft.TextOverflow.ELLIPSIS, text_align=align,
                   italic=italic or None,
                   weight=ft.FontWeight.BOLD if bold else weight)


def _cell(ident: str | None, control: ft.Control, width: float | None = None,
          expand: bool = False, end: bool = True) -> ft.Control:
    inner = ft.Semantics(identifier=ident, container=True, content=control) if ident else control
    return ft.Container(inner, width=None if width is None else round(width),
                        expand=expand or None,
                        alignment=ft.Alignment.CENTER_RIGHT if end else ft.Alignment.CENTER_LEFT)


def _widths(s: float) -> dict[str, float]:
    return {"rank": 70 * s, "call": 120 * s, "tricks": 120 * s, "points": 110 * s,
            "total": 170 * s}


def header_row(b: Board, s: float) -> ft.Control:
    w = _widths(s)
    size = 20 * s
    cells = [_cell(None, _text("#", size, colour=MUTED), w["rank"], end=False),
             _cell(None, _text(tr("Player"), size, colour=MUTED), expand=True, end=False)]
    if b.call_header:
        cells.append(_cell(None, _text(b.call_header, size, colour=MUTED), w["call"]))
    if b.tricks_header:
        cells.append(_cell(None, _text(b.tricks_header, size, colour=MUTED), w["tricks"]))
    if b.last and not b.entered:  # a round being entered has no points yet
        cells.append(_cell(None, _text(tr("Pts"), size, colour=MUTED), w["points"]))
    cells.append(_cell(None, _text(tr("Total"), size, colour=MUTED), w["total"]))
    return ft.Row(cells, spacing=8 * s)


def player_row(b: Board, row: BoardRow, s: float) -> ft.Control:
    w = _widths(s)
    seat = row.seat
    name = ft.Row(present(
        # the seat's colour and the shape of its points on the chart: the chart's legend
        mark(colour_of(seat), shape_of(seat), round(max(10, 16 * s))),
        ft.Column(present(
            ft.Semantics(identifier=f"board-name-{seat}", container=True,
                         content=_text(row.name, 40 * s, weight=ft.FontWeight.W_600)),
            # a seat not at the table (PLAYERS.md): sitting out, or left after round k
            ft.Semantics(identifier=f"board-away-{seat}", container=True,
                         content=_text(row.away, 22 * s, colour=MUTED, italic=True))
            if row.away else None), spacing=0, tight=True, expand=True),
        # a game over: the winners' cup (who won is said in words by the heading)
        ft.Icon(ft.Icons.EMOJI_EVENTS, color=AHEAD, size=round(36 * s))
        if b.over and row.ahead else None,
    ), spacing=12 * s, expand=True)
    cells = [_cell(f"board-rank-{seat}", _text(f"{row.rank}." if row.rank else "–", 32 * s,
                                               colour=MUTED),
                   w["rank"], end=False),
             ft.Container(name, expand=True)]
    # the round being entered (not saved yet): muted and slanted, unlike saved figures
    ink = MUTED if row.entered else FG
    if b.call_header:
        cells.append(_cell(f"board-call-{seat}", _text(row.call, 36 * s, colour=ink,
                                                       italic=row.entered), w["call"]))
    if b.tricks_header:
        cells.append(_cell(f"board-tricks-{seat}", _text(row.tricks, 36 * s, colour=ink,
                                                         italic=row.entered), w["tricks"]))
    if b.last and not b.entered:
        cells.append(_cell(f"board-points-{seat}", _text(
            ("–" if row.away else "") if row.points is None
            else signed(row.points, plus=True), 30 * s,
            colour=MUTED), w["points"]))
    cells.append(_cell(f"board-total-{seat}", _text(signed(row.total), 56 * s, bold=True,
                                                     colour=AHEAD if row.ahead else FG),
                       w["total"]))
    return ft.Container(ft.Row(cells, spacing=8 * s,
                               vertical_alignment=ft.CrossAxisAlignment.CENTER),
                        border=ft.Border.only(top=ft.BorderSide(max(1, round(s)), LINE)),
                        padding=ft.Padding.symmetric(vertical=4 * s))


def board_chart(b: Board, s: float) -> ft.Control:
    """The running totals, small, with a label that says the numbers (screen readers); tied
    lines side by side, each seat's points in its own shape, and who is tied said under it.
    Its words never smaller than a phone's smallest (a phone held upright shows it too)."""
    import flet_charts as fch

    view = b.view
    series = running_totals(view)
    y = y_axis(v for line in series for _, v in line)
    x = x_axis(0, max(len(view.rounds), 1))
    font = max(11, round(14 * s))
    height, bottom = round(max(160, 280 * s)), round(max(22, 28 * s))
    drawn = spread(series, TIE_PX * max(1.0, s) * (y.high - y.low) / (height - bottom))
    chart = fch.LineChart(
        data_series=[fch.LineChartData(
            points=[fch.LineChartDataPoint(px, py) for px, py in line],
            color=colour_of(seat), stroke_width=max(2, 4 * s),
            point=marker(seat, scale=max(1.0, 1.2 * s))) for seat, line in enumerate(drawn)],
        min_x=x.low, max_x=x.high, min_y=y.low, max_y=y.high, interactive=False,
        left_axis=fch.ChartAxis(label_size=round(max(32, 48 * s)), label_spacing=y.step,
                                show_min=False, show_max=False,
                                labels=axis_labels(y.ticks, size=font, colour=MUTED)),
        bottom_axis=fch.ChartAxis(label_size=bottom, label_spacing=x.step, show_min=False,
                                  show_max=False,
                                  labels=axis_labels(x.ticks, size=font, colour=MUTED)),
        horizontal_grid_lines=fch.ChartGridLines(interval=y.step, color=LINE, width=1),
        expand=True)
    totals = ", ".join(tr("{name} {points}", name=r.name, points=r.total) for r in b.rows)
    tied = tie_lines(series, view.players)
    return ft.Semantics(identifier="board-chart", container=True,
                        label=tr("Chart of running totals. Now: {totals}.", totals=totals),
                        content=ft.Column(present(
                            ft.Container(chart, height=height,
                                         padding=ft.Padding.only(right=16 * s)),
                            text_block("board-chart-ties", ft.Column(
                                [_text(t, max(13, 20 * s), colour=MUTED, wrap=True)
                                 for t in tied], spacing=2 * s)) if tied else None),
                            spacing=8 * s))


def board_body(b: Board, s: float, on_close, upright: bool = False) -> ft.Control:
    gap = 16 * s
    top = ft.Row([
        ft.Column(present(
            # who won is the heading of a game over: never cut short (a phone held upright)
            text_block("board-heading", _text(b.heading, 44 * s, bold=True, wrap=b.over)),
            text_block("board-detail", ft.Text(b.detail, size=round(26 * s, 1), color=MUTED))
            if b.detail else None,
            text_block("board-next", ft.Text(b.then, size=round(22 * s, 1), color=MUTED,
                                             italic=True)) if b.then else None,
        ), spacing=4 * s, expand=True),
        _text(b.title, 22 * s, colour=MUTED),
        close_button(on_close, s),
    ], vertical_alignment=ft.CrossAxisAlignment.START, spacing=gap)
    last = ft.Row(present(
        text_block("board-last", _text(b.last, 24 * s, colour=MUTED)) if b.last else None,
        text_block("board-trump", _text(b.trump, 28 * s, weight=ft.FontWeight.W_600,
                                        colour=MUTED if b.entered else FG,
                                        italic=b.entered))
        if b.trump else None,
    ), spacing=3 * gap)
    rs = s * rows_scale(len(b.rows))
    table = ft.Column([header_row(b, rs), *(player_row(b, r, rs) for r in b.rows)],
                      spacing=2 * rs)
    side = ft.Column(present(
        text_block("board-lead", ft.Text(b.lead, size=round(30 * s, 1), color=AHEAD,
                                         weight=ft.FontWeight.W_600)) if b.lead else None,
        text_block("board-margin", ft.Text(b.margin, size=round(26 * s, 1), color=FG))
        if b.margin else None,
        board_chart(b, s) if b.view.rounds else None,
    ), spacing=gap)
    if upright:  # a phone held upright: the chart under the table
        return ft.Column([top, last, table, side], spacing=gap)
    return ft.Column([
        top,
        last,
        ft.Row([ft.Container(table, expand=3), ft.Container(side, expand=2)],
               spacing=2 * gap, vertical_alignment=ft.CrossAxisAlignment.START),
    ], spacing=gap)


@ft.component
def BoardScreen(board: BoardState, on_close, wake=None) -> ft.Control:
    """The whole window, dark, scaled to its size (it follows a resize). `wake`: the session's
    wake lock holder (ui/share.WakeHolder): a TV's or laptop's screen stays on while it shows
    the board, where the browser allows it."""
    page = ft.context.page
    size, set_size = ft.use_state((page.width or BASE_W, page.height or BASE_H))

    def own_page():  # the board covers the window: no margin in another theme's colour
        kept = (page.padding, page.bgcolor)
        page.padding, page.bgcolor = 0, BG
        page.update()
        if wake is not None:
            wake.want(page, True)

        def give_back():
            if wake is not None:
                wake.want(page, False)
            page.padding, page.bgcolor = kept
            try:
                page.update()
            except Exception:  # the edge: Flet, the session has gone
                pass

        return give_back

    ft.use_effect(own_page, [])
    s = scale_of(*size)
    b = board.board
    if b is None:
        words = board.error or tr("No game is being played. Start one on a phone: it shows "
                                  "here.")
        body: ft.Control = ft.Column([
            ft.Row([close_button(on_close, s)], alignment=ft.MainAxisAlignment.END),
            text_block("board-empty", ft.Text(words, size=round(32 * s, 1), color=FG)),
        ], spacing=24 * s)
    else:
        body = board_body(b, s, on_close, upright=size[0] < size[1])
    return ft.Container(
        ft.Column([body], scroll=ft.ScrollMode.AUTO, expand=True),
        bgcolor=BG, expand=True, padding=round(24 * s), theme_mode=ft.ThemeMode.DARK,
        on_size_change=lambda e: set_size((e.width, e.height)), size_change_interval=100)


def board_address(access: AccessState, game_id: str) -> str:
    """The board's address on the network (a shared table's first address)."""
    from scorepad.state import routes

    return access.share_url.rstrip("/") + routes.url_of(routes.BOARD_GAME, id=game_id)


@ft.component
def BoardEntry(access: AccessState, game_id: str, open_board) -> ft.Control:
    """"Show on a big screen" under a game; on a shared table, the board's address and QR
    code, for a TV's browser (it opens without the PIN: the board only shows)."""
    from scorepad.ui.share import qr_png

    address = board_address(access, game_id) if access.shared else ""
    png = ft.use_memo(lambda: base64.b64encode(qr_png(address)).decode("ascii")
                      if address else "", [address])
    open_it = button("board-open", tr("Show on a big screen"), act(open_board, game_id),
                     icon=ft.Icons.TV, full=True)
    if not address:
        return open_it
    return ft.Column([open_it, card(ft.Column([
        ft.Semantics(identifier="board-qr", label=tr("QR code of {address}", address=address),
                     container=True, content=ft.Container(
                         ft.Image(src=png, width=120, height=120, fit=ft.BoxFit.CONTAIN,
                                  filter_quality=ft.FilterQuality.NONE),
                         bgcolor=ft.Colors.WHITE, padding=4)),
        text_block("board-address", ft.Text(
            tr("On a TV or another computer, open: {address}", address=address), size=15)),
    ], spacing=8))], spacing=8)
