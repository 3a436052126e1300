"""The sections of each game's rules, by id: what a message that rests on a rule points at.

A message of the engine carries `rule="<game>-<section>"` (see `rules.message`); the app's
Rules screen shows one section per id (`rules-<game>-<section>`), in the table's language.
The prose itself lives with the app (scorepad/rulebook); the engine only names the sections.
"""

from __future__ import annotations

SECTIONS: dict[str, tuple[str, ...]] = {
    "sixth-sense": (
        "deck",         # 70 cards, 5 colours, no 9; 2 players: one colour out
        "setup",        # rounds and cards per player count, dealer moves left, leader
        "prediction",   # the prediction card, a 6 aims at 6 or 9, a 0 at none
        "trump",        # the turned card's colour; late trump; novice: no trump
        "playing",      # follow the requested colour, action cards too; winner leads
        "winning",      # highest trump, else highest of the requested colour
        "blocking",     # 0 / X
        "reversal",     # 4
        "sixth-sense",  # 6 declared 6 or 9
        "peek",         # 8
        "double",       # 12
        "void",         # 2 players: a block leaves no card, nobody wins the trick
        "scoring",      # standard scoring, the 6/9 house rule
        "novice",       # novice scoring
        "target",       # the target-score variant
        "end",          # end of the game, who wins, ties share
        "totals",       # what a round's trick counts must add up to
        "revokes",      # not following colour, shown for the table to decide
    ),
    "nomination-whist": (
        "deck", "rounds", "bidding", "hook", "zero-streak", "trump", "playing", "winning",
        "scoring", "end", "revokes",
    ),
    "shedding": (
        "deck", "numbered", "specials", "gold", "challenge", "hand-value", "classic",
        "last-man-standing",
    ),
}


def rule_id(game: str, section: str) -> str:
    """The id a message carries: `rule_id("sixth-sense", "reversal")` ->
    "sixth-sense-reversal". Raises KeyError for a section the game does not have."""
    if section not in SECTIONS[game]:
        raise KeyError(f"{game} has no rules section {section!r}")
    return f"{game}-{section}"


def all_rule_ids() -> list[str]:
    return [f"{game}-{s}" for game, sections in SECTIONS.items() for s in sections]
