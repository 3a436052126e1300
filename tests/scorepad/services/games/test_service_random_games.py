"""Random legal games through the service, as OpenSpiel plays random games: whatever the table
reports, the totals are the sum of the rounds, the game ends when the rules say, and a game
survives export and import unchanged."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump
from rules.sixth_sense.cards import VALUE_SET
from scorepad.services.exchange import export as exchange
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

VALUES = sorted(VALUE_SET)


@st.composite
def games(draw):
    players = draw(st.integers(2, 6))
    first_dealer = draw(st.integers(0, players - 1))
    options = {"scoring": draw(st.sampled_from(["standard", "novice"]))}
    if players == 2:
        options["removed"] = "green"
    seed = draw(st.integers(0, 2**32 - 1))
    rounds = draw(st.integers(0, 7))
    return players, first_dealer, options, seed, rounds


def _entry(rng, players: int, tricks: int, novice: bool = False) -> RoundEntry:
    cuts = sorted(rng.randint(0, tricks) for _ in range(players - 1))
    counts = [b - a for a, b in zip([0] + cuts, cuts + [tricks])]
    calls = rng.sample(VALUES, players)  # distinct values: never more than the deck holds
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, counts)),
                      trump=None if novice else rng.choice([Trump(COLOUR, "blue"),
                                                            Trump(COLOUR, "yellow"), None]))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_random_games_add_up_end_on_time_and_round_trip(game):
    import random

    players, first_dealer, options, seed, wanted = game
    rng = random.Random(seed)
    store = open_store("sqlite://")
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=[f"P{i}" for i in range(players)],
                       first_dealer=first_dealer, options=options)
    rounds_in_game = g.next_plan.rounds
    played = 0
    while played < wanted and g.next_plan is not None:
        entry = _entry(rng, players, g.next_plan.tricks,
                       novice=options.get("scoring") == "novice")
        assert svc.check_round(g.id, entry) == []
        g = svc.record_round(g.id, entry, index=len(g.rounds))
        played += 1
        assert g.rounds[-1].plan.dealer == (first_dealer + played - 1) % players
    assert len(g.rounds) == min(wanted, rounds_in_game)
    assert g.totals == tuple(sum(r.points[s] for r in g.rounds) for s in range(players))
    assert (g.status == "finished") == (len(g.rounds) == rounds_in_game)
    if g.status == "finished":
        best = max(g.totals)
        assert set(g.winners) == {g.players[s] for s in range(players) if g.totals[s] == best}

    text = exchange.dumps(exchange.export_games(store))
    other = open_store("sqlite://")
    assert exchange.import_text(other, text).imported == [g.id]
    assert exchange.dumps(exchange.export_games(other)) == text
    store.close()
    other.close()
