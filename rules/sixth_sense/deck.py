"""The deck in play for a given table.

RULES.md, Game A: "70 cards: 5 colours x 14 values ... With 2 players, all cards of one colour
are removed (the players choose which; record it)." GAMES.md: "Two players: one whole colour is
taken out of the deck before dealing (the table chooses; the game records which)."

The judge's `trick` and `round` requests take `removed` (default null): with more than two
players, naming a removed colour is an error, and so is removing the trump colour (the trump is
turned from the cards in play, so it cannot be the colour taken out).
"""

from __future__ import annotations

from rules.errors import RulesError
from rules.message import msg
from rules.sixth_sense.cards import COLOURS, DECK, Card, Colour, colour_term


def check_removed(players: int, removed: Colour | None, trump: Colour | None,
                  at: str | None = "removed") -> None:
    """Refuse a removed colour where the rules have none, or one equal to trump."""
    if removed is None:
        return
    if players != 2:
        raise RulesError(msg(
            "only a 2-player game removes a colour; with {players} players all five colours "
            "are in play, so 'removed' must be null (got {got})", players=players,
            got=repr(removed.value)), at)
    if trump is not None and removed is trump:
        raise RulesError(msg(
            "{colour} cannot be both trump and the removed colour: the trump is turned from "
            "the cards in play", colour=colour_term(removed)), at)


def colours_in_play(removed: Colour | None = None) -> tuple[Colour, ...]:
    return tuple(c for c in COLOURS if c is not removed)


def deck(removed: Colour | None = None) -> tuple[Card, ...]:
    """The cards in play: 70, or 56 once a colour is removed (2 players).

    >>> len(deck()), len(deck(Colour.RED))
    (70, 56)
    """
    if removed is None:
        return DECK
    return tuple(c for c in DECK if c.colour is not removed)


def copies_in_play(players: int) -> int:
    """How many cards of one value exist in a game: one per colour, one colour fewer with 2
    players (the removed colour's cards are out of the game)."""
    return len(COLOURS) - (1 if players == 2 else 0)
