"""Running totals per player: a line chart (flet-charts) and the round table."""

from __future__ import annotations

import math
from typing import Any, Callable

import flet as ft

from scorepad.state.game_word import counts_games
from scorepad.ui import theme
from scorepad.ui.widgets import act, text_block
from scorepad.words import tr

#: line colours per seat, distinct on light and dark backgrounds
LINE_COLOURS = ("#3D7BFF", "#E5484D", "#2DB55D", "#F5A623", "#A855F7", "#14B8A6")
ROUND_W = 56  # px of the round column (a tap target when rounds can be opened)


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


def nice_step(span: int) -> int:
    """A grid step giving about four to eight lines: 1, 2, 5, 10, 20, 50, ..."""
    span = max(span, 1)
    base = 10 ** int(math.floor(math.log10(span)))
    for m in (1, 2, 5, 10):
        if span / (base * m) <= 8:
            return base * m
    return base * 10


def y_axis(values: Any) -> tuple[int, int, int]:
    """A line chart's y axis over `values`, 0 and 1 always in it: (min_y, max_y, the grid
    step), whole steps, with a step of room above the highest value.

    >>> y_axis([3, 17]), y_axis([-2.5, 4.2])
    ((0, 20, 10), (-3, 6, 1))
    """
    flat = [*values, 0, 1]
    lo, hi = math.floor(min(flat)), math.ceil(max(flat))
    step = nice_step(hi - lo)
    min_y, max_y = step * math.floor(lo / step), step * math.ceil(hi / step)
    return min_y, max_y + step if max_y == hi else max_y, step


def line_chart(data: list[Any], values: Any, *, min_x: int, max_x: int, labels: range,
               title: str, label_spacing: int | None = None, label_size: int = 28) -> ft.Control:
    """The frame every line chart of the app shares: the y axis fitted to `values`, a label per
    x in `labels` (every `label_spacing`-th shown), the x axis titled, grid lines, tooltips kept
    inside the chart."""
    import flet_charts as fch  # only when a chart is shown: keeps Home's start light

    min_y, max_y, step = y_axis(values)
    return fch.LineChart(
        data_series=data, min_x=min_x, max_x=max_x, min_y=min_y, max_y=max_y,
        tooltip=fch.LineChartTooltip(bgcolor=theme.TOOLTIP_BG, border_radius=8,
                                     fit_inside_horizontally=True, fit_inside_vertically=True),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=step),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Text(str(i), size=12)) for i in labels],
            label_spacing=label_spacing, label_size=label_size,
            title=ft.Text(title, size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
        interactive=True, expand=True,
    )


def swatch(colour: str, text: str, *, line: bool = False) -> ft.Control:
    """One entry of a chart's legend: a dot (or a short line) in the series' colour, and its
    name."""
    return ft.Row([ft.Container(width=14, height=4 if line else 14, bgcolor=colour,
                                border_radius=2 if line else 7), ft.Text(text, size=theme.SMALL)],
                  spacing=4, tight=True)


def totals_chart(view: Any, ident: str) -> ft.Control:
    import flet_charts as fch  # only when a chart is shown: keeps Home's start light

    series = running_totals(view)
    data = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(x, y, tooltip=fch.LineChartDataPointTooltip(
                tr("{name}: {points}", name=name, points=y),
                text_style=theme.tooltip_style())) for x, y in line],
            color=LINE_COLOURS[s % len(LINE_COLOURS)], stroke_width=3, point=True,
        )
        for s, (name, line) in enumerate(zip(view.players, series))
    ]
    rounds = len(view.rounds)
    chart = line_chart(data, [v for line in series for _, v in line], min_x=0,
                       max_x=max(rounds, 1),
                       labels=range(rounds + 1),
                       title=tr("game") if _games(view) else tr("round"))
    legend = ft.Row([swatch(LINE_COLOURS[s % len(LINE_COLOURS)], name)
                     for s, name in enumerate(view.players)], wrap=True, spacing=14)
    totals = ", ".join(tr("{name} {points}", name=n, points=t)
                       for n, t in zip(view.players, view.totals))
    return ft.Semantics(
        identifier=ident, label=tr("Chart of running totals. Now: {totals}.", totals=totals),
        container=True,
        content=ft.Column([ft.Container(chart, height=240, padding=ft.Padding.only(right=12)),
                           legend], spacing=8))


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
        [_cell(tr("Game") if games else tr("Round"), width=ROUND_W, size=theme.SMALL)]
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
