"""Properties of nomination whist over random legal rounds (hypothesis): the tricks taken add
up to the hand size, the points follow the bids, the winner of a trick holds the winning card
by the rules, and random legal play never revokes."""

from hypothesis import given, settings, strategies as st

from rules.cli import answer
from rules.whist.cards import Card, deck
from rules.whist.scoring import points


@st.composite
def rounds(draw):
    players = draw(st.integers(2, 4))
    hand = draw(st.integers(1, 52 // players))
    dealer = draw(st.integers(0, players - 1))
    trump = draw(st.sampled_from(["S", "H", "D", "C", None]))
    cards = draw(st.permutations(deck()))
    hands = [list(cards[i * hand:(i + 1) * hand]) for i in range(players)]
    bids = [draw(st.integers(0, hand)) for _ in range(players)]
    leader = (dealer + 1) % players
    tricks = []
    for _ in range(hand):
        plays = []
        for i in range(players):
            seat = (leader + i) % players
            options = hands[seat]
            if plays:
                follow = [c for c in options if c.suit == plays[0].suit]
                options = follow or options
            card = options[draw(st.integers(0, len(options) - 1))]
            hands[seat].remove(card)
            plays.append(card)
        tricks.append(plays)
        best = max(range(players), key=lambda i: (
            plays[i].suit == trump, plays[i].suit == plays[0].suit, plays[i].rank))
        leader = (leader + best) % players
    return {"kind": "round", "game": "nomination-whist", "players": players, "dealer": dealer,
            "trump": trump, "bids": bids, "hand": hand,
            "tricks": [{"plays": [str(c) for c in t]} for t in tricks]}


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_tricks_taken_add_up_to_the_hand_size_and_points_follow_the_bids(request):
    a = answer(request)
    assert a["complete"] is True
    assert sum(a["taken"]) == request["hand"]
    assert a["points"] == [points(b, t) for b, t in zip(request["bids"], a["taken"])]
    for bid, taken, pts in zip(request["bids"], a["taken"], a["points"]):
        assert pts == (10 + taken if bid == taken else taken)
    assert a["revokes"] == []
    assert (sum(request["bids"]) == request["hand"]) == bool(a["warnings"])


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_the_winning_card_is_the_highest_trump_else_the_highest_of_the_suit_led(request):
    a = answer(request)
    trump = request["trump"]
    for t, judged in zip(request["tricks"], a["tricks"]):
        cards = [Card.parse(c) for c in t["plays"]]
        win = cards[judged["winning_play"]]
        trumps = [c for c in cards if c.suit == trump]
        if trumps:
            assert win == max(trumps, key=lambda c: c.rank)
        else:
            assert win == max((c for c in cards if c.suit == cards[0].suit), key=lambda c: c.rank)


@settings(max_examples=100, deadline=None)
@given(rounds(), st.data())
def test_a_prefix_of_a_round_is_an_unfinished_round_with_no_points(request, data):
    n = sum(len(t["plays"]) for t in request["tricks"])
    cut = data.draw(st.integers(1, n))
    flat = [c for t in request["tricks"] for c in t["plays"]]
    players = request["players"]
    rows = [flat[i:i + players] for i in range(0, cut, players)]
    rows[-1] = rows[-1][:cut - (len(rows) - 1) * players]
    a = answer({**request, "tricks": [{"plays": r} for r in rows]})
    assert a["complete"] == (cut == n)
    assert (a["points"] is None) == (cut != n)
    assert sum(a["taken"]) == sum(1 for t in a["tricks"] if t["complete"])


@st.composite
def careless_rounds(draw):
    """Rounds where players sometimes ignore the suit led (possible revokes)."""
    players = draw(st.integers(2, 4))
    hand = draw(st.integers(1, 7))
    dealer = draw(st.integers(0, players - 1))
    cards = draw(st.permutations(deck()))
    hands = [list(cards[i * hand:(i + 1) * hand]) for i in range(players)]
    leader = (dealer + 1) % players
    tricks, seats = [], []
    for _ in range(hand):
        plays, who = [], []
        for i in range(players):
            seat = (leader + i) % players
            card = hands[seat][draw(st.integers(0, len(hands[seat]) - 1))]
            hands[seat].remove(card)
            plays.append(card)
            who.append(seat)
        tricks.append(plays)
        seats.append(who)
        best = max(range(players), key=lambda i: (plays[i].suit == "S",
                                                  plays[i].suit == plays[0].suit, plays[i].rank))
        leader = who[best]
    return players, dealer, hand, tricks, seats


@settings(max_examples=200, deadline=None)
@given(careless_rounds())
def test_revokes_are_exactly_the_later_plays_of_a_suit_a_seat_did_not_follow(case):
    players, dealer, hand, tricks, seats = case
    a = answer({"kind": "round", "game": "nomination-whist", "players": players,
                "dealer": dealer, "trump": "S", "bids": [0] * players, "hand": hand,
                "tricks": [{"plays": [str(c) for c in t]} for t in tricks]})
    # the oracle, written straight from the rule: first failure per (seat, suit), first later proof
    expected = []
    for seat in range(players):
        for suit in "SHDC":
            failed = [k for k, (t, w) in enumerate(zip(tricks, seats))
                      if seat in w[1:] and t[0].suit == suit and t[w.index(seat)].suit != suit]
            if not failed:
                continue
            proof = [k for k, (t, w) in enumerate(zip(tricks, seats))
                     if k > failed[0] and t[w.index(seat)].suit == suit]
            if proof:
                order = (proof[0], seats[proof[0]].index(seat))
                expected.append((order, {"seat": seat, "trick": proof[0], "colour": suit,
                                         "failed_at": failed[0]}))
    assert a["revokes"] == [r for _, r in sorted(expected, key=lambda e: e[0])]
