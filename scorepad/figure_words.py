"""How the statistics speak of a game's calls met: ONE table of whole phrases per call word
(the sheet's `call_word`, `rules.scoresheet.CALL_WORDS`): the Statistics screen's tiles and
charts (through `StatsState.call_phrases`) and the text of `scorepad stats` read them here, so
a whist table reads of bids and a 6th Sense table of predictions, in each of the eight
languages. No flet here: the CLI imports it.

>>> figure_phrases("nomination-whist").met, figure_phrases("sixth-sense").met
('Bids met', 'Predictions met')
>>> figure_phrases("no-such-game").word
'prediction'
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.scoresheet import CALL_WORDS
from scorepad.words import N_, tr

__all__ = ["FigurePhrases", "figure_phrases"]

#: per call word: the figure's name, the charts by hand size and by seat from the dealer (title
#: with {game}; label for screen readers with {name}, {game}, {details} and the seat's {n}),
#: `scorepad stats`' lines of a player by hand size and by seat, its note under the table, and
#: the chart by call value (title, label for screen readers, axis title)
_PHRASES: dict[str, tuple[str, ...]] = {
    "prediction": (
        N_("Predictions met"),
        N_("Predictions met by hand size · {game}"),
        N_("Chart of predictions met by hand size, {name}, {game}. {details}."),
        N_("Predictions met by seat from the dealer · {game}"),
        N_("Chart of predictions met by seat from the dealer (1 is the first seat after the "
           "dealer, {n} the dealer), {name}, {game}. {details}."),
        N_("predictions met by hand size (cards: met/rounds): {list}"),
        N_("predictions met by seat from the dealer (1 = first after the dealer): {list}"),
        N_("Predictions met: the prediction made exactly; mean error: tricks taken minus the "
           "nearest target (+ over, − under)."),
        N_("Predictions met by value · {game}"),
        N_("Chart of predictions met by value, {name}, {game}. {details}."),
        N_("prediction, and how often it was made"),
    ),
    "bid": (
        N_("Bids met"),
        N_("Bids met by hand size · {game}"),
        N_("Chart of bids met by hand size, {name}, {game}. {details}."),
        N_("Bids met by seat from the dealer · {game}"),
        N_("Chart of bids met by seat from the dealer (1 is the first seat after the dealer, "
           "{n} the dealer), {name}, {game}. {details}."),
        N_("bids met by hand size (cards: met/rounds): {list}"),
        N_("bids met by seat from the dealer (1 = first after the dealer): {list}"),
        N_("Bids met: the bid made exactly; mean error: tricks taken minus the bid "
           "(+ over, − under)."),
        N_("Bids met by value · {game}"),
        N_("Chart of bids met by value, {name}, {game}. {details}."),
        N_("bid, and how often it was made"),
    ),
}


@dataclass(frozen=True, slots=True)
class FigurePhrases:
    """One call word's phrases (English ids); each property or method says it translated."""

    word: str
    met_id: str
    hand_title_id: str
    hand_label_id: str
    seat_title_id: str
    seat_label_id: str
    hand_line_id: str
    seat_line_id: str
    note_id: str
    value_title_id: str
    value_label_id: str
    axis_id: str

    @property
    def met(self) -> str:
        """ "Bids met": the figure, a column's head, an axis title."""
        return tr(self.met_id)

    @property
    def note(self) -> str:
        """What the figures of `scorepad stats` mean, under its table."""
        return tr(self.note_id)

    @property
    def axis(self) -> str:
        """ "bid, and how often it was made": the chart by call value's axis title."""
        return tr(self.axis_id)

    def value_title(self, game: str) -> str:
        """ "Bids met by value · {game}": the chart by call value's title."""
        return tr(self.value_title_id, game=game)

    def value_label(self, name: str, game: str, details: str) -> str:
        """The chart by call value's label for screen readers: who, which game, its figures."""
        return tr(self.value_label_id, name=name, game=game, details=details)

    def hand_title(self, game: str) -> str:
        return tr(self.hand_title_id, game=game)

    def hand_label(self, name: str, game: str, details: str) -> str:
        return tr(self.hand_label_id, name=name, game=game, details=details)

    def seat_title(self, game: str) -> str:
        return tr(self.seat_title_id, game=game)

    def seat_label(self, n: int, name: str, game: str, details: str) -> str:
        return tr(self.seat_label_id, n=n, name=name, game=game, details=details)

    def hand_line(self, cells: str) -> str:
        return tr(self.hand_line_id, list=cells)

    def seat_line(self, cells: str) -> str:
        return tr(self.seat_line_id, list=cells)


def figure_phrases(game: str) -> FigurePhrases:
    """The phrases for `game`'s calls (its sheet's `call_word`); a game without calls or an id
    this version does not know speaks of predictions, as `scorepad.state.game_word` does."""
    from rules.errors import RulesError
    from rules.registry import scoresheet

    try:
        word = getattr(scoresheet(game), "call_word", "")
    except (RulesError, ImportError):  # an id this version does not know
        word = ""
    word = word if word in _PHRASES else CALL_WORDS[0]
    return FigurePhrases(word, *_PHRASES[word])
