"""Running totals per player: a line chart (flet-charts) and the round table."""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, NamedTuple

import flet as ft

from scorepad.state.game_word import counts_games
from scorepad.ui import theme
from scorepad.ui.widgets import act, present, text_block
from scorepad.words import signed, tr, tr_c, tr_n

#: line colours per seat, distinct on light and dark backgrounds
LINE_COLOURS = ("#3D7BFF", "#E5484D", "#2DB55D", "#F5A623", "#A855F7", "#14B8A6")
ROUND_W = 56  # px of the round column (a tap target when rounds can be opened)
TOTALS_H = 240  # px: the running totals' chart
TOTALS_PLOT_PX = TOTALS_H - 28 - 18  # px of it between the x axis and the top


def _games(view: Any) -> bool:
    """The view's sheet calls a round a game (`counts_games`)."""
    return counts_games(getattr(view, "game", None))


def running_totals(view: Any) -> list[list[tuple[int, int]]]:
    """Per seat: (round, total) from its start: (0, 0) and the total after each round, or,
    for a seat that joined before round k, (k, its starting total) and on; a seat that left
    after round k ends there (PLAYERS.md)."""
    n = len(view.players)
    joined = getattr(view, "joined", None) or {}
    series: list[list[tuple[int, int]]] = [
        [(joined[s][0], joined[s][1])] if s in joined else [(0, 0)] for s in range(n)]
    left = getattr(view, "left", None) or {}
    for rnd in view.rounds:
        for s in range(n):
            if (s not in joined or rnd.index >= joined[s][0]) and (
                    s not in left or rnd.index < left[s]):  # a line ends where its seat left
                series[s].append((rnd.index + 1, rnd.totals[s]))
    return series


def change_notes(view: Any) -> dict[int, str]:
    """Before which round who joined (with what) and who left (PLAYERS.md: "joined with N",
    "left after round k"), one line per round where something happened."""
    notes: dict[int, list[str]] = {}
    for seat, (index, start) in (getattr(view, "joined", None) or {}).items():
        notes.setdefault(index, []).append(
            tr("{name} joined with {n}", name=view.players[seat], n=start))
    for seat, played in (getattr(view, "left", None) or {}).items():
        notes.setdefault(played, []).append(
            tr("{name} left after round {number}", name=view.players[seat], number=played)
            if not _games(view) else
            tr("{name} left after game {number}", name=view.players[seat], number=played))
    return {k: tr("{first} · {then}", first=v[0], then=" · ".join(v[1:])) if len(v) > 1
            else v[0] for k, v in notes.items()}


def nice_step(span: float) -> int:
    """The smallest whole grid step of 1, 2, 5, 10, 20, 50, ... giving at most eight steps
    over `span`.

    >>> [nice_step(s) for s in (1, 5, 12, 17, 40, 100, 450)]
    [1, 1, 2, 5, 5, 20, 100]
    """
    span = max(span, 1)
    base = 10 ** max(0, int(math.floor(math.log10(span))) - 1)
    for m in (1, 2, 5, 10, 20, 50):
        if span / (base * m) <= 8:
            return base * m
    return base * 100


class Axis(NamedTuple):
    """A chart's axis: its bounds (`low`, `high`), the step between two labelled values and
    the values labelled (`ticks`, whole numbers; grid lines are drawn at them too)."""

    low: float
    high: float
    step: int
    ticks: tuple[int, ...]


def y_axis(values: Iterable[float]) -> Axis:
    """A line chart's y axis over `values`, 0 and 1 always in it: whole steps, and half a step
    of room beyond the lowest and the highest labelled value, so that a point on either is
    drawn whole and the lowest label sits clear of the x axis's labels (issue 38: "-2" over
    "1" at the origin).

    >>> y_axis([3, 17])
    Axis(low=-2.5, high=22.5, step=5, ticks=(0, 5, 10, 15, 20))
    >>> y_axis([-2.5, 4.2]).ticks
    (-3, -2, -1, 0, 1, 2, 3, 4, 5)
    """
    flat = [*values, 0, 1]
    lo, hi = math.floor(min(flat)), math.ceil(max(flat))
    step = nice_step(hi - lo)
    first, last = step * math.floor(lo / step), step * math.ceil(hi / step)
    return Axis(first - step / 2, last + step / 2, step, tuple(range(first, last + 1, step)))


