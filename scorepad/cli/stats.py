"""`scorepad stats [--format text|json] [--game ID] [--player NAME]` (../shared/STATS.md).

The figures of the finished games, from the one computation the Statistics screen reads
(`scorepad.services.figures.compute`). JSON: the contract's shape. Text: the same figures for a
person, aligned, in the words of the app (`scorepad.words`; the language of LANGUAGE / LC_ALL / LANG
when it is one of the app's eight, else English). A bad flag value is one line on stderr and
exit 2.
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any, Callable, TextIO

from scorepad.cli.base import PROG
from scorepad.config import Settings

FORMATS = ("text", "json")


def add_parser(sub, common: argparse.ArgumentParser) -> None:
    stats = sub.add_parser(
        "stats", parents=[common], help="the table's figures over the finished games",
        description="The figures of the finished games per game and per player: wins, "
        "points per round, calls met (by hand size and by seat from the dealer), the mean "
        "error, and what the judged tricks kept with the games show.")
    stats.add_argument("--format", default="text", metavar="FORMAT",
                       help="text (default) or json (the shape of docs/stats.md)")
    stats.add_argument("--game", default=None, metavar="ID",
                       help="only this game (sixth-sense, nomination-whist, shedding)")
    stats.add_argument("--player", default=None, metavar="NAME",
                       help="only this player (the name as stored)")


def _language() -> str:
    from scorepad.words import first_known

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        code = value.split(":")[0].split(".")[0].replace("_", "-")
        if code and code not in ("C", "POSIX"):
            return first_known([code])
    return "en"


def cmd_stats(settings: Settings, args: argparse.Namespace, out: TextIO, err: TextIO, *,
              opener: Callable[[Settings], Any]) -> int:
    from scorepad.services.figures.compute import game_ids, table_figures

    if args.format not in FORMATS:
        print(f"{PROG} stats: error: --format is text or json, not {args.format!r}", file=err)
        return 2
    if args.game is not None and args.game not in game_ids():
        print(f"{PROG} stats: error: unknown game {args.game!r}; the games are "
              f"{', '.join(game_ids())}", file=err)
        return 2
    store = opener(settings)
    try:
        figures = table_figures(store, game=args.game, player=args.player)
    finally:
        store.close()
    if args.format == "json":
        json.dump(figures.as_json(), out, ensure_ascii=False, indent=2)
        print(file=out)
        return 0
    from scorepad.words import speaking

    with speaking(_language()):
        out.write(render_text(figures, player=args.player))
    return 0


# -- text ----------------------------------------------------------------------------------

def _pct(rate: float | None) -> str:
    from scorepad.words import tr

    return "–" if rate is None else tr("{n}%", n=round(rate * 100))


def _table(rows: list[list[str]]) -> list[str]:
    """Columns aligned: the first to the left, the others (figures) to the right."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                             for i, (c, w) in enumerate(zip(r, widths))).rstrip()
            for r in rows]


def _split(cells: dict[int, list[int]]) -> str:
    return ", ".join(f"{k}: {m}/{n}" for k, (m, n) in sorted(cells.items()))


def render_text(figures: Any, *, player: str | None = None) -> str:
    """The figures for a person: per game a table of players, then details per player."""
    from scorepad.figure_words import figure_phrases
    from scorepad.services.figures.per_game import call_label, game_title
    from scorepad.words import tr, tr_n

    if not figures.games:
        if player is not None:
            return tr("No finished games of {name} yet.", name=player) + "\n"
        return tr("No finished games yet: play a game and its figures appear here.") + "\n"
    lines: list[str] = []
    for g, f in figures.games.items():
        lines.append(tr_n("{game}: {n} finished game, {rounds}",
                          "{game}: {n} finished games, {rounds}", f.games, game=game_title(g),
                          rounds=tr_n("{n} round", "{n} rounds", f.rounds)))
        head = [tr("Player"), tr("Games"), tr("Wins"), tr("Rounds"), tr("Points"),
                tr("Points per round")]
        calls = f.calls
        says = figure_phrases(g)  # the game's call word: "Bids met", "Predictions met"
        if calls:
            head += [says.met, tr("Mean error")]
        rows = [head]
        for p in sorted(f.players.values(), key=lambda p: (-p.wins, p.name.casefold())):
            row = [p.name, str(p.games), str(p.wins), str(p.rounds), _num(p.points, 0),
                   _num(p.points_per_round, 2)]
            if calls:
                row += [f"{p.calls_met} ({_pct(p.met_rate)})", _num(p.mean_error, 2, sign=True)]
            rows.append(row)
        lines += _table(rows)
        for p in sorted(f.players.values(), key=lambda p: p.name.casefold()):
            details = []
            if calls:
                details.append(says.hand_line(_split(p.by_hand_size)))
                details.append(says.seat_line(_split(p.by_seat)))
            if f.spec.dual is not None:
                call, targets = f.spec.dual
                details.append(tr_n("{call} held {n} time; met at {list}",
                                    "{call} held {n} times; met at {list}", p.dual_held,
                                    call=call_label(g, call),
                                    list=", ".join(f"{t}: {p.dual.get(t, 0)}" for t in targets)))
            if f.spec.doubles:
                details.append(tr_n("{n} double trick taken", "{n} double tricks taken",
                                    p.doubles))
            if f.spec.hands:
                details.append(tr_n("went out {n} time", "went out {n} times", p.rounds_out))
            if len(details) == 1:
                lines.append(f"  {p.name}: {details[0]}")
            elif details:
                lines.append(f"  {p.name}")
                lines += [f"    {d}" for d in details]
        if calls:
            lines.append("  " + says.note)
        j = f.judged
        if j is not None:
            parts = [tr_n("{n} trick judged", "{n} tricks judged", j.tricks)]
            if j.actions:
                parts += [tr_n("{n} reversal", "{n} reversals", j.reversals),
                          tr_n("{n} block", "{n} blocks", j.blocks),
                          tr_n("{n} double trick", "{n} double tricks", j.doubles),
                          *[tr("{n} declared as {value}", n=j.declared.get(v, 0), value=v)
                            for v in j.declare_as],
                          tr_n("{n} peek", "{n} peeks", j.peeks)]
            lines.append("  " + tr("Judged: {list}", list=", ".join(parts)))
        lines.append("")
    return "\n".join(lines)


def _num(value: float | None, digits: int, *, sign: bool = False) -> str:
    """A figure as the session's language writes it, a true minus sign, and with `sign` a plus
    (or ± for zero) in front: the mean error says over or under."""
    from babel.numbers import format_decimal

    from rules.language import LOCALES
    from scorepad.words import current

    if value is None:
        return "–"
    body = format_decimal(abs(value), format="0." + "0" * digits if digits else "0",
                          locale=LOCALES[current()], group_separator=False)
    if round(value, digits) == 0:
        return ("±" if sign else "") + body
    return ("−" if value < 0 else "+" if sign else "") + body
