"""Statistics: a player's headline figures as tiles, charts of predictions met and recent form,
and the leaderboard of everyone. Reads `StatsState` only; the figures come from the database.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import flet as ft

from scorepad.services.stats import CALL_DISTANCE
from scorepad.state.sheet_words import round_word
from scorepad.state.stats import PERIODS, StatsState
from scorepad.ui import theme
from scorepad.ui.chart import nice_step
from scorepad.ui.widgets import act, button, card, chip, error_box, present, text_block, wrap
from scorepad.words import N_, current, tr, tr_n

BAR_COLOUR = "#3D7BFF"
POINTS_COLOUR = "#9AA4B2"
AVERAGE_COLOUR = "#E5484D"
FORM_WINDOW = 5  # rounds in the form chart's moving average
CHART_H = 220
CALL_GAMES = frozenset(CALL_DISTANCE)  # games whose rounds carry a prediction or a bid
#: a period inside a sentence ("all games, 12 months"); the chips show PERIODS' labels
PERIOD_WORDS = {"all": N_("all time"), "year": N_("12 months"), "month": N_("30 days")}


def percent(rate: float | None) -> str:
    return "–" if rate is None else tr("{n}%", n=round(rate * 100))


def number(value: float | None, digits: int = 1) -> str:
    """A figure with up to `digits` decimals, written as the session's language writes it."""
    if value is None:
        return "–"
    text = f"{value:.{digits}f}"
    text = text.rstrip("0").rstrip(".") if "." in text else text
    lang = current()
    if lang == "en":
        return text
    from babel.numbers import format_decimal

    from rules.language import LOCALES

    return format_decimal(float(text), locale=LOCALES[lang], group_separator=False)


def lower_better(text: str, lower: bool) -> str:
    """`text`, said to be a figure where lower is better when it is one."""
    return tr("{figure} (lower is better)", figure=text) if lower else text


def moving_average(values: tuple[int, ...] | list[int], window: int = FORM_WINDOW) -> list[float]:
    """The mean of each value with up to `window - 1` before it.

    >>> moving_average([2, 4, 6], 2)
    [2.0, 3.0, 5.0]
    """
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(sum(part) / len(part))
    return out


# -- pieces -------------------------------------------------------------------------------------

def tile(ident: str, value: str, caption: str, detail: str = "") -> ft.Control:
    """A headline figure: a big number over its caption."""
    return ft.Container(
        text_block(ident, ft.Column(present(
            ft.Text(value, size=30, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY,
                    no_wrap=True),
            ft.Text(caption, size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Text(detail, size=13, color=ft.Colors.ON_SURFACE_VARIANT) if detail else None,
        ), spacing=0, tight=True)),
        col={"xs": 6, "sm": 4}, padding=12, border_radius=theme.RADIUS,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))


def scope_text(ss: StatsState) -> str:
    """Which games every figure below covers, in words."""
    period = tr(PERIOD_WORDS.get(ss.period, PERIOD_WORDS["all"]))
    if ss.game is None:
        names = ", ".join(ss.game_title(g) for g in ss.games)
        return (tr("all games ({games}), {period}", games=names, period=period) if names
                else tr("all games, {period}", period=period))
    return tr("{game} only, {period}", game=ss.game_title(ss.game), period=period)


def tiles(ss: StatsState) -> ft.Control:
    """Counts that mean the same in every game: games, finished, wins (of finished games)."""
    s = ss.stats
    scope = tr("all games") if ss.game is None else ss.game_title(ss.game)
    items = [
        tile("stats-tile-games", str(s.games), tr("Games"),
             tr("{n} finished · {scope}", n=s.finished, scope=scope)),
        tile("stats-tile-wins", str(s.wins), tr("Wins"),
             tr_n("{rate} of {n} finished game", "{rate} of {n} finished games", s.finished,
                  rate=percent(s.win_rate))),
    ]
    return ft.ResponsiveRow(items, spacing=theme.GAP, run_spacing=theme.GAP)


