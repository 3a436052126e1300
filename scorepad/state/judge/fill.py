"""The judge filling the round being entered (the round screen's `RoundState`, concrete) with
what it counted over a whole round (`fill_round`: values in, the round screen's own steps
called), and the round's values the judge reads as it attaches (`round_values`, for
`JudgeState.attach_to_round`)."""

from __future__ import annotations

from typing import Any

from rules.scoresheet import DOUBLES, VOIDS
from rules.trump import NO_TRUMP, NOT_CHOSEN
from scorepad.services.judge import rulings as judging
from scorepad.state.judge.house_rules import fitted
from scorepad.state.round import RoundState


def counts_voids(rs: RoundState | None) -> bool:
    """The round's entry counts void tricks (a void trick saved is counted there)."""
    return rs is not None and rs.form is not None and rs.form.has(VOIDS)


def count_void(rs: RoundState) -> None:
    """One more void trick in the round's entry (a void trick saved with the game)."""
    rs.enter_voids((rs.voids or 0) + 1)


def fill_round(rs: RoundState, *, trump: Any, calls: tuple[int | None, ...], voids: int,
               taken: tuple[int, ...], doubles: tuple[int, ...]) -> None:
    """`trump`: the judge's trump (a value, `rules.trump`; None: not known to the judge),
    chosen on the round when it is one of the round's choices; the calls, void tricks, tricks
    and doubles entered as counted."""
    if trump is not None and rs.trump_value is not None:
        # the judge's trump is the round's value itself: one of the round's choices (no trump
        # only where the round offers it) is chosen there
        if trump in rs.trump_choices and trump != rs.trump_value:
            rs.choose_trump_value(trump)
    for seat, c in enumerate(calls):
        if c is not None and rs.calls[seat] != c:
            rs.enter_prediction(seat, c)
    form = rs.form
    if form is not None and form.has(VOIDS):
        rs.enter_voids(voids)
    for seat, n in enumerate(taken):
        rs.enter_tricks(seat, n)
        if form is not None and form.has(DOUBLES) and doubles[seat]:
            rs.enter_doubles(seat, doubles[seat])


def round_values(rs: RoundState) -> dict[str, Any]:
    """What the judge reads of the round being entered as it attaches (`JudgeState.attach`'s
    arguments): its game, players, leader, trump (asked for when not entered yet), calls, and
    the options the game's judge form takes from the game (`JudgeForm.settings`), as values."""
    plan, view, opts = rs.plan, rs.view, dict(rs.options or {})
    # the round's trump, the value itself (rules.trump): None (no trump phase) and a trump not
    # chosen yet are judged as no trump, the latter asked for
    trump = rs.trump_value
    settings = judging.form(view.game).settings(opts)
    # the round's own table (PLAYERS.md: the judge numbers its seats in that round's table)
    return dict(game_id=rs.game_id, round_index=plan.index, names=list(rs.names),
                trump=trump if trump is not None and trump.chosen else NO_TRUMP,
                leader=plan.leader, removed=settings.get("removed"), game=view.game,
                trump_known=trump is None or trump != NOT_CHOSEN, dealer=plan.dealer,
                calls=tuple(rs.calls or ()) or None, hand=plan.cards or None,
                settings=settings.get("round"),
                # the game's house rules, shown (not changed) on the judge screen
                house=fitted(view.game, len(rs.names), opts))
