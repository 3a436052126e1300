"""Why a trick of 6th Sense is won (or being won): the judge's explanation as messages.

`rules.sixth_sense.trick` judges the trick and asks this module for its words only when
someone reads them (`TrickResult.said`): `explain` for a trick where a card counts,
`explain_nothing` when none does. Each sentence is one message (a whole sentence or a whole
clause for the translators); the English is exactly what JUDGE.md's examples print.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from rules.message import Joined, Listing, Message, Seat, joined, msg
from rules.sixth_sense.cards import Colour, colour_term

if TYPE_CHECKING:  # pragma: no cover
    from rules.sixth_sense.trick import Play

# the rules sections (rules.rulebook) the explanations rest on
_WINNING, _REVERSAL, _BLOCKING = "sixth-sense-winning", "sixth-sense-reversal", "sixth-sense-blocking"
_DOUBLE, _PEEK, _VOID = "sixth-sense-double", "sixth-sense-peek", "sixth-sense-void"


# -- explanations ---------------------------------------------------------------------------
# Each sentence is one message (a whole sentence or a whole clause for the translators); the
# clauses of one sentence are joined with "; " and end with a full stop. A card that starts a
# sentence is named with its colour capitalised (`Card.at_start`).


def _play(play: Play, at_start: bool = False) -> Any:
    """A play as a message names it: the card itself, or "green 6 (as 9)"."""
    if play.declared == 9:
        return play.message(at_start=at_start)
    return play.card.at_start() if at_start else play.card


def _sentence(clauses: Sequence[Message], rule: str | None = None) -> Joined:
    """Clauses said as one sentence: "a; b; c." (`joined((joined(clauses, "; "), "."), "",
    rule=rule)`: each clause is a message that rests on a rule)"""
    return Joined((Joined(tuple(clauses), "; ", clauses[0].rule), "."), "", rule)


# The clauses said before, by what their words depend on (small ints, colours, booleans): the
# same message object each time, so its English is written once (`Message` keeps it) and a
# trick's explanation is a few look-ups. Bounded: past the limit, new clauses are built anew.
_CLAUSES: dict[tuple, Message] = {}
_CLAUSE_LIMIT = 1 << 15


def _clause(key: tuple, make: Any, *args: Any) -> Message:
    said = _CLAUSES.get(key)
    if said is None:
        said = make(*args)
        if len(_CLAUSES) < _CLAUSE_LIMIT:
            _CLAUSES[key] = said
    return said


def _key(play: Play) -> tuple[int, int | None]:
    return play.card.index, play.declared


def _cards(plays: Sequence[Play], indices: Sequence[int]) -> Listing:
    return Listing(tuple(plays[i].card for i in indices), english_join=", ")


def _block_sentence(plays: Sequence[Play], blocked: tuple[int, ...],
                    requested: Colour | None) -> Message | None:
    if not blocked:
        return None
    a, b = blocked
    blocker, target = plays[b].card.at_start(), _play(plays[a])
    if a != 0:
        return msg("{blocker} blocks {blocked}, so neither counts.", blocker=blocker,
                   blocked=target, rule=_BLOCKING)
    if requested is None:
        return msg("{blocker} blocks {blocked}, so neither counts; the requested colour passes "
                   "to the next card played.", blocker=blocker, blocked=target, rule=_BLOCKING)
    return msg("{blocker} blocks {blocked}, so neither counts; the requested colour passes to "
               "{colour}.", blocker=blocker, blocked=target, colour=colour_term(requested),
               rule=_BLOCKING)


def explain_nothing(plays: Sequence[Play], blocked: tuple[int, ...], complete: bool,
                     leader: int, players: int, other: int | None = None) -> Message | Joined:
    """`other`: the seat that leads next under the house rule `void_leader` "other"."""
    if not plays:
        return msg("No card has been played yet, so nobody is winning.", rule=_WINNING)
    if complete:
        a, b = blocked
        if other is not None:
            return msg("{blocker} blocks {blocked} and with {players} players no card is left, "
                       "so nobody wins this trick; {seat} leads the next trick (house rule: "
                       "after a void trick the other player leads).",
                       blocker=plays[b].card.at_start(), blocked=_play(plays[a]),
                       players=players, seat=Seat(other), rule=_VOID)
        return msg("{blocker} blocks {blocked} and with {players} players no card is left, so "
                   "nobody wins this trick; {seat} leads again.",
                   blocker=plays[b].card.at_start(), blocked=_play(plays[a]), players=players,
                   seat=Seat(leader), rule=_VOID)
    return joined((_block_sentence(plays, blocked, None),
                   msg("No card counts yet, so nobody is winning so far.", rule=_BLOCKING)),
                  rule=_BLOCKING)


def _reversal_head(plays: Sequence[Play], fours: list[int]) -> Message:
    cards = _cards(plays, fours)
    if len(fours) == 1:
        return msg("A reversal ({cards}) is in play, so the lowest card wins", cards=cards,
                   rule=_REVERSAL)
    if len(fours) == 3:
        return msg("Three reversals ({cards}) are in play, an odd number, so the lowest card "
                   "wins", cards=cards, rule=_REVERSAL)
    return msg("Five reversals ({cards}) are in play, an odd number, so the lowest card wins",
               cards=cards, rule=_REVERSAL)


def _lowest(group: str, complete: bool, lows: Listing | None, card: Any, seat: Seat,
            colour: Any) -> Message:
    """The reversed trick's winner: the lowest card of its `group` ("other" colours when there
    is no separate trump, "neither" trump nor requested, "requested" when no other colour
    counts, "requested-trump" when trumps are in play but no card outside trump and the
    requested colour, "trumps")."""
    a = dict(card=card, seat=seat, rule=_REVERSAL)
    if lows is None:
        if group == "other":
            if complete:
                return msg("of the cards not in the requested colour, {card} is lowest, so "
                           "{seat} wins", **a)
            return msg("of the cards not in the requested colour, {card} is lowest, so {seat} "
                       "is winning so far", **a)
        if group == "neither":
            if complete:
                return msg("of the cards that are neither trump nor the requested colour, "
                           "{card} is lowest, so {seat} wins", **a)
            return msg("of the cards that are neither trump nor the requested colour, {card} "
                       "is lowest, so {seat} is winning so far", **a)
        if group == "requested-trump":  # trumps are in play: say which tier is empty
            if complete:
                return msg("no card outside trump and the requested colour is in play, and "
                           "{card} is the lowest of the requested {colour} cards, so {seat} wins",
                           colour=colour, **a)
            return msg("no card outside trump and the requested colour is in play, and {card} "
                       "is the lowest of the requested {colour} cards, so {seat} is winning so "
                       "far", colour=colour, **a)
        if group == "requested":  # no trump on the table: say that every card is requested
            if complete:
                return msg("every card in play is of the requested colour ({colour}), and {card} "
                           "is the lowest, so {seat} wins", colour=colour, **a)
            return msg("every card in play is of the requested colour ({colour}), and {card} is "
                       "the lowest, so {seat} is winning so far", colour=colour, **a)
        if complete:
            return msg("only trumps count, and {card} is the lowest trump, so {seat} wins", **a)
        return msg("only trumps count, and {card} is the lowest trump, so {seat} is winning so "
                   "far", **a)
    a["cards"] = lows
    if group == "other":
        if complete:
            return msg("of the cards not in the requested colour, {cards} are lowest, and {card} "
                       "was played last, so {seat} wins", **a)
        return msg("of the cards not in the requested colour, {cards} are lowest, and {card} "
                   "was played last, so {seat} is winning so far", **a)
    if group == "neither":
        if complete:
            return msg("of the cards that are neither trump nor the requested colour, {cards} "
                       "are lowest, and {card} was played last, so {seat} wins", **a)
        return msg("of the cards that are neither trump nor the requested colour, {cards} are "
                   "lowest, and {card} was played last, so {seat} is winning so far", **a)
    if group == "requested-trump":
        if complete:
            return msg("no card outside trump and the requested colour is in play, and the "
                       "lowest of the requested {colour} cards are {cards}; {card} was played "
                       "last, so {seat} wins", colour=colour, **a)
        return msg("no card outside trump and the requested colour is in play, and the lowest "
                   "of the requested {colour} cards are {cards}; {card} was played last, so "
                   "{seat} is winning so far", colour=colour, **a)
    if group == "requested":
        if complete:
            return msg("every card in play is of the requested colour ({colour}), and the lowest "
                       "are {cards}; {card} was played last, so {seat} wins", colour=colour, **a)
        return msg("every card in play is of the requested colour ({colour}), and the lowest are "
                   "{cards}; {card} was played last, so {seat} is winning so far", colour=colour,
                   **a)
    if complete:
        return msg("only trumps count, and the lowest trumps are {cards}; {card} was played "
                   "last, so {seat} wins", **a)
    return msg("only trumps count, and the lowest trumps are {cards}; {card} was played last, "
               "so {seat} is winning so far", **a)


def _highest(trump: Colour | None, requested: Colour | None, only: bool, tier: int, win: Play,
             seat: Seat, complete: bool, at_start: bool, trump_blocked: bool = False) -> Message:
    """Who wins without a reversal: the only (`only`) or highest trump, else the highest card of
    the requested colour (`tier`: the winner's). `at_start`: the clause starts the sentence;
    `trump_blocked`: a card of the trump colour was played but is blocked."""
    if tier == 2:
        if only:
            # the colour is a noun the language may give an article ("Le violet est l’atout"):
            # the clause, not the colour, opens the sentence
            a = dict(trump=colour_term(trump),  # type: ignore[arg-type]
                     card=_play(win), seat=seat, rule=_WINNING)
            if complete:
                said = msg("{trump} is trump and {card} is the only trump, so {seat} wins", **a)
            else:
                said = msg("{trump} is trump and {card} is the only trump, so {seat} is winning "
                           "so far", **a)
            return said.opening() if at_start else said
        a = dict(card=_play(win, at_start), seat=seat, rule=_WINNING)
        if complete:
            return msg("{card} is the highest trump, so {seat} wins", **a)
        return msg("{card} is the highest trump, so {seat} is winning so far", **a)
    a = dict(colour=colour_term(requested), card=_play(win), seat=seat,  # type: ignore[arg-type]
             rule=_WINNING)
    if trump is not None:  # the round has a trump: no card of its colour counts in this trick
        a["trump"] = colour_term(trump)
        if trump_blocked:
            if complete:
                said = msg("no card of the trump colour ({trump}) counts, so the highest card of "
                           "the requested colour ({colour}) wins: {card}, {seat}", **a)
            else:
                said = msg("no card of the trump colour ({trump}) counts, so the highest card of "
                           "the requested colour ({colour}) is winning: {card}, {seat}", **a)
        elif complete:
            said = msg("no card of the trump colour ({trump}) was played, so the highest card of "
                       "the requested colour ({colour}) wins: {card}, {seat}", **a)
        else:
            said = msg("no card of the trump colour ({trump}) has been played yet, so the "
                       "highest card of the requested colour ({colour}) is winning: {card}, "
                       "{seat}", **a)
        return said.opening() if at_start else said
    if at_start:
        if complete:
            return msg("The highest card of the requested colour ({colour}) wins: {card}, "
                       "{seat}", **a)
        return msg("The highest card of the requested colour ({colour}) is winning: {card}, "
                   "{seat}", **a)
    if complete:
        return msg("the highest card of the requested colour ({colour}) wins: {card}, {seat}",
                   **a)
    return msg("the highest card of the requested colour ({colour}) is winning: {card}, {seat}",
               **a)


def _cancel(plays: Sequence[Play], fours: list[int]) -> Message:
    return msg("The reversals ({cards}) cancel out", cards=_cards(plays, fours), rule=_REVERSAL)


def _peek(seat: int) -> Message:
    return msg("it was led with an 8, so {seat} may look at the winner's prediction card",
               seat=Seat(seat), rule=_PEEK)


def _house_peek(seat: int) -> Message:
    return msg("it was led with an 8, so {seat} may look at the winner's prediction card (house "
               "rule: a blocked led 8 still gives the peek)", seat=Seat(seat), rule=_PEEK)


_DOUBLE_CLAUSE = msg("with a counting 12 in it, the winner may take it as two tricks",
                     rule=_DOUBLE)


def explain(plays: Sequence[Play], players: int, trump: Colour | None, leader: int,
             requested: Colour | None, tiers: dict[int, int], fours: list[int], reversed_: bool,
             best: int, blocked: tuple[int, ...], complete: bool, double: bool,
             peek: int | None, house_peek: bool = False) -> Message | Joined:
    win = plays[best]
    at = (leader + best) % players
    tier = tiers[best]
    clauses: list[Message] = []
    if reversed_:
        rule = _REVERSAL
        clauses.append(_clause(("reversal", *[plays[i].card.index for i in fours]),
                               _reversal_head, plays, fours))
        if tier == 0:
            group = "other" if trump is None or trump is requested else "neither"
        else:
            group = ("trumps" if tier != 1 else "requested" if trump is None
                     or not any(t == 2 for t in tiers.values()) else "requested-trump")
        lows = [i for i, t in tiers.items() if t == tier and plays[i].value == win.value]
        if len(lows) > 1:
            lows.reverse()
            key: tuple = ("lowest", group, complete, requested, at, _key(win),
                          *[_key(plays[i]) for i in lows])
        else:
            key = ("lowest", group, complete, requested, at, _key(win))
        clauses.append(_clause(key, _lowest_of, plays, lows, group, complete, win, at,
                               requested))
    else:
        rule = _WINNING
        if fours:
            rule = _REVERSAL
            clauses.append(_clause(("cancel", *[plays[i].card.index for i in fours]), _cancel,
                                   plays, fours))
        only = tier == 2 and list(tiers.values()).count(2) == 1
        trump_blocked = trump is not None and any(plays[i].card.colour is trump for i in blocked)
        key = ("highest", tier, only, trump, requested, complete, not fours, at, trump_blocked,
               *_key(win))
        said = _CLAUSES.get(key)
        if said is None:
            said = _clause(key, _highest, trump, requested, only, tier, win, Seat(at), complete,
                           not fours, trump_blocked)
        clauses.append(said)
    if double:
        clauses.append(_DOUBLE_CLAUSE)
    if peek is not None and house_peek:
        clauses.append(_clause(("house peek", peek), _house_peek, peek))
    elif peek is not None:
        clauses.append(_clause(("peek", peek), _peek, peek))
    lead = _block_sentence(plays, blocked, requested)
    if lead is None:
        return _sentence(clauses, rule)
    return Joined((lead, _sentence(clauses, rule)), " ", _BLOCKING if not reversed_ else rule)


def _lowest_of(plays: Sequence[Play], lows: list[int], group: str, complete: bool, win: Play,
               at: int, requested: Colour | None) -> Message:
    """`_lowest` for the play `win` of seat `at`; `lows`: the equal lowest plays, last first."""
    listed = Listing(tuple(_play(plays[i]) for i in lows)) if len(lows) > 1 else None
    return _lowest(group, complete, listed, _play(win), Seat(at),
                   colour_term(requested) if requested is not None else None)
