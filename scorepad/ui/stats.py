"""Statistics: a player's headline figures as tiles, charts of calls met (predictions or bids:
the state's `call_phrases`) and recent form, and the leaderboard of everyone. Reads `StatsState`
only; the figures come from the one computation `scorepad stats` prints.
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from rules.message import Listing
from scorepad.state.stats import PERIODS, StatsState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, chip, error_box, present, text_block, wrap
from scorepad.ui.stats_charts import form_chart, hits_chart, number, per_round, percent
from scorepad.ui.stats_figures import FiguresLoading, figures_section
from scorepad.words import N_, tr, tr_c, tr_n

#: which games and which period every figure covers, each a whole sentence (a translator
#: writes each as the language says it: no scope is slotted into another sentence); by
#: period (PERIODS' keys): all games with their names, all games, one game
SCOPE_SENTENCES = {
    "all": (N_("Figures for all games ({games}), since the first game."),
            N_("Figures for all games, since the first game."),
            N_("Figures for {game} only, since the first game.")),
    "year": (N_("Figures for all games ({games}) over the last 12 months."),
             N_("Figures for all games over the last 12 months."),
             N_("Figures for {game} only, over the last 12 months.")),
    "month": (N_("Figures for all games ({games}) over the last 30 days."),
              N_("Figures for all games over the last 30 days."),
              N_("Figures for {game} only, over the last 30 days.")),
}


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
    """Which games and which period every figure below covers: one whole sentence."""
    named, every, one = SCOPE_SENTENCES.get(ss.period, SCOPE_SENTENCES["all"])
    if ss.game is None:
        names = Listing(tuple(ss.game_title(g) for g in ss.games))  # as the language lists
        return tr(named, games=names) if names.items else tr(every)
    return tr(one, game=ss.game_title(ss.game))


def tiles(ss: StatsState) -> ft.Control:
    """Counts that mean the same in every game: games, finished, wins (of finished games)."""
    s = ss.stats
    scope = tr("all games") if ss.game is None else ss.game_title(ss.game)
    items = [
        tile("stats-tile-games", str(s.games), tr("Games"),
             tr_n("{n} finished game · {scope}", "{n} finished games · {scope}", s.finished,
                  scope=scope)),
        tile("stats-tile-wins", str(s.wins), tr("Wins"),
             tr_n("{rate} of {n} finished game", "{rate} of {n} finished games", s.finished,
                  rate=percent(s.win_rate))),
    ]
    return ft.ResponsiveRow(items, spacing=theme.GAP, run_spacing=theme.GAP)


def kind_tiles(ss: StatsState, f: Any) -> ft.Control:
    """One kind of game's own figures: its points are never added to another game's."""
    k = f.kind or f.game
    if f.lower_points_better:
        points = tile(f"stats-tile-points-{k}", per_round(f.points_per_round),
                      tr("Hand points per game"),
                      tr_n("{n} game · lower is better", "{n} games · lower is better",
                           f.rounds))
    else:
        points = tile(f"stats-tile-points-{k}", per_round(f.points_per_round),
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
    p = ss.prediction_of(f.game)
    if p is not None:
        items += [
            tile(f"stats-tile-met-{k}", percent(p.met_rate), ss.call_phrases(f.game).met,
                 tr_n("{met} of {n} round", "{met} of {n} rounds", p.rounds, met=p.met)),
            tile(f"stats-tile-distance-{k}", number(p.average_distance, 2),
                 tr("Tricks off target"), tr("on average a round")),
        ]
    return ft.ResponsiveRow(items, spacing=theme.GAP, run_spacing=theme.GAP)


def kind_section(ss: StatsState, f: Any) -> ft.Control:
    k = f.kind or f.game
    p = ss.prediction_of(f.game)
    return card(
        text_block(f"stats-kind-{k}", ft.Text(
            tr_n("{game} · {n} game", "{game} · {n} games", f.games, game=f.title),
            size=theme.TEXT, weight=ft.FontWeight.BOLD)),
        kind_tiles(ss, f),
        *present(hits_chart(ss, p, k, ss.call_phrases(f.game)) if p is not None else None,
                 form_chart(ss, f)))


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
    heads = (tr("Wins"), tr_c("a column: how many games finished", "Finished"), tr("Win %"))
    # a column is as wide as its heading in the session's language ("% victoires" is not cut
    # at 360 px); the player's column takes what is left, its names wrapping
    wins_w, done_w, rate_w = (max(base, round(len(head) * HEAD_CHAR_PX) + 4)
                              for head, base in zip(heads, (48, 72, 56)))
    rows: list[ft.Control] = [ft.Container(ft.Row([
        cell("#", 24, align=left, **muted),
        cell(tr("Player"), None, expand=True, align=left, **muted),
        cell(heads[0], wins_w, **muted), cell(heads[1], done_w, **muted),
        cell(heads[2], rate_w, **muted)],
        spacing=4), padding=ft.Padding.symmetric(horizontal=4))]
    for k, p in enumerate(ss.leaderboard):
        me = p.name == ss.selected
        rows.append(ft.Container(ft.Row([
            cell(str(k + 1), 24, align=left),
            cell(p.name, None, bold=me, expand=True, align=left, wrap=True),
            cell(str(p.wins), wins_w, bold=me), cell(str(p.finished), done_w),
            cell(percent(p.win_rate), rate_w)], spacing=4),
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
                            ft.Text(tr("Wins and win rate over the finished games these "
                                       "figures cover; a shared win counts for each."),
                                    size=13, color=ft.Colors.ON_SURFACE_VARIANT),
                            *rows], spacing=4))


HEAD_CHAR_PX = 6.5  # a character of a heading at theme.SMALL, at most (Roboto)


def board_line(k: int, p: Any) -> str:
    """One player of the leaderboard, read out: "1. Ann: 2 wins in 3 finished games"."""
    wins = tr_n("{n} win", "{n} wins", p.wins)
    line = tr_n("{place}. {name}: {wins} in {n} finished game",
                "{place}. {name}: {wins} in {n} finished games", p.finished,
                place=k + 1, name=p.name, wins=wins)
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
                        *([FiguresLoading(ss)] if ss.figures_pending else
                          [figures_section(ss, g) for g in
                           (ss.figures.games if ss.figures is not None else ())]),
                        card(h2h) if (h2h := head_to_head(ss)) is not None else None]
    return ft.Column(present(
        title,
        error_box(ss.error),
        filters(ss),
        text_block("stats-scope", ft.Text(scope_text(ss),
                                          size=theme.SMALL,
                                          color=ft.Colors.ON_SURFACE_VARIANT)),
        ft.Text(tr("Player"), size=theme.SMALL, weight=ft.FontWeight.W_600),
        wrap(pickers),
        *figures,
        card(leaderboard(ss)),
        button("stats-back", tr("Back"), on_back, icon=ft.Icons.ARROW_BACK, full=True),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
