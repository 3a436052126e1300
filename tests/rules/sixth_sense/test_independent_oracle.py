"""An independent reading of RULES.md and JUDGE.md, compared with the judge on random input.

Nothing here imports the engine's internals: the oracle below is written from the texts alone
(RULES.md Game A, JUDGE.md kinds "trick" and "round") over plain JSON values, and the judge is
asked through its public entry point, `rules.cli.answer`, with the same JSON a script would
send. Random tricks cover every action card: blocks (of the lead too, in progress and void),
reversals (even and odd numbers, equal lows), 6 declared as 9, peeks, doubles, 2 players with a
removed colour, no trump; random rounds cover leader rotation, doubles taken, voids, revokes
(with blocked leads moving the obligation) and scoring.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cli import answer

COLOURS = ("blue", "green", "purple", "red", "yellow")
VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)
TABLE = {2: (6, 15), 3: (6, 14), 4: (4, 14), 5: (5, 13), 6: (6, 11)}  # rounds, cards dealt


# -- the oracle ------------------------------------------------------------------------------

def oracle_trick(players, trump, leader, plays):
    """JUDGE.md's trick answer (without the explanation), from RULES.md.

    `plays`: list of (colour, value, declared or None, block target or None)."""
    n = len(plays)
    complete = n == players
    block = [(p[3], i) for i, p in enumerate(plays) if p[3] is not None]
    blocked = list(block[0]) if block else []
    counting = [i for i in range(n) if i not in blocked]
    # "If the lead card is blocked, the requested colour becomes the colour of the next card in
    # play order that still counts"; null while no card counts.
    requested = plays[counting[0]][0] if counting else None

    def value(i):
        return plays[i][2] if plays[i][2] is not None else plays[i][1]

    def tier(i):  # trump above requested colour above all other colours
        c = plays[i][0]
        return 2 if c == trump else 1 if c == requested else 0

    fours = sum(1 for i in counting if plays[i][1] == 4)
    rev = fours % 2 == 1
    double = any(plays[i][1] == 12 for i in counting)
    if not counting:
        void = complete
        return {"winner": None, "winning_play": None, "complete": complete, "requested": None,
                "reversed": rev, "blocked": blocked, "double": double, "peek": None,
                "void": void, "next_leader": leader if void else None}
    if rev:
        # read from the bottom; among equal lows the one played last wins
        best = min(counting, key=lambda i: (tier(i), value(i), -i))
    else:
        best = max(counting, key=lambda i: (tier(i), value(i)))
    winner = (leader + best) % players
    peek = None
    if complete and 0 in counting and plays[0][1] == 8 and winner != leader:
        peek = leader
    return {"winner": winner, "winning_play": best, "complete": complete,
            "requested": requested, "reversed": rev, "blocked": blocked, "double": double,
            "peek": peek, "void": False, "next_leader": winner if complete else None}


def obligation(plays, i):
    """The requested colour as it stood when play i was made (None: free to play anything)."""
    if i == 0:
        return None
    before = plays[:i]
    dead = set()
    for j, p in enumerate(before):
        if p[3] is not None:
            dead |= {j, p[3]}
    alive = [j for j in range(i) if j not in dead]
    return before[alive[0]][0] if alive else None


def oracle_score(prediction, tricks, scoring="standard"):
    targets = (6, 9) if prediction == 6 else (prediction,)
    target = min(targets, key=lambda t: abs(t - tricks))
    d = abs(target - tricks)
    if scoring == "novice":
        return {0: 6, 1: 4, 2: 3, 3: 2, 4: 1}.get(d, 0), target
    return (target if d == 0 else -d), target


def oracle_round(players, trump, dealer, predictions, tricks, scoring="standard"):
    leader = (dealer + 1) % players
    taken = [0] * players
    failed = {}  # (seat, colour) -> first trick failed
    reported = set()
    revokes = []
    answers = []
    for t, trick in enumerate(tricks):
        plays = trick["plays"]
        a = oracle_trick(players, trump, leader, plays)
        answers.append(a)
        for i, p in enumerate(plays):
            seat = (leader + i) % players
            key = (seat, p[0])
            if key in failed and failed[key] < t and key not in reported:
                reported.add(key)
                revokes.append({"seat": seat, "trick": t, "colour": p[0], "failed_at": failed[key]})
            ob = obligation(plays, i)
            if ob is not None and p[0] != ob and (seat, ob) not in failed:
                failed[(seat, ob)] = t
        if a["winner"] is not None and a["complete"]:
            taken[a["winner"]] += 2 if trick.get("take_double") else 1
        if a["complete"]:
            leader = a["next_leader"]
    complete = len(tricks) == TABLE[players][1] - 1 and (not tricks or answers[-1]["complete"])
    points = [oracle_score(p, taken[s], scoring)[0] for s, p in enumerate(predictions)] \
        if complete else None
    return answers, taken, complete, points, revokes


# -- the JSON a script would send ------------------------------------------------------------

def spell(colour, value, rng):
    """A card as a user might type it: any case, extra spaces, X for 0."""
    v = "X" if value == 0 and rng.random() < 0.5 else str(value)
    text = f"{colour} {v}"
    if rng.random() < 0.3:
        text = text.upper()
    if rng.random() < 0.3:
        text = f"  {colour.capitalize()}   {v.lower()} "
    return text


def to_json(play, rng):
    colour, value, declared, block = play
    text = spell(colour, value, rng)
    if declared is None and block is None and rng.random() < 0.8:
        return text
    obj = {"card": text}
    if declared is not None:
        obj["as"] = declared
    if block is not None:
        obj["block"] = block
    return obj


def random_plays(rng, players, n, colours, block_rate=0.5):
    cards = rng.sample([(c, v) for c in colours for v in VALUES], n)
    plays = []
    blocked = False
    for i, (c, v) in enumerate(cards):
        declared = rng.choice((None, 6, 9)) if v == 6 else None
        block = None
        if v == 0 and i > 0 and not blocked and rng.random() < block_rate:
            block = rng.randrange(i)
            blocked = True
        plays.append((c, v, declared, block))
    return plays


def trick_request(players, trump, leader, removed, plays, rng):
    req = {"kind": "trick", "game": "sixth-sense", "players": players, "trump": trump,
           "plays": [to_json(p, rng) for p in plays]}
    if leader or rng.random() < 0.5:
        req["leader"] = leader
    if removed is not None or rng.random() < 0.3:
        req["removed"] = removed
    return req


def without_explanation(a):
    return {k: v for k, v in a.items() if k != "explanation"}


@settings(max_examples=1500, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=6),
       st.booleans())
def test_the_judge_agrees_with_the_oracle_on_random_tricks(seed, players, complete):
    rng = random.Random(seed)
    removed = rng.choice(COLOURS) if players == 2 and rng.random() < 0.7 else None
    colours = [c for c in COLOURS if c != removed]
    # few colours and many low cards make reversals, blocks and equal lows frequent
    if rng.random() < 0.5:
        colours = rng.sample(colours, rng.randint(2, len(colours)))
    n = players if complete else rng.randint(0, players)
    plays = random_plays(rng, players, n, colours)
    trump = rng.choice([None] + [c for c in COLOURS if c != removed])
    leader = rng.randrange(players)
    got = answer(trick_request(players, trump, leader, removed, plays, rng))
    expected = oracle_trick(players, trump, leader, plays)
    assert without_explanation(got) == expected
    assert list(got) == list(expected) + ["explanation"]  # JUDGE.md's fields, in its order
    assert isinstance(got["explanation"], str) and got["explanation"].endswith(".")


@settings(max_examples=600, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_reversal_tricks_with_equal_lows(seed):
    """Low cards in many colours under an odd number of 4s: the last of the equal lows."""
    rng = random.Random(seed)
    players = rng.randint(3, 6)
    low = rng.choice((0, 1, 2, 3, 5))
    colours = list(COLOURS)
    rng.shuffle(colours)
    plays = [(colours[0], rng.choice(VALUES), None, None), (colours[1], 4, None, None)]
    for c in colours[2:players]:
        plays.append((c, low, None, None))
    plays = plays[:players]
    rng.shuffle(plays)
    plays = [(c, v, None, None) for c, v, _, _ in plays]
    trump = rng.choice([None, *COLOURS])
    got = answer(trick_request(players, trump, 0, None, plays, rng))
    assert without_explanation(got) == oracle_trick(players, trump, 0, plays)


def test_the_seed_example():
    got = answer({"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue",
                  "leader": 0, "plays": ["blue 10", "red 4", "green 1", "yellow 1"]})
    assert (got["winner"], got["winning_play"], got["reversed"], got["requested"]) == \
        (3, 3, True, "blue")


# -- rounds ----------------------------------------------------------------------------------

def random_round(rng, players, cheat):
    rounds, dealt = TABLE[players]
    removed = rng.choice(COLOURS) if players == 2 else None
    cards = [(c, v) for c in COLOURS if c != removed for v in VALUES]
    rng.shuffle(cards)
    hands = [cards[i * dealt:(i + 1) * dealt] for i in range(players)]
    trump = rng.choice([None] + [c for c in COLOURS if c != removed])
    predictions = [h.pop(rng.randrange(len(h))) for h in hands]
    dealer = rng.randrange(players)
    n_tricks = dealt - 1 if rng.random() < 0.7 else rng.randint(1, dealt - 1)
    leader = (dealer + 1) % players
    tricks = []
    for t in range(n_tricks):
        last = t == n_tricks - 1
        n = players if not last or rng.random() < 0.7 else rng.randint(1, players)
        plays = []
        blocked = False
        for i in range(n):
            seat = (leader + i) % players
            hand = hands[seat]
            ob = obligation(plays, i) if plays else None
            follow = [c for c in hand if c[0] == ob]
            pool = follow if follow and rng.random() >= cheat else hand
            c, v = rng.choice(pool)
            hand.remove((c, v))
            declared = rng.choice((None, 6, 9)) if v == 6 else None
            block = None
            if v == 0 and i > 0 and not blocked and rng.random() < 0.5:
                block = rng.randrange(i)
                blocked = True
            plays.append((c, v, declared, block))
        a = oracle_trick(players, trump, leader, plays)
        trick = {"plays": plays}
        if a["double"] and a["complete"] and not a["void"] and rng.random() < 0.6:
            trick["take_double"] = True
        tricks.append(trick)
        if a["complete"]:
            leader = a["next_leader"]
    pred = [p if rng.random() < 0.7 else p[1] for p in predictions]
    return players, trump, dealer, removed, pred, tricks


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=6),
       st.sampled_from((0.0, 0.3)), st.sampled_from(("standard", "novice")))
def test_the_judge_agrees_with_the_oracle_on_random_rounds(seed, players, cheat, scoring):
    rng = random.Random(seed)
    players, trump, dealer, removed, pred, tricks = random_round(rng, players, cheat)
    values = [p[1] if isinstance(p, tuple) else p for p in pred]
    req = {"kind": "round", "game": "sixth-sense", "players": players, "trump": trump,
           "dealer": dealer, "scoring": scoring, "removed": removed,
           "predictions": [spell(p[0], p[1], rng) if isinstance(p, tuple) else p for p in pred],
           "tricks": [dict(t, plays=[to_json(p, rng) for p in t["plays"]]) for t in tricks]}
    got = answer(req)
    answers, taken, complete, points, revokes = oracle_round(players, trump, dealer, values,
                                                             tricks, scoring)
    assert [without_explanation(a) for a in got["tricks"]] == answers
    assert got["taken"] == taken
    assert got["complete"] == complete
    assert got["points"] == points
    assert got["revokes"] == revokes
    assert got["warnings"] == []


@given(st.integers(min_value=0, max_value=14).filter(lambda v: v != 9),
       st.integers(min_value=0, max_value=30), st.sampled_from(("standard", "novice")))
def test_the_judge_scores_as_the_oracle(prediction, tricks, scoring):
    got = answer({"kind": "score", "game": "sixth-sense", "scoring": scoring,
                  "prediction": prediction, "tricks": tricks})
    points, target = oracle_score(prediction, tricks, scoring)
    assert (got["points"], got["target"]) == (points, target)
