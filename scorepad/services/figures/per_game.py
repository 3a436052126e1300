"""How each game reads, for the statistics: which total is better, the kind of game a figure
belongs to, how a call is written.

Nothing here knows a game: each registered sheet declares what its statistics need
(`rules.scoresheet.SheetDefaults`): `higher_wins_for(options)`, `kind_option` and `kind_words`
(an option whose values are kinds of game never compared with each other), `call_word` (its
rounds carry a call), `call_choices` (how a call is written). They are read from the sheets
of the registry as it is when the figures are computed (a game registered later is read too);
tests (tests/scorepad/services/figures/test_stats.py) check them against the sheets.
"""

from __future__ import annotations

from typing import Any, Iterator

from rules.errors import RulesError
from rules.message import Term
from rules.registry import GAMES, scoresheet
from rules.registry import game_title as registry_title
from scorepad.app_message import AppMessage, app_msg

def _sheets() -> Iterator[tuple[str, Any]]:
    """(game id, sheet) of every registered game that loads, in registry order."""
    for game in list(GAMES):
        try:
            yield game, scoresheet(game)
        except (RulesError, ImportError):  # a game that fails to load: one kind, higher wins
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


def kind_of(game: str, options: Any) -> str:
    """The kind of a stored game (its options as stored): the game id, or for a game whose
    kind option is set to another of its values than the default, `<game>/<value>`."""
    try:
        sheet = scoresheet(game)
    except (RulesError, ImportError):  # a game this version cannot load: one kind
        return game
    spec = _kind_spec(sheet)
    if spec is None:
        return game
    value = (options or {}).get(spec.key, spec.default) if isinstance(options, dict) \
        else spec.default
    if value is None:
        value = spec.default
    known = {p.value for p in spec.picks}
    return game if value == spec.default or value not in known else f"{game}/{value}"


def higher_is_better(kind: str) -> bool:
    """Whether a higher total is better in this kind of game (a game id, or `<game>/<value>`);
    True for an id this version does not know."""
    found = _find(kind)
    return True if found is None else _higher_of(found[1], found[2])


def game_of(kind: str) -> str:
    """The game id of a kind."""
    found = _find(kind)
    return kind if found is None else found[0]


# -- calls ------------------------------------------------------------------------------------

def call_games() -> tuple[str, ...]:
    """The registered games whose rounds carry a call (their sheet's `call_word`), in registry
    order: the games with prediction figures."""
    return tuple(g for g, sh in _sheets() if getattr(sh, "call_word", ""))


def call_label(game: str, call: int) -> str:
    """How the table writes a call (its sheet's call choice, "6/9"), else the number."""
    try:
        choices = scoresheet(game).call_choices
    except (RulesError, ImportError):  # an id from another version of the app
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