def kind_tiles(ss: StatsState, f: Any) -> ft.Control:
    """One kind of game's own figures: its points are never added to another game's."""
    k = f.kind or f.game
    if f.lower_points_better:
        points = tile(f"stats-tile-points-{k}", number(f.points_per_round),
                      tr("Hand points per game"),
                      tr_n("{n} game · lower is better", "{n} games · lower is better",
                           f.rounds))
    else:
        points = tile(f"stats-tile-points-{k}", number(f.points_per_round),
                      tr("Points per round"), tr_n("{n} round", "{n} rounds", f.rounds))
    if f.best_is_lowest:
        reading = tr_n("lowest total of {n} finished game", "lowest total of {n} finished games",
                       f.finished)
    else:
        reading = tr_n("highest total of {n} finished game",
                       "highest total of {n} finished games", f.finished)
    items = [
        points,
        tile(f"stats-tile-best-{k}", "–" if f.best_total is None else str(f.best_total),
             tr("Best game"), reading),
    ]
    p = ss.stats.prediction(f.game) if f.game in CALL_GAMES else None
    if p is not None:
        items += [
            tile(f"stats-tile-met-{k}", percent(p.met_rate), tr("Predictions met"),
                 tr_n("{met} of {n} round", "{met} of {n} rounds", p.rounds, met=p.met)),
            tile(f"stats-tile-distance-{k}", number(p.average_distance, 2),
                 tr("Tricks off target"), tr("on average a round")),
        ]
    return ft.ResponsiveRow(items, spacing=theme.GAP, run_spacing=theme.GAP)


def kind_section(ss: StatsState, f: Any) -> ft.Control:
    k = f.kind or f.game
    p = ss.stats.prediction(f.game) if f.game in CALL_GAMES else None
    return card(
        text_block(f"stats-kind-{k}", ft.Text(
            tr_n("{game} · {n} game", "{game} · {n} games", f.games, game=f.title),
            size=theme.TEXT, weight=ft.FontWeight.BOLD)),
        kind_tiles(ss, f),
        *present(hits_chart(ss, p, k) if p is not None else None, form_chart(ss, f)))


def hits_chart(ss: StatsState, p: Any, k: str) -> ft.Control:
    import flet_charts as fch  # only when a chart is shown

    name = ss.selected or ""
    groups = [
        fch.BarChartGroup(x=i, rods=[fch.BarChartRod(
            from_y=0, to_y=round(100 * (c.rate or 0), 1), width=18, color=BAR_COLOUR,
            border_radius=4,  # no full-height background track: it read as 100% met
            tooltip=fch.BarChartRodTooltip(
                tr_n("{call}: {met} of {n} met ({rate})", "{call}: {met} of {n} met ({rate})",
                     c.rounds, call=c.label, met=c.met, rate=percent(c.rate)),
                text_style=theme.tooltip_style()))])
        for i, c in enumerate(p.by_call)]
    chart = fch.BarChart(
        groups=groups, min_y=0, max_y=100, interactive=True, expand=True,
        tooltip=fch.BarChartTooltip(bgcolor=theme.TOOLTIP_BG, border_radius=8,
                                    fit_inside_horizontally=True, fit_inside_vertically=True),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=25,
                                labels=[fch.ChartAxisLabel(value=v,
                                                           label=ft.Text(tr("{n}%", n=v), size=12))
                                        for v in (0, 25, 50, 75, 100)]),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Column([
                ft.Text(c.label, size=12, weight=ft.FontWeight.BOLD),
                ft.Text(f"{c.rounds}×", size=11, color=ft.Colors.ON_SURFACE_VARIANT)],
                spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER))
                    for i, c in enumerate(p.by_call)],
            label_size=38, title=ft.Text(tr("prediction, and how often it was made"), size=12),
            title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=25, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
    )
    said = "; ".join(tr_n("{call}: {met} of {n}", "{call}: {met} of {n}", c.rounds,
                          call=c.label, met=c.met) for c in p.by_call)
    return ft.Semantics(
        identifier=f"stats-chart-hits-{k}", container=True,
        label=tr("Chart of predictions met by value, {name}, {game}. {details}.", name=name,
                 game=p.title, details=said),
        content=ft.Column([
            ft.Text(tr("Predictions met by value · {game}", game=p.title), size=theme.SMALL,
                    weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8))],
            spacing=6))