def x_axis(first: int, last: int, most: int = 8) -> Axis:
    """An x axis of whole numbers (rounds, games) from `first` to `last`: about `most` labels
    at most (every `step`-th: its multiples), and half a unit of room at each end, so that the
    first and the last point are drawn whole, never on the chart's edge.

    >>> x_axis(1, 1)
    Axis(low=0.5, high=1.5, step=1, ticks=(1,))
    >>> x_axis(0, 30).ticks
    (0, 4, 8, 12, 16, 20, 24, 28)
    """
    last = max(last, first)
    step = max(1, math.ceil((last - first + 1) / most))
    ticks = tuple(v for v in range(first, last + 1) if v % step == 0)
    return Axis(first - 0.5, last + 0.5, step, ticks or (first,))


def axis_labels(ticks: Iterable[int], *, size: float = 12,
                colour: str | None = None) -> list[Any]:
    """A label per tick, written as the app writes points (a true minus sign)."""
    import flet_charts as fch

    return [fch.ChartAxisLabel(value=v, label=ft.Text(signed(v), size=size, color=colour))
            for v in ticks]


# -- lines told apart (issue 38: tied lines hid each other, 2 lines seen for 6 players) ----------

#: a point's shape per seat, beside its colour: tied lines are told apart by their points too
SHAPES = ("dot", "square", "cross", "ring", "box")
TIE_PX = 3  # px between two tied lines: a line's width, so they run side by side


