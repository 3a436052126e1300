"""The engine's one error type.

Every rule broken by the input itself (a card that does not exist, a block as the lead, a
round that cannot happen) raises `RulesError`. It carries one plain sentence that quotes the
input, and `at`, where in the request the problem is (``"plays[2]"``), or None.
The judge turns it into ``{"error": ..., "at": ...}`` and exit status 2.
"""

from __future__ import annotations


class RulesError(ValueError):
    """A request or a round that the rules do not allow.

    >>> RulesError("'blue 9' is not a card: there is no 9 (the 6 stands in for it)", at="plays[1]")
    RulesError("'blue 9' is not a card: there is no 9 (the 6 stands in for it)", at='plays[1]')
    """

    def __init__(self, message: str, at: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at

    def located(self, prefix: str) -> "RulesError":
        """The same error, with `at` placed under `prefix` (``tricks[1]`` + ``plays[2]``)."""
        if not prefix:
            return self
        at = prefix if self.at is None else (
            f"{prefix}{self.at}" if self.at.startswith("[") else f"{prefix}.{self.at}")
        return RulesError(self.message, at)

    def __repr__(self) -> str:
        return f"RulesError({self.message!r}, at={self.at!r})"

    def as_json(self) -> dict:
        return {"error": self.message, "at": self.at}