def form_chart(ss: StatsState, f: Any) -> ft.Control:
    import flet_charts as fch

    k = f.kind or f.game
    form = list(f.form)
    name = ss.selected or ""
    games = round_word(f.game) == "game"  # the sheet's word (game: hand points)
    lower = bool(f.lower_points_better)
    if not form:
        return text_block(f"stats-chart-form-{k}", ft.Text(
            tr("No games of {game} played by {name} yet.", game=f.title, name=name) if games
            else tr("No rounds of {game} played by {name} yet.", game=f.title, name=name),
            size=theme.TEXT))
    avg = moving_average(form)
    lo, hi = min(form + [0]), max(form + [1])
    step = nice_step(hi - lo)
    min_y, max_y = step * math.floor(lo / step), step * math.ceil(hi / step)
    if max_y == hi:
        max_y += step
    n = len(form)
    style = theme.tooltip_style()
    data = [
        fch.LineChartData(points=[fch.LineChartDataPoint(
            i + 1, y, tooltip=fch.LineChartDataPointTooltip(
                tr_n("{n} hand point", "{n} hand points", y) if games
                else tr_n("{n} point", "{n} points", y), text_style=style))
            for i, y in enumerate(form)], color=POINTS_COLOUR, stroke_width=1, point=True),
        fch.LineChartData(points=[fch.LineChartDataPoint(
            i + 1, round(y, 2), tooltip=fch.LineChartDataPointTooltip(
                tr("average {value}", value=number(y)), text_style=style))
            for i, y in enumerate(avg)], color=AVERAGE_COLOUR, stroke_width=3, curved=True,
            prevent_curve_over_shooting=True),
    ]
    every = max(1, math.ceil(n / 8))  # about eight labels fit a phone
    chart = fch.LineChart(
        data_series=data, min_x=1, max_x=max(n, 2), min_y=min_y, max_y=max_y,
        tooltip=fch.LineChartTooltip(bgcolor=theme.TOOLTIP_BG, border_radius=8,
                                     fit_inside_horizontally=True, fit_inside_vertically=True),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=step),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Text(str(i), size=12))
                    for i in range(1, n + 1)],
            label_spacing=every, label_size=28,
            title=ft.Text(tr("game (oldest to latest)") if games
                          else tr("round (oldest to latest)"), size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
        interactive=True, expand=True,
    )
    average = number(f.form_average)
    said_lower = " " + tr("(lower is better)") if lower else ""
    legend = ft.Row([
        ft.Row([ft.Container(width=14, height=14, bgcolor=POINTS_COLOUR, border_radius=7),
                ft.Text(lower_better(tr("hand points in the game") if games
                                     else tr("points in the round"), lower),
                        size=theme.SMALL)], spacing=4, tight=True),
        ft.Row([ft.Container(width=14, height=4, bgcolor=AVERAGE_COLOUR, border_radius=2),
                ft.Text(tr("average of {n}", n=FORM_WINDOW), size=theme.SMALL)], spacing=4,
               tight=True),
    ], wrap=True, spacing=14)
    if games:
        said = tr_n("Chart of recent form in {game}, {name}: {n} game, {average} hand points a "
                    "game on average{lower}, latest {latest}.",
                    "Chart of recent form in {game}, {name}: {n} games, {average} hand points a "
                    "game on average{lower}, latest {latest}.", n, game=f.title, name=name,
                    average=average, latest=form[-1], lower=said_lower)
        heading = tr_n("Form · {game} · last {n} game · {average} hand points a game",
                       "Form · {game} · last {n} games · {average} hand points a game", n,
                       game=f.title, average=average)
    else:
        said = tr_n("Chart of recent form in {game}, {name}: {n} round, {average} points a "
                    "round on average{lower}, latest {latest}.",
                    "Chart of recent form in {game}, {name}: {n} rounds, {average} points a "
                    "round on average{lower}, latest {latest}.", n, game=f.title, name=name,
                    average=average, latest=form[-1], lower=said_lower)
        heading = tr_n("Form · {game} · last {n} round · {average} points a round",
                       "Form · {game} · last {n} rounds · {average} points a round", n,
                       game=f.title, average=average)
    return ft.Semantics(
        identifier=f"stats-chart-form-{k}", container=True,
        label=said,
        content=ft.Column([
            ft.Text(lower_better(heading, lower), size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8)),
            legend], spacing=6))