def shape_of(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


def colour_of(seat: int) -> str:
    return LINE_COLOURS[seat % len(LINE_COLOURS)]


def marker(seat: int, *, scale: float = 1.0) -> Any:
    """The shape a seat's points are drawn with (`SHAPES`), in its colour."""
    import flet_charts as fch

    colour, shape = colour_of(seat), shape_of(seat)
    if shape == "square":
        return fch.ChartSquarePoint(color=colour, size=8 * scale, stroke_width=0)
    if shape == "cross":
        return fch.ChartCrossPoint(color=colour, size=11 * scale, width=2.5 * scale)
    if shape == "ring":
        return fch.ChartCirclePoint(color=ft.Colors.TRANSPARENT, radius=4 * scale,
                                    stroke_color=colour, stroke_width=2 * scale)
    if shape == "box":
        return fch.ChartSquarePoint(color=ft.Colors.TRANSPARENT, size=8 * scale,
                                    stroke_color=colour, stroke_width=2 * scale)
    return fch.ChartCirclePoint(color=colour, radius=4 * scale, stroke_width=0)


def spread(series: list[list[tuple[int, int]]], gap: float) -> list[list[tuple[int, float]]]:
    """The points as drawn: where several seats have the same total after the same round,
    their points sit `gap` apart (in the chart's units) around the true total, the first seat
    on top, so that tied lines run side by side instead of on one another. A point no other
    seat shares is drawn where it is.

    >>> spread([[(0, 0), (1, 2)], [(0, 0), (1, 5)], [(0, 0), (1, 2)]], 1.0)
    [[(0, 1.0), (1, 2.5)], [(0, 0.0), (1, 5)], [(0, -1.0), (1, 1.5)]]
    """
    at: dict[tuple[int, int], list[int]] = {}
    for seat, line in enumerate(series):
        for point in line:
            at.setdefault(point, []).append(seat)
    out = []
    for seat, line in enumerate(series):
        drawn: list[tuple[int, float]] = []
        for x, y in line:
            tied = at[(x, y)]
            if len(tied) == 1:
                drawn.append((x, y))
            else:
                drawn.append((x, y + ((len(tied) - 1) / 2 - tied.index(seat)) * gap))
        out.append(drawn)
    return out


def ties(series: list[list[tuple[int, int]]]) -> list[tuple[int, list[int]]]:
    """Who is tied where the chart ends: (total, seats) for each total that two or more of
    the lines reaching the last round share, the highest total first.

    >>> ties([[(0, 0), (1, 4)], [(0, 0), (1, 4)], [(0, 0), (1, 2)], [(0, 0)]])
    [(4, [0, 1])]
    """
    end = max((line[-1][0] for line in series if line), default=None)
    by_total: dict[int, list[int]] = {}
    for seat, line in enumerate(series):
        if line and line[-1][0] == end:
            by_total.setdefault(line[-1][1], []).append(seat)
    return sorted(((t, seats) for t, seats in by_total.items() if len(seats) > 1),
                  key=lambda ts: -ts[0])


def tie_lines(series: list[list[tuple[int, int]]], names: Any) -> list[str]:
    """The legend's words for the ties where the chart ends: "Tied on 4 points: Ann and Bob"
    (the names joined as the language joins a list)."""
    from rules.message import Listing

    return [tr_n("Tied on {n} point: {names}", "Tied on {n} points: {names}", total,
                 n=signed(total), names=Listing(tuple(names[s] for s in seats)))
            for total, seats in ties(series)]


def line_chart(data: list[Any], values: Any, *, first: int, last: int, title: str,
               label_size: int = 28) -> ft.Control:
    """The frame every line chart of the app shares: the y axis fitted to `values` (`y_axis`),
    the x axis from `first` to `last` (`x_axis`: about eight labels), both labelled with whole
    numbers only, the x axis titled, grid lines, tooltips kept inside the chart."""
    import flet_charts as fch  # only when a chart is shown: keeps Home's start light

    y, x = y_axis(values), x_axis(first, last)
    return fch.LineChart(
        data_series=data, min_x=x.low, max_x=x.high, min_y=y.low, max_y=y.high,
        tooltip=fch.LineChartTooltip(bgcolor=theme.TOOLTIP_BG, border_radius=8,
                                     fit_inside_horizontally=True, fit_inside_vertically=True),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=y.step, show_min=False,
                                show_max=False, labels=axis_labels(y.ticks)),
        bottom_axis=fch.ChartAxis(
            labels=axis_labels(x.ticks), label_spacing=x.step, label_size=label_size,
            show_min=False, show_max=False, title=ft.Text(title, size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=y.step,
                                                 color=ft.Colors.OUTLINE_VARIANT, width=1),
        interactive=True, expand=True,
    )


def swatch(colour: str, text: str, *, line: bool = False, shape: str = "dot") -> ft.Control:
    """One entry of a chart's legend: the series' point (its `shape`, `SHAPES`) or a short
    line in the series' colour, and its name."""
    return ft.Row([mark(colour, "line" if line else shape),
                   ft.Text(text, size=theme.SMALL)], spacing=4, tight=True)


def mark(colour: str, shape: str, size: float = 14) -> ft.Control:
    """A legend's drawing of a point's shape (or a line), `size` px wide."""
    if shape == "cross":
        return ft.Icon(ft.Icons.CLOSE, color=colour, size=size + 2)
    if shape == "line":
        return ft.Container(width=size, height=4, bgcolor=colour, border_radius=2)
    hollow = shape in ("ring", "box")
    return ft.Container(
        width=size, height=size, bgcolor=None if hollow else colour,
        border=ft.Border.all(max(2, size / 6), colour) if hollow else None,
        border_radius=size / 2 if shape in ("dot", "ring") else 2)


def totals_chart(view: Any, ident: str) -> ft.Control:
    import flet_charts as fch  # only when a chart is shown: keeps Home's start light

    series = running_totals(view)
    rounds = len(view.rounds)
    y = y_axis(v for line in series for _, v in line)
    drawn = spread(series, TIE_PX * (y.high - y.low) / TOTALS_PLOT_PX)
    data = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(x, dy, tooltip=fch.LineChartDataPointTooltip(
                tr("{name}: {points}", name=name, points=signed(v)),
                text_style=theme.tooltip_style())) for (x, v), (_x, dy) in zip(line, at)],
            color=colour_of(s), stroke_width=3, point=marker(s),
            selected_point=marker(s, scale=1.6),  # a touched point keeps its shape
        )
        for s, (name, line, at) in enumerate(zip(view.players, series, drawn))
    ]
    chart = line_chart(data, [v for line in series for _, v in line], first=0,
                       last=max(rounds, 1),
                       title=tr("game") if _games(view) else tr("round"))
    legend = ft.Row([swatch(colour_of(s), name, shape=shape_of(s))
                     for s, name in enumerate(view.players)], wrap=True, spacing=14)
    tied = tie_lines(series, view.players)
    totals = ", ".join(tr("{name} {points}", name=n, points=t)
                       for n, t in zip(view.players, view.totals))
    return ft.Semantics(
        identifier=ident, label=tr("Chart of running totals. Now: {totals}.", totals=totals),
        container=True,
        content=ft.Column(present(
            ft.Container(chart, height=TOTALS_H, padding=ft.Padding.only(right=12)),
            legend,
            text_block(f"{ident}-ties", ft.Column([
                ft.Text(t, size=theme.SMALL, color=ft.Colors.ON_SURFACE_VARIANT)
                for t in tied], spacing=2)) if tied else None), spacing=8))


