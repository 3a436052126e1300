"""Nomination whist's judge form (`rules.judge_form`): a card is a suit, then a rank, written
as GAMES.md writes it ("QS"); the table says how many cards each was dealt (the round's
tricks); a call is a bid of 0 to that many.

>>> card = JUDGE_FORM.play_card("S", "Q")
>>> card, JUDGE_FORM.parts(card), JUDGE_FORM.parts("10H"), JUDGE_FORM.most_cards(4)
(Card.parse('QS'), ('S', 'Q'), ('H', '10'), 13)
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.message import cterm
from rules.judge_form import ROUND, TRICK, JudgeForm, Play, RoundRuling, TrickRuling, trump_name
from rules.judged import trick_rulings
from rules.message import msg
from rules.whist.bidding import CALL_WORD
from rules.whist.cards import DECK_SIZE, PAINT, RANK_TEXT, SUIT_TERMS, SUITS, Card, parse_trump

#: a rank as the form writes it ("Q", "10") -> the card's rank (12, 10)
RANK_OF = {text: rank for rank, text in RANK_TEXT.items()}

GAME = "nomination-whist"


class WhistForm(JudgeForm):
    def card_named(self, card: Card) -> Any:
        return card.message()

    def play_card(self, colour: str, value: Any) -> Card:
        rank = RANK_OF.get(value)
        if rank is None or colour not in SUITS:  # none of the form's: the engine says why
            return Card.parse(self.card(colour, value))
        return Card(rank, colour)

    def read_card(self, written: Any, at: str | None = None) -> Card:
        return Card.parse(written, at)

    def parts(self, card: Any) -> tuple[str, Any] | None:
        if isinstance(card, Card):
            return card.suit, RANK_TEXT[card.rank]
        return super().parts(card)

    def most_cards(self, players: int) -> int | None:
        return DECK_SIZE // players

    def rule_trick(self, *, players: int, trump: Any, leader: int, plays: Sequence[Play],
                   removed: str | None = None,
                   settings: Mapping[str, Any] | None = None) -> TrickRuling:
        from rules.whist import setup, trick

        setup.check_players(players, "players")
        suit = parse_trump(trump_name(trump), "trump")
        if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < players:
            raise RulesError(msg("the leader is a seat from 0 to {last}, not {given}",
                                 last=players - 1, given=f"{leader}"), "leader")
        cards = _cards(plays, "plays", players)
        return _trick_ruling(trick.resolve(cards, players=players, trump=suit, leader=leader))

    def rule_round(self, *, players: int, dealer: int, trump: Any,
                   tricks: Sequence[tuple[Sequence[Play], bool]], calls: Sequence[int],
                   hand: int, removed: str | None = None,
                   settings: Mapping[str, Any] | None = None,
                   kept: RoundRuling | None = None) -> RoundRuling:
        from rules.request import check_int
        from rules.whist import setup
        from rules.whist.round import replay_round

        setup.check_players(players, "players")
        suit = parse_trump(trump_name(trump), "trump")
        hand = check_int(hand, "hand", "hand", lo=1, hi=DECK_SIZE // players)
        if len(calls) != players:
            raise RulesError(msg("'bids' must hold one bid per seat ({players}), got {got}",
                                 players=players, got=len(calls)), "bids")
        bids = [check_int(b, f"bids[{i}]", f"bids[{i}]", lo=0, hi=hand)
                for i, b in enumerate(calls)]
        cards = [_cards(plays, f"tricks[{i}].plays", players)
                 for i, (plays, _) in enumerate(tricks)]
        result = replay_round(players=players, dealer=dealer, trump=suit, bids=bids, hand=hand,
                              tricks=cards, kept=None if kept is None else kept.record)
        return RoundRuling(
            tricks=trick_rulings(result.tricks, kept, _trick_ruling), leaders=result.leaders,
            taken=result.taken, complete=result.complete, points=result.points,
            revokes=result.revokes, warnings=result.warnings, record=result)

    def continue_round(self, kept: RoundRuling | None, **values: Any) -> RoundRuling:
        return self.rule_round(kept=kept, **values)


def _cards(plays: Sequence[Play], at: str, players: int) -> list[Card]:
    """The cards of typed plays (a whist play declares nothing and blocks nothing)."""
    from rules.whist.judge import _read_cards

    for i, p in enumerate(plays):
        for name, value in (("as", p.declared), ("block", p.block)):
            if value is not None:
                raise RulesError(msg("{name} is not used in nomination whist: a play is just a "
                                     "card like 'QS'", name=repr(name)), f"{at}[{i}].{name}")
    return _read_cards([p.card for p in plays], at, players)


def _trick_ruling(result: Any) -> TrickRuling:
    said = result.said
    return TrickRuling(
        winner=result.winner, winning_play=result.winning_play, complete=result.complete,
        next_leader=result.next_leader, said=said, rule=getattr(said, "rule", None),
        requested=result.requested, record=result)


JUDGE_FORM = WhistForm(
    game=GAME, title=cterm("game title", "Nomination whist"), kinds=(TRICK, ROUND), players=(2, 4),
    colours=SUITS, terms=dict(SUIT_TERMS), values=tuple(RANK_TEXT[r] for r in range(2, 15)),
    written="{value}{colour}", paint=PAINT, colour_word="suit", value_word="rank", face="card",
    call_word=CALL_WORD, calls_field="bids")
