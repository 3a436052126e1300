"""The table the judge judges, as a value: which game, how many players (their names when
attached), the trump, the colour taken out, the game's round settings (its house rules).

`JudgeState.table` holds it and hands it to the trick judge and the round judge with every
step: they read it, never write it. A change of the table is a new value (`for_game`,
`with_players`, `with_trump`, `with_removed`, `with_house`); a change refused is `Refused`,
carrying the one sentence said (the screen shows it, nothing changes). The house rules in force
(`house`: the table's choice standalone, the game's when attached) are read by
`scorepad.state.judge.house_rules`; `settings` is what the engine judges them with.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules.judge_form import TRICK, JudgeForm
from rules.trump import NO_TRUMP, NO_TRUMP_TERM, Trump
from scorepad.errors import Refused  # the one refusal of a step (scorepad/errors.py)
from scorepad.services.judge import rulings as judging
from scorepad.state.judge import house_rules
from scorepad.words import game_title, say, tr


@dataclass(frozen=True)
class Table:
    game: str = judging.GAME
    players: int = 4
    trump: Trump = NO_TRUMP
    removed: str | None = None
    names: tuple[str, ...] = ()
    settings: dict | None = None  # the round settings: the game's, or the house rules chosen
    house: house_rules.House = ()  # the house rules in force, off the rule sheet's

    @property
    def form(self) -> JudgeForm:
        """What this game's judge asks for (`rules.judge_form`)."""
        return judging.form(self.game)

    @property
    def tricks_judged(self) -> bool:
        """The game's judge takes a trick card by card (else: may a card go on another)."""
        return self.form.has(TRICK)

    @property
    def title(self) -> str:
        return tr("Who won the trick?") if self.tricks_judged else tr(
            "May this card go on that one?")

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(c for c in self.form.colours if c != self.removed)

    @property
    def round_settings(self) -> dict | None:
        """The settings a round is judged with: the game's, or the form's defaults."""
        return (self.settings if self.settings is not None
                else self.form.settings({}).get("round"))

    @property
    def house_rules(self) -> tuple[house_rules.HouseRule, ...]:
        """The house rules the game's judge heeds with these players, each with its value."""
        return house_rules.rules_of(self.game, self.players, self.house)

    def seat_of(self, index: int, leader: int) -> int:
        return judging.seat_of(index, leader=leader, players=self.players)

    @property
    def game_titles(self) -> dict[str, str]:
        """The games the judge offers, each with its name in the session's language."""
        return {g: game_title(g) for g in judging.games()}

    @property
    def player_range(self) -> tuple[int, int]:
        return self.form.players

    @property
    def values(self) -> tuple:
        return self.form.values

    @property
    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.players)]

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return tr("nobody")
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return tr("Player {number}", number=seat + 1)

    def words(self, key: str, **params: Any) -> str:
        """A phrase of the judge screen that differs by game (`JudgeForm.say`), in the
        session's language; "" where the game has none."""
        said = self.form.say(key, **params)
        return say(said) if said is not None else ""

    def term(self, key: str | None) -> str:
        """A colour, suit, symbol or kind in words, in the session's language."""
        return say(self.form.term(key)) if key is not None else ""

    def suit_name(self, suit: str | None) -> str:
        """The trump (a colour or suit) in words, in the session's language."""
        return say(NO_TRUMP_TERM) if suit is None else self.term(suit)

    def paint(self, key: str | None) -> Any:
        """The paint of a colour or suit (`rules.paint.Paint`); None: the theme's plain colours."""
        return self.form.paint.get(key) if key is not None else None

    def card_words(self, card: Any) -> str:
        """A card (the engine's, `card_of`) as the session's language says it: the engine's
        words for that value (`JudgeForm.said`)."""
        return say(self.form.said(card)) if card is not None else ""

    def card_of(self, colour: str, value: Any) -> Any:
        """The card a tap enters, as the game's engine holds it (`JudgeForm.play_card`)."""
        return self.form.play_card(colour, value)

    def card_named(self, card: Any) -> Any:
        """A card (the engine's) as the engine says it in a sentence, to fill into one (`tr`
        renders it)."""
        return self.form.card_named(card)

    @property
    def trump_choices(self) -> tuple[Trump, ...]:
        """The trumps the table may choose (besides NO_TRUMP), as values."""
        return tuple(self.form.trump(c) for c in self.colours)

    # ---- a changed table -----------------------------------------------------------------

    def for_game(self, game: str) -> Table:
        """Another game: no trump, no colour out; a game judged card on card keeps the
        players the table has (within the game's range)."""
        if game not in judging.games():
            raise Refused(tr("{game} is not a game the judge knows.", game=repr(game)))
        players = self.players
        if judging.form(game).has(TRICK):
            lo, hi = judging.form(game).players
            players = min(max(players, lo), hi)
        return replace(self, game=game, players=players, trump=NO_TRUMP, removed=None, house=(),
                       settings=None)

    def with_players(self, n: int) -> Table:
        lo, hi = self.form.players
        if not lo <= n <= hi:
            raise Refused(tr("A trick has {lo} to {hi} players, not {count}.", lo=lo, hi=hi,
                             count=n))
        house = house_rules.fitted(self.game, n, self.house)  # some apply to some players only
        settings = (self.settings if house == self.house
                    else house_rules.settings_of(self.game, house))
        return replace(self, players=n, house=house, settings=settings,
                       removed=self.removed if n == self.form.removable else None)

    def with_house(self, key: str, value: Any) -> Table:
        """House rule `key` played as `value` (one of its spec's picks): the engine's round
        settings follow (the rule sheet's when no house rule is left)."""
        try:
            house = house_rules.with_value(self.game, self.players, self.house, key, value)
        except ValueError as exc:
            raise Refused(str(exc)) from None
        return replace(self, house=house, settings=house_rules.settings_of(self.game, house))

    def read_trump(self, trump: Any) -> Trump:
        """A trump value as it is (`rules.trump.Trump`), or a colour's or suit's name (a
        script's or a test's way; None: no trump) read once."""
        return self.form.trump(trump) if trump is None or isinstance(trump, str) else trump

    def with_trump(self, trump: Any) -> Table:
        trump = self.read_trump(trump)
        if trump != NO_TRUMP and trump not in self.trump_choices:
            raise Refused(self.words("not_trump", colour=repr(getattr(trump, "name", trump))))
        gone = trump.name is not None and trump.name == self.removed
        return replace(self, trump=trump, removed=None if gone else self.removed)

    def with_removed(self, colour: str | None) -> Table:
        if self.players != self.form.removable:
            raise Refused(self.words("no_removal")
                          or self.words("not_in_game", colour=repr(colour)))
        gone = colour is not None and colour == self.trump.name
        return replace(self, removed=colour, trump=NO_TRUMP if gone else self.trump)