def _cell(text: str, *, width: int | None = None, bold: bool = False, size: int = theme.TEXT,
          colour: str | None = None, wrap: bool = False,
          weight: ft.FontWeight | None = None) -> ft.Control:
    """A table cell: a fixed width, or (None) an equal share of the row. `wrap`: the text goes
    onto more lines rather than being cut (a name: "Ma…" cannot be told from "Ma…")."""
    return ft.Container(ft.Text(text, size=size, no_wrap=not wrap,
                                overflow=None if wrap else ft.TextOverflow.ELLIPSIS,
                                text_align=ft.TextAlign.CENTER,
                                weight=ft.FontWeight.BOLD if bold else weight, color=colour),
                        width=width, expand=True if width is None else None,
                        alignment=ft.Alignment.CENTER)


def round_table(view: Any, ident: str, *, on_open: Callable[[int], None] | None = None,
                open_ident: str = "round-open", editing: int | None = None,
                total_ident: str | None = None) -> ft.Control:
    """One row per round (points per player), then the totals; a round opens with a tap.

    Rounds go down and players across, so six rounds and six players fit a phone's width.
    """
    names = list(view.players)
    games = _games(view)
    rows: list[ft.Control] = [ft.Row(
        [_cell(tr_c("a game of a match", "Game") if games else tr("Round"), width=ROUND_W, size=theme.SMALL)]
        + [_cell(n, size=theme.SMALL, bold=True, wrap=True) for n in names], spacing=4,
        vertical_alignment=ft.CrossAxisAlignment.START)]
    notes = change_notes(view)
    for r in view.rounds:
        number = r.plan.number  # R1 (a round), G1 (a game)
        if r.index in notes:  # who joined or left before this round, where it happened
            rows.append(text_block(f"{ident}-note-{r.index}", ft.Text(
                notes[r.index], size=theme.SMALL, italic=True,
                color=ft.Colors.ON_SURFACE_VARIANT)))
        label = tr("G{n}", n=number) if games else tr("R{n}", n=number)
        if on_open is not None:
            sel = editing == r.index
            head: ft.Control = ft.Semantics(
                identifier=f"{open_ident}-{r.index}", button=True, container=True,
                content=ft.Container(
                    ft.Text(label, size=theme.TEXT, weight=ft.FontWeight.BOLD,
                            color=ft.Colors.ON_PRIMARY if sel else ft.Colors.PRIMARY,
                            semantics_label=tr("Open game {n} to edit", n=number) if games
                            else tr("Open round {n} to edit", n=number)),
                    width=ROUND_W, height=theme.TAP - 4, alignment=ft.Alignment.CENTER,
                    border_radius=8, bgcolor=ft.Colors.PRIMARY if sel else None,
                    border=ft.Border.all(1, ft.Colors.PRIMARY),
                    on_click=act(on_open, r.index), ink=True))
        else:
            head = _cell(label, width=ROUND_W, size=theme.SMALL)
        points = (r.seat_points(len(names)) if hasattr(r, "seat_points")
                  else tuple(sc.points for sc in r.scores))
        rows.append(ft.Row([head] + [  # "–": a round the seat did not play (away)
            _cell("–" if p is None else theme.signed(p),
                  weight=None if p is None else theme.points_weight(p))
            for p in points], spacing=4))
    if len(view.rounds) in notes:  # changes made before the next round
        rows.append(text_block(f"{ident}-note-{len(view.rounds)}", ft.Text(
            notes[len(view.rounds)], size=theme.SMALL, italic=True,
            color=ft.Colors.ON_SURFACE_VARIANT)))
    totals: list[ft.Control] = []
    for s, t in enumerate(view.totals):
        cell = _cell(theme.signed(t), bold=True, size=theme.BIG)
        # the Semantics is the Row's child here, so it is what expands
        totals.append(ft.Semantics(identifier=f"{total_ident}-{s}", container=True, content=cell,
                                   expand=True) if total_ident else cell)
    rows.append(ft.Container(ft.Row([_cell(tr("Total"), width=ROUND_W, bold=True, size=theme.SMALL)]
                                    + totals, spacing=4),
                             border=ft.Border.only(top=ft.BorderSide(2, ft.Colors.OUTLINE)),
                             padding=ft.Padding.only(top=6)))
    # Player columns share the card's width (six players still fit a phone).
    return text_block(ident, ft.Column(rows, spacing=4))
