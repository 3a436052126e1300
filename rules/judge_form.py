"""What a game's judge asks the table for, as data: the app's judge screen renders it.

A game package exposes `JUDGE_FORM` (a `JudgeForm`, or a subclass for what its requests need):
the kinds of question it answers (`TRICK`: who won a trick, card by card; `ROUND`: a whole
round trick after trick; `PLAY`: may a card go on another), the players a trick takes, the
card choices (colours or suits, values or ranks, how a card is written and said), the
questions a card raises as it is played (a card that may block an earlier one, a card its
owner declares), the options that matter (a colour taken out, the trump turned late, double
tricks), the calls of a round, and the game's words (keys of the app's fixed phrases, as
`rules.scoresheet.EntryForm` does for a round's entry).

The app judges in types: `rule_trick`, `rule_round` and `rule_play` take typed plays (`Play`)
and a typed trump (`rules.trump.Trump`, or None) and give a frozen ruling (`TrickRuling`,
`RoundRuling`, `PlayRuling`) that carries the engine's explanation as a message (`said`,
rendered by the app's one renderer) and the rules section it rests on (`rule`). Each game's
form implements them on its engine's typed core; bad input is a `RulesError`. The requests
(`trick_request`, ...) are JUDGE.md's, kept only as the record a saved trick keeps (the JSON is
`python -m rules judge`'s; a ruling's `as_json()` is its answer).

The cards are the engine's values from the tap to the stored row: `play_card(colour, value)`
is the card a tap enters (the game's own card value), `parts(card)` its colour and
value again, `said(card)` its words; a card is read from its written form only where it is
written (a kept trick read back from the store: `read_card`, through `Play.of_json`). This
base form is for a game whose engine reads written cards ("red 2"): there the card is its
written form.

>>> form = JudgeForm(game="g", title="G", kinds=(TRICK,), colours=("red",),
...                  values=(1, 2), written="{colour} {value}")
>>> form.play_card("red", 2), form.parts("red 2"), form.parts("red 9")
('red 2', ('red', 2), None)
>>> form.trick_request(players=2, trump=None, leader=1, plays=[Play("red 2")])["plays"]
['red 2']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from rules.judge_phrases import CALL_PHRASES, COLOUR_PHRASES, FEATURE_PHRASES, SUIT_PHRASES
from rules.message import Message, Term, msg, term
from rules.paint import Paint
from rules.rulings import Play, PlayRuling, RoundRuling, TrickRuling
from rules.trump import NO_TRUMP, Trump

__all__ = ["CALL_WORDS", "COLOUR_WORDS", "JudgeForm", "PLAY", "Pile", "Play", "PlayRuling",
           "ROUND", "RoundRuling", "TRICK", "TrickRuling", "VALUE_WORDS", "judge_form",
           "judged_games"]

TRICK, ROUND, PLAY = "trick", "round", "play"

#: the words a card's parts go by: keys of the app's fixed phrases and of control identifiers
#: ("judge-colour-red" / "judge-suit-S", "judge-value-5" / "judge-rank-Q")
COLOUR_WORDS = ("colour", "suit")
VALUE_WORDS = ("value", "rank")
#: what a round's call is called (as `rules.scoresheet.CALL_WORDS`)
CALL_WORDS = ("prediction", "bid")


def trump_name(trump: Any) -> str | None:
    """A typed trump (`rules.trump.Trump`) as a card writes its colour or suit; None for no
    trump (or none chosen). A plain name is taken as it is."""
    if trump is None or isinstance(trump, str):
        return trump
    return trump.name


@dataclass(frozen=True)
class Pile:
    """The cards of a game whose question is "may this card go on that one?" (`PLAY`):
    a card is a colour, then a number and a symbol, or a colour and a special kind."""

    colours: tuple[str, ...]  # every colour, in order
    number_colours: tuple[str, ...]  # the colours numbered cards have
    numbers: tuple[int, ...]
    symbols: tuple[str, ...]
    kinds: tuple[str, ...]  # the special cards' kinds
    numbered: str = "{colour} {number} {symbol}"  # how the cards are written
    special: str = "{colour} {kind}"
    option: str = "challenge"  # the request's switch (JUDGE.md "play": `challenge`)


@dataclass(frozen=True)
class JudgeForm:
    """A game's judge as data (see the module). Subclasses give what the rules compute."""

    game: str
    title: Any  # the game's name: a word of the engine (a Term) or its English
    kinds: tuple[str, ...]
    players: tuple[int, int] = (2, 6)  # lowest, highest at a trick
    # -- the cards of a trick
    colours: tuple[str, ...] = ()  # colours or suits as written in a card, in order
    terms: Mapping[str, Any] = field(default_factory=dict)  # colour key -> its word (Term)
    values: tuple[Any, ...] = ()  # values or ranks as written in a card, lowest first
    written: str = "{colour} {value}"  # how a card is written (GAMES.md)
    colour_word: str = "colour"  # COLOUR_WORDS
    value_word: str = "value"  # VALUE_WORDS
    painted: bool = False  # the colour choices are shown in the cards' colours
    paint: Mapping[str, Paint] = field(default_factory=dict)  # colour key -> its paint
    face: str = "value"  # what a played card's face shows: "value" or the whole "card"
    # -- what a card raises as it is played
    block_value: Any = None  # a card of this value may block an earlier play of the trick
    declare_value: Any = None  # a card of this value is declared as one of `declare_as`
    declare_as: tuple[Any, ...] = ()
    doubles: bool = False  # a trick's winner may take it as two tricks (the answer says when)
    # -- the table
    removable: int | None = None  # with this many players a colour is taken out of the deck
    late_trump: bool = False  # in a game the trump may still be unknown (turned late)
    call_word: str = "prediction"  # CALL_WORDS
    calls_field: str = "predictions"  # the round request's field of the calls
    pile: Pile | None = None  # PLAY: the cards
    #: the keys of the game's options (its sheet's `option_specs`) that change the judge's
    #: answers: its house rules, which `settings(options)` puts in the round settings
    house: tuple[str, ...] = ()
    phrases: Mapping[str, str] = field(default_factory=dict)  # the game's own (`say`)

    # ---- the judge screen's phrases -------------------------------------------------------

    @property
    def named(self) -> Term:
        """The game's name as a word of the engine (translated where shown)."""
        return self.title if isinstance(self.title, Term) else term(str(self.title))

    def phrase(self, key: str) -> str | None:
        """The template of a phrase of the judge screen (None: the game has none)."""
        found = self.phrases.get(key)
        if found is not None:
            return found
        words = SUIT_PHRASES if self.colour_word == "suit" else COLOUR_PHRASES
        return (words.get(key) or CALL_PHRASES.get(self.call_word, {}).get(key)
                or FEATURE_PHRASES.get(key))

    def say(self, key: str, **params: Any) -> Message | None:
        """A phrase of the judge screen as a message (`phrase`), its values filled in; a
        colour is given as `colour` (a game of suits says it `suit`)."""
        template = self.phrase(key)
        if template is None:
            return None
        if "colour" in params:
            params.setdefault("suit", params["colour"])
        return msg(template, **params)

    # ---- cards --------------------------------------------------------------------------

    def has(self, kind: str) -> bool:
        return kind in self.kinds

    def card(self, colour: str, value: Any) -> str:
        """A card's written form from its colour and value ("red 5", "QS")."""
        return self.written.format(colour=colour, value=value)

    def play_card(self, colour: str, value: Any) -> Any:
        """The card a tap enters (its colour and value), as the game's engine holds it, made
        from them (never through its written form); a play carries it to the engine, which
        reads it as it is. This form: the written card (a game whose engine reads written
        cards); a game with cards of its own overrides it, with `parts`, `read_card` and
        `said`."""
        return self.card(colour, value)

    def read_card(self, written: Any, at: str | None = None) -> Any:
        """The card a written form ("red 5", "QS") is, as `play_card` makes it: read where a
        card is written (a kept trick's JSON, `Play.of_json`); a card that is none is a
        `RulesError` saying where (`at`). This form: the written form itself."""
        return str(written)

    def parts(self, card: Any) -> tuple[str, Any] | None:
        """(colour, value) of a card (`play_card`'s; or its written form, as a stored row
        keeps it), or None."""
        written = str(card)
        for colour in self.colours:
            for value in self.values:
                if self.card(colour, value) == written:
                    return colour, value
        return None

    def value_of(self, value: Any) -> Any:
        """The value a person picked (10 or "10"), as the form writes it; None if none."""
        for v in self.values:
            if v == value or (isinstance(v, str) and v == str(value)):
                return v
        return None

    def said(self, card: Any) -> Any:
        """A card (`play_card`'s, or a pile's) as a message names it (its words translated),
        from the value; its written form if the game says it as written."""
        return str(card)

    def trump(self, colour: str | None) -> Trump:
        """The trump a colour or suit of this form makes (`rules.trump.Trump`, the kind this
        form's cards have); None: no trump."""
        return NO_TRUMP if colour is None else Trump(self.colour_word, colour)

    def card_named(self, card: Any) -> Any:
        """A card (the engine's) as a sentence names it ("the queen of spades" where a label
        says "QS")."""
        return self.said(card)

    def pile_card(self, colour: str, *, number: int | None = None, symbol: str | None = None,
                  kind: str | None = None) -> Any:
        """A card of the pile (`PLAY`) a tap enters: a colour with a number and a symbol, or
        with a special kind; as the game's engine holds it (this form: written as `pile`
        writes it)."""
        pile = self.pile or Pile((), (), (), (), ())
        if kind is not None:
            return pile.special.format(colour=colour, kind=kind)
        return pile.numbered.format(colour=colour, number=number, symbol=symbol)

    def term(self, colour: str | None) -> Any:
        """A colour, suit, symbol or kind as a word of the game (a `Term`)."""
        return self.terms.get(colour, colour) if colour is not None else None

    # ---- the round ----------------------------------------------------------------------

    def calls(self, hand: int) -> tuple[tuple[Any, str], ...]:
        """The calls a player may make, (value, label): a bid of 0 to the cards each."""
        return tuple((v, str(v)) for v in range(hand + 1))

    def most_cards(self, players: int) -> int | None:
        """The most cards each player may be dealt when the table chooses; None when the
        rules fix the round's size."""
        return None

    def tricks(self, players: int, hand: int) -> int:
        """Tricks in a round."""
        return hand

    def settings(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """What a game's options give the judge: the colour taken out (`removed`), the
        game's round settings (`round`, sent with a round request)."""
        return {"removed": None, "round": {}}

    # ---- judging, in types ----------------------------------------------------------------

    def rule_trick(self, *, players: int, trump: Any, leader: int, plays: Sequence[Play],
                   removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> TrickRuling:
        """Who wins the trick (or is winning so far); `trump`: a `rules.trump.Trump` or None;
        `removed`: the colour taken out (heeded where the game takes one out); `settings`:
        the game's round settings (`settings(options)["round"]`: its house rules a trick
        heeds, where the game has any)."""
        raise NotImplementedError(f"{self.game} judges no trick")

    def rule_round(self, *, players: int, dealer: int, trump: Any,
                   tricks: Sequence[tuple[Sequence[Play], bool]], calls: Sequence[int],
                   hand: int, removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> RoundRuling:
        """The round so far: each trick's plays and whether its winner took it double."""
        raise NotImplementedError(f"{self.game} judges no round")

    def continue_round(self, kept: RoundRuling | None, **values: Any) -> RoundRuling:
        """The round so far (`rule_round`'s values), `kept` being the ruling of the same round
        with its first tricks: a game whose engine continues a ruling judges only the tricks
        after those (one trick judgement per trick added, however many came before); by
        default the round is judged again."""
        return self.rule_round(**values)

    def rule_play(self, *, on: Any, card: Any, switch: bool = False) -> PlayRuling:
        """May `card` go on `on` (the engine's cards, `pile_card`; `switch`: the pile's
        option, Challenge mode)."""
        raise NotImplementedError(f"{self.game} judges no play")

    def kept_removed(self, players: int, removed: str | None) -> str | None:
        """The colour taken out, where this many players take one out (else None)."""
        return removed if removed is not None and players == self.removable else None

    # ---- requests (JUDGE.md), the record a saved trick keeps -----------------------------

    def trick_request(self, *, players: int, trump: Any, leader: int,
                      plays: Sequence[Any], removed: str | None = None,
                      settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
        request: dict[str, Any] = {"kind": TRICK, "game": self.game, "players": players,
                                   "trump": trump_name(trump), "leader": leader,
                                   "plays": _written(plays)}
        if removed is not None and players == self.removable:
            request["removed"] = removed
        return request

    def round_request(self, *, players: int, dealer: int, trump: Any,
                      tricks: Sequence[tuple[Sequence[Any], bool]], calls: Sequence[int],
                      hand: int, removed: str | None = None,
                      settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """A round so far: each trick's plays (as the request writes them) and whether its
        winner took it double."""
        request: dict[str, Any] = {"kind": ROUND, "game": self.game, "players": players,
                                   "dealer": dealer, "trump": trump_name(trump),
                                   self.calls_field: list(calls)}
        request.update(dict(settings or {}))
        if removed is not None and players == self.removable:
            request["removed"] = removed
        if self.most_cards(players) is not None:
            request["hand"] = hand  # the table chose the cards each (JUDGE.md)
        request["tricks"] = [{"plays": _written(plays), "take_double": True}
                             if double and self.doubles else {"plays": _written(plays)}
                             for plays, double in tricks]
        return request

    def play_request(self, *, on: Any, card: Any, switch: bool = False) -> dict[str, Any]:
        request: dict[str, Any] = {"kind": PLAY, "game": self.game, "on": str(on),
                                   "card": str(card)}
        if self.pile is not None:
            request[self.pile.option] = switch
        return request


def _written(plays: Sequence[Any]) -> list[Any]:
    """Plays as a request writes them (a `Play`, or already written)."""
    return [p.to_json() if isinstance(p, Play) else p for p in plays]


def judge_form(game: str) -> JudgeForm | None:
    """The judge form of a registered game (None when its judge asks the table nothing)."""
    from rules.registry import game_module

    return getattr(game_module(game), "JUDGE_FORM", None)


def judged_games() -> list[str]:
    """The registered games that have a judge form, in the registry's order."""
    from rules.registry import GAMES

    out = []
    for game in GAMES:
        try:
            if judge_form(game) is not None:
                out.append(game)
        except Exception:  # a game that fails to load is not offered
            continue
    return out
