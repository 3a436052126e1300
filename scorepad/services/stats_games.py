"""How each game's rows read in SQL, for the statistics: which total is better, how far a call
was from its target, the kind of game a figure belongs to.

Nothing here knows a game: each registered sheet declares what its statistics need
(`rules.scoresheet.SheetDefaults`): `higher_wins_for(options)`, `kind_option` and `kind_words`
(an option whose values are kinds of game never compared with each other), `call_word` (its
rounds carry a call), `call_choices` and `call_targets` (a call aiming at other trick counts than
its value, and how it is written). A GROUP BY needs them as SQL expressions: they are built here
from the sheets of the registry as it is when a query runs (a game registered later is read
too), and tests (tests/scorepad/services/test_stats.py) check them against the sheets.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from sqlalchemy import and_, case, false, func, literal, true
from sqlalchemy.sql.elements import ColumnElement

from rules.message import Term
from rules.registry import GAMES, scoresheet
from rules.registry import game_title as registry_title
from scorepad.store.models import Game, RoundSeat
from scorepad.app_message import AppMessage, app_msg

def _sheets() -> Iterator[tuple[str, Any]]:
    """(game id, sheet) of every registered game that loads, in registry order."""
    for game in list(GAMES):
        try:
            yield game, scoresheet(game)
        except Exception:  # a game that fails to load reads as one kind, higher wins
            continue


def _kind_spec(sheet: Any) -> Any:
    key = getattr(sheet, "kind_option", None)
    return next((s for s in sheet.option_specs if s.key == key), None) if key else None


def kinds_of(game: str, sheet: Any) -> list[tuple[str, Any]]:
    """(kind id, the kind option's value) of each kind of `game`; one (game, None) when its
    sheet names no kind option. The option's default keeps the game id as its kind."""
    spec = _kind_spec(sheet)
    if spec is None:
        return [(game, None)]
    return [(game if p.value == spec.default else f"{game}/{p.value}", p.value)
            for p in spec.picks]


def _higher_of(sheet: Any, value: Any) -> bool:
    """Whether a higher final total is better in the kind whose option has `value`."""
    key = getattr(sheet, "kind_option", None)
    return bool(sheet.higher_wins_for(sheet.read_options({key: value} if key else {})))


def _kinds() -> Iterator[tuple[str, str, Any, Any]]:
    """(kind id, game id, sheet, kind value) of every registered game's kinds."""
    for game, sheet in _sheets():
        for kind, value in kinds_of(game, sheet):
            yield kind, game, sheet, value


def _find(kind: str) -> tuple[str, Any, Any] | None:
    return next(((g, sh, v) for k, g, sh, v in _kinds() if k == kind), None)


def _option_sql(sheet: Any) -> ColumnElement:
    """The game's kind option as stored (its default where left out), in SQL."""
    spec = _kind_spec(sheet)
    column = Game.options[spec.key]
    if isinstance(spec.default, bool):
        typed = column.as_boolean()
    elif isinstance(spec.default, int):
        typed = column.as_integer()
    else:
        typed = column.as_string()
    return func.coalesce(typed, spec.default)


def _is_kind(game: str, sheet: Any, value: Any) -> ColumnElement:
    if getattr(sheet, "kind_option", None) is None:
        return Game.game == game
    return and_(Game.game == game, _option_sql(sheet) == value)


def _higher_is_better() -> ColumnElement:
    """True where a higher final total is better, as each game's sheet reads its kind."""
    lower = [(_is_kind(game, sheet, value), false()) for _k, game, sheet, value in _kinds()
             if not _higher_of(sheet, value)]
    return case(*lower, else_=true()) if lower else true()


def higher_is_better(kind: str) -> bool:
    """Whether a higher total is better in this kind of game (a game id, or `<game>/<value>`);
    True for an id this version does not know."""
    found = _find(kind)
    return True if found is None else _higher_of(found[1], found[2])


def _kind() -> ColumnElement:
    """The unit a figure may be compared within: the game id, or for a game with a kind option
    set to other than its default, `<game>/<value>`."""
    other = [(_is_kind(game, sheet, value), literal(kind)) for kind, game, sheet, value in _kinds()
             if kind != game]
    return case(*other, else_=Game.game) if other else Game.game


def game_of(kind: str) -> str:
    """The game id of a kind."""
    found = _find(kind)
    return kind if found is None else found[0]


# -- calls ------------------------------------------------------------------------------------

def _nearest(tricks: Any, targets: tuple[int, ...]) -> ColumnElement:
    """How far `tricks` is from the nearest of `targets` (ascending): the lower of two while
    the tricks are at most halfway to the next (6 or 9: 7 -> 1 off 6, 8 -> 1 off 9)."""
    expr = func.abs(tricks - targets[-1])
    for lo, hi in reversed(list(zip(targets, targets[1:]))):
        expr = case((tricks * 2 <= lo + hi, func.abs(tricks - lo)), else_=expr)
    return expr


def _call_distance(sheet: Any) -> Callable[[Any, Any], ColumnElement]:
    """The tricks' distance from a call's nearest target, in SQL, for this sheet."""
    aiming = []
    for choice in sheet.call_choices:
        targets = tuple(sorted(sheet.call_targets(choice.value)))
        if targets != (choice.value,):
            aiming.append((choice.value, targets))

    def distance(call: Any, tricks: Any) -> ColumnElement:
        exact = func.abs(tricks - call)
        if not aiming:
            return exact
        return case(*[(call == value, _nearest(tricks, targets)) for value, targets in aiming],
                    else_=exact)

    return distance


def call_games() -> tuple[str, ...]:
    """The registered games whose rounds carry a call (their sheet's `call_word`), in registry
    order: the games with prediction figures."""
    return tuple(g for g, sh in _sheets() if getattr(sh, "call_word", ""))


def call_distance(game: str) -> Callable[[Any, Any], ColumnElement]:
    """The tricks' distance from a call's nearest target, in SQL, for `game` (one of
    `call_games()`; KeyError for a game without calls)."""
    sheet = dict(_sheets()).get(game)
    if sheet is None or not getattr(sheet, "call_word", ""):
        raise KeyError(game)
    return _call_distance(sheet)


def _distance(game: str) -> ColumnElement:
    return call_distance(game)(RoundSeat.call, RoundSeat.tricks)


def call_label(game: str, call: int) -> str:
    """How the table writes a call (its sheet's call choice, "6/9"), else the number."""
    try:
        choices = scoresheet(game).call_choices
    except Exception:  # an id from another version of the app
        choices = ()
    return next((c.label for c in choices if c.value == call), str(call))


# -- words ------------------------------------------------------------------------------------

def game_title(game: str) -> Term | str:
    """The game's title as the engine's word (`rules.registry.game_title`), said in the
    screen's language where it is shown; an id from another version of the app as stored."""
    return registry_title(game)


def kind_title(kind: str) -> AppMessage | Term | str:
    """The game's title, with the kind's word when the game has kinds ("… · classic")."""
    found = _find(kind)
    if found is None:
        return game_title(kind)
    game, sheet, value = found
    if getattr(sheet, "kind_option", None) is None:
        return game_title(game)
    word = sheet.kind_words.get(value)
    return app_msg("{game} · {kind}", game=game_title(game),
                   kind=word if word is not None else str(value))
