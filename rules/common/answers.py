"""The judge's answers: what every game's answers share.

The judge answers with plain JSON objects (JUDGE.md). Each game writes its own answers
(`as_json` on its result values); what is common is the fields of a trick answer, in the order
JUDGE.md lists them, and the explanation texts: an explanation is a `rules.message.Text`, the
English string that keeps the message it says (`said`), so `python -m rules judge --lang`
renders it in another language (`rules.cli.localised`) while the English JSON is unchanged.
"""

from __future__ import annotations

#: the fields every trick answer has (JUDGE.md), in order; games add their own
TRICK_FIELDS: tuple[str, ...] = ("winner", "winning_play", "complete", "requested",
                                 "next_leader", "explanation")


def round_answer(result) -> dict:
    """JUDGE.md's round answer, exactly its fields, from a game's round result (its `tricks`,
    `taken`, `complete`, `points`, `revokes`, `warnings`): every game answers a round alike."""
    return {
        "tricks": [t.as_json() for t in result.tricks],
        "taken": list(result.taken),
        "complete": result.complete,
        "points": None if result.points is None else list(result.points),
        "revokes": [r.as_json() for r in result.revokes],
        "warnings": list(result.warnings),
    }


class Encoded(dict):
    """An answer that comes with its JSON text (`json`), written by the game where it knows
    the answer's shape: `rules.cli.dumps` writes `json` as it is, with no encoder. The text
    is exactly what `json.dumps(answer, ensure_ascii=False)` writes for the dict."""

    __slots__ = ("json",)
