"""What if: a finished (or any) game shown as it would have scored under the other scoring or
house rule, side by side with the real result. Nothing of the game changes: the service
re-scores the loaded game through the engine (scorepad.services.what_if)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.services import what_if
from scorepad.state.errors import message_of

WORDS = {
    ("scoring", "standard"): "standard scoring",
    ("scoring", "novice"): "novice scoring",
    ("six_at_nine", 9): "a 6/9 card met at 9 scores 9",
    ("six_at_nine", 6): "a 6/9 card met at 9 scores 6 (house rule)",
}


@ft.observable
@dataclass(eq=False)
class WhatIfState:
    view: Any = None  # the game shown (a GameView); None: closed
    changes: dict = None  # type: ignore[assignment]  # option -> value tried
    result: what_if.Rescored | None = None
    error: str | None = None

    def __post_init__(self) -> None:
        if self.changes is None:
            self.changes = {}

    # ---- reading -------------------------------------------------------------------------

    def is_open_for(self, game_id: Any) -> bool:
        return self.view is not None and self.view.id == game_id

    @property
    def choices(self) -> dict[str, tuple]:
        return what_if.offered(self.view.game) if self.view is not None else {}

    def current(self, key: str) -> Any:
        """The value tried for `key` (the game's own when not changed)."""
        if key in self.changes:
            return self.changes[key]
        real = dict(self.view.options or {}) if self.view is not None else {}
        return real.get(key, {"scoring": "standard", "six_at_nine": 9}.get(key))

    def real(self, key: str) -> Any:
        real = dict(self.view.options or {}) if self.view is not None else {}
        return real.get(key, {"scoring": "standard", "six_at_nine": 9}.get(key))

    @property
    def label(self) -> str:
        """The reading tried, in words."""
        said = [WORDS.get((k, v), f"{k} {v}") for k, v in self.changes.items()
                if v != self.real(k)]
        return "; ".join(said) if said else "the game's own rules (nothing changed)"

    @property
    def real_label(self) -> str:
        return "; ".join(WORDS.get((k, self.real(k)), "") for k in self.choices)

    def winners_text(self, winners: tuple[int, ...], over: bool) -> str:
        if not over or self.view is None:
            return "not finished"
        names = [self.view.players[w] for w in winners]
        return " and ".join(names) if names else "nobody"

    @property
    def changed_rounds(self) -> list[str]:
        """Each score the other reading changes, with its explanation."""
        if self.result is None or self.view is None:
            return []
        out = []
        for index, seat in self.result.changed:
            if index >= len(self.result.rounds):
                continue
            old = self.view.rounds[index].scores[seat].points
            new = self.result.rounds[index][seat]
            out.append(f"Round {index + 1}, {self.view.players[seat]}: {old} to {new.points}. "
                       f"{new.explanation}")
        return out

    # ---- actions -------------------------------------------------------------------------

    def show(self, view: Any) -> None:
        """Open the what-if for this game, trying the other value of its first option."""
        self.view = view
        self.changes = {}
        self.result = None
        self.error = None
        choices = self.choices
        if not choices:
            self.error = "Nothing in this game's options changes its points."
            return
        # start with the other house rule if the game has one set, else the other scoring
        key = "six_at_nine" if "six_at_nine" in choices and self.real("six_at_nine") != 9 \
            else next(iter(choices))
        other = next(v for v in choices[key] if v != self.real(key))
        self.choose(key, other)

    def choose(self, key: str, value: Any) -> None:
        changes = dict(self.changes)
        changes[key] = value
        try:
            result = what_if.rescore(self.view, {k: v for k, v in changes.items()})
        except what_if.WhatIfError as exc:
            self.error = exc.message
            return
        except Exception as exc:
            self.error = message_of(exc)
            return
        self.changes = changes
        self.result = result
        self.error = None

    def close(self) -> None:
        self.view = None
        self.changes = {}
        self.result = None
        self.error = None