def head_to_head(ss: StatsState) -> ft.Control | None:
    rows = ss.stats.head_to_head
    if not rows:
        return None
    lines = []
    for h in rows[:6]:
        if h.level:
            record = tr_n("ahead {ahead} of {n}, level {level}",
                          "ahead {ahead} of {n}, level {level}", h.games, ahead=h.ahead,
                          level=h.level)
        else:
            record = tr_n("ahead {ahead} of {n}", "ahead {ahead} of {n}", h.games, ahead=h.ahead)
        lines.append(ft.Row([
            ft.Text(tr("vs {name}", name=h.opponent), size=theme.TEXT,
                    weight=ft.FontWeight.W_600, expand=True),
            ft.Text(record, size=theme.TEXT)]))
    return text_block("stats-head-to-head", ft.Column([
        ft.Text(tr("Head to head: finished games played together, and who ended ahead in each "
                   "(by that game's own reading of the totals)"), size=theme.SMALL,
                weight=ft.FontWeight.W_600), *lines], spacing=6))


def leaderboard(ss: StatsState) -> ft.Control:
    def cell(text: str, width: int | None, *, bold: bool = False, expand: bool = False,
             align=ft.Alignment.CENTER_RIGHT, size: int = theme.TEXT,
             colour: str | None = None, wrap: bool = False) -> ft.Control:
        # a name wraps (never "Ma…"); numbers are short and stay on one line
        return ft.Container(ft.Text(text, size=size, no_wrap=not wrap, color=colour,
                                    weight=ft.FontWeight.BOLD if bold else None),
                            width=width, expand=expand or None, alignment=align)

    left = ft.Alignment.CENTER_LEFT
    muted = dict(size=theme.SMALL, colour=ft.Colors.ON_SURFACE_VARIANT)
    # Wins, finished games and the rate over the same games: like with like (games not
    # finished yet are counted apart, they are in no rate).
    rows: list[ft.Control] = [ft.Container(ft.Row([
        cell("#", 24, align=left, **muted),
        cell(tr("Player"), None, expand=True, align=left, **muted),
        cell(tr("Wins"), 48, **muted), cell(tr("Finished"), 72, **muted),
        cell(tr("Win %"), 56, **muted)],
        spacing=4), padding=ft.Padding.symmetric(horizontal=4))]
    for k, p in enumerate(ss.leaderboard):
        me = p.name == ss.selected
        rows.append(ft.Container(ft.Row([
            cell(str(k + 1), 24, align=left),
            cell(p.name, None, bold=me, expand=True, align=left, wrap=True),
            cell(str(p.wins), 48, bold=me), cell(str(p.finished), 72),
            cell(percent(p.win_rate), 56)], spacing=4),
            bgcolor=ft.Colors.SECONDARY_CONTAINER if me else None, border_radius=8,
            padding=ft.Padding.symmetric(vertical=4, horizontal=4)))
    if not ss.leaderboard:
        rows.append(ft.Text(tr("Nobody played in this period."), size=theme.TEXT))
    summary = "; ".join(board_line(k, p) for k, p in enumerate(ss.leaderboard))
    return ft.Semantics(identifier="stats-leaderboard", container=True,
                        label=tr("Leaderboard. {rows}",
                                 rows=summary or tr("Nobody played in this period.")),
                        content=ft.Column([
                            ft.Text(tr("Leaderboard"), size=theme.SMALL,
                                    weight=ft.FontWeight.W_600),
                            ft.Text(tr("Wins and win rate over the finished games of "
                                       "{scope}; a shared win counts for each.",
                                       scope=scope_text(ss)),
                                    size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                            *rows], spacing=4))


def board_line(k: int, p: Any) -> str:
    """One player of the leaderboard, read out: "1. Ann: 2 wins in 3 finished games"."""
    wins = tr_n("{n} win", "{n} wins", p.wins)
    line = tr_n("{place}. {name}: {wins} in {n} finished game",
                "{place}. {name}: {wins} in {n} finished games", p.finished,
                place=k + 1, name=p.name, wins=wins)
    if p.games > p.finished:
        line = tr("{line} ({n} not finished)", line=line, n=p.games - p.finished)
    return line


def filters(ss: StatsState) -> ft.Control:
    periods = [chip(f"stats-period-{key}", tr(label), act(ss.select_period, key),
                    selected=ss.period == key, width=None, size=theme.SMALL)
               for key, (label, _) in PERIODS.items()]
    games: list[ft.Control] = []
    if len(ss.games) > 1:
        games = [chip("stats-game-all", tr("All games"), act(ss.select_game, None),
                      selected=ss.game is None, width=None, size=theme.SMALL)]
        games += [chip(f"stats-game-{g}", ss.game_title(g), act(ss.select_game, g),
                       selected=ss.game == g, width=None, size=theme.SMALL) for g in ss.games]
    return ft.Column(present(wrap(games) if games else None, wrap(periods)), spacing=theme.GAP)


def empty_state(on_back: Callable[[], Any]) -> list[ft.Control]:
    return [text_block("stats-empty", card(
        ft.Icon(ft.Icons.INSIGHTS, size=48, color=ft.Colors.PRIMARY),
        ft.Text(tr("No statistics yet"), size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(tr("Play a game and the figures appear here: wins, predictions met by value, "
                   "form over the last rounds, and a leaderboard of everyone at the table."),
                size=theme.TEXT))),
        button("stats-back", tr("Back"), on_back, icon=ft.Icons.ARROW_BACK, full=True)]


# -- the screen ---------------------------------------------------------------------------------

@ft.component
def stats_view(state: StatsState, *, on_back: Callable[[], Any]) -> ft.Control:
    """The Statistics screen over `state` (loaded by whoever opens it); `on_back` leaves it."""
    ss = state
    title = ft.Text(tr("Statistics"), size=26, weight=ft.FontWeight.BOLD)
    if not ss.loaded:
        return ft.Column([title, ft.Text(tr("Loading…"), size=theme.TEXT)], spacing=10)
    if ss.is_empty:
        return ft.Column(present(title, error_box(ss.error), *empty_state(on_back)), spacing=12,
                         horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    pickers = [chip(f"stats-player-{i}", name, act(ss.select_player, name),
                    selected=name == ss.selected, width=None, size=theme.SMALL,
                    label=tr("Show {name}'s statistics", name=name))
               for i, name in enumerate(ss.players)]
    figures: list[ft.Control | None] = []
    if ss.stats is not None:
        if ss.stats.games == 0:
            figures.append(ft.Text(tr("{name} has no games in this period.", name=ss.selected),
                                   size=theme.TEXT))
        else:
            # counts first (they mean the same in every game), then each kind of game on
            # its own: points, best game, predictions and form never mix two games
            figures += [tiles(ss), *[kind_section(ss, f) for f in ss.stats.kinds],
                        card(h2h) if (h2h := head_to_head(ss)) is not None else None]
    return ft.Column(present(
        title,
        error_box(ss.error),
        filters(ss),
        text_block("stats-scope", ft.Text(tr("Figures of {scope}.", scope=scope_text(ss)),
                                          size=theme.SMALL,
                                          color=ft.Colors.ON_SURFACE_VARIANT)),
        ft.Text(tr("Player"), size=theme.SMALL, weight=ft.FontWeight.W_600),
        wrap(pickers),
        *figures,
        card(leaderboard(ss)),
        button("stats-back", tr("Back"), on_back, icon=ft.Icons.ARROW_BACK, full=True),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
