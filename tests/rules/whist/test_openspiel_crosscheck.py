"""Cross-check against an independent implementation: OpenSpiel's `oh_hell` (the peer extra).

Same trick and scoring rules as nomination whist (follow suit, highest trump else highest of
the suit led, 1 per trick + 10 for an exact bid, the hook on the dealer, trump from a turned
card). Random rounds with random hand sizes, for 3 and 4 players: every trick winner, every
leader, every trick count, every score and the dealer's forbidden bid must agree.
"""

from __future__ import annotations

import pytest

from rules.cli import answer
from rules.whist.bidding import forbidden_last_bids

from .peer_games import round_request, rounds, trick_requests, trick_winners

pytestmark = pytest.mark.peer

ROUNDS_PER_COUNT = 300  # for each of 3 and 4 players


@pytest.mark.parametrize("players", [3, 4])
def test_every_trick_winner_and_score_agree_with_openspiel(players):
    checked = tricks = 0
    for peer in rounds(players, ROUNDS_PER_COUNT, seed=players * 1000 + 7):
        ours = answer(round_request(peer))
        assert ours["complete"] is True
        assert [t["winner"] for t in ours["tricks"]] == trick_winners(peer), peer
        # the leader of every trick is the previous winner (the first: left of the dealer)
        leaders = [(peer.dealer + 1) % players] + [t["next_leader"] for t in ours["tricks"][:-1]]
        assert leaders == peer.leaders
        assert ours["taken"] == peer.won
        assert ours["points"] == peer.returns, peer
        # random legal play never revokes
        assert ours["revokes"] == []
        for request, expected in zip(trick_requests(peer), trick_winners(peer)):
            assert answer(request)["winner"] == expected
        earlier = [b for seat, b in enumerate(peer.bids) if seat != peer.dealer]
        allowed = set(range(peer.hand + 1)) - forbidden_last_bids(peer.hand, earlier)
        assert allowed == set(peer.bid_legal_for_dealer)
        checked += 1
        tricks += peer.hand
    assert checked == ROUNDS_PER_COUNT and tricks >= ROUNDS_PER_COUNT
