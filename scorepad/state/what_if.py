"""What if: a finished (or any) game shown as it would have scored under another reading of
its options (those its sheet's specs let a what-if change: `OptionSpec.what_if`), side by side
with the real result. Nothing of the game changes: the service re-scores the loaded game through
the engine (scorepad.services.games.what_if). Each reading's words are the spec's
`what_if(value)`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from scorepad.services.games import what_if
from rules.message import Listing
from rules.options import holds
from scorepad.state.errors import action_errors, message_of
from scorepad.words import say, signed, tr


def reading(spec: Any, value: Any) -> str:
    """One reading (`spec`'s option at `value`) in the session's language ("novice
    scoring"): the spec's `what_if` words."""
    words = spec.what_if(value) if spec is not None and spec.what_if is not None else None
    if words is None:
        return tr("{option} {value}", option=getattr(spec, "key", "?"), value=value)
    return say(words)


@ft.observable
@dataclass(eq=False)
class WhatIfState:
    view: Any = None  # the game shown (a GameView); None: closed
    changes: dict = field(default_factory=dict)  # option -> value tried
    result: what_if.Rescored | None = None
    error: str | None = None
    judged: tuple = ()  # the game's kept judged tricks (a what-if judges them again)

    # ---- reading -------------------------------------------------------------------------

    def offered_for(self, view: Any) -> bool:
        """Whether the game shown has rounds and another reading to try (its sheet's specs)."""
        return view is not None and bool(view.rounds) and bool(
            what_if.offered(view.game, len(view.players)))

    def is_open_for(self, game_id: Any) -> bool:
        return self.view is not None and self.view.id == game_id

    @property
    def specs(self) -> dict[str, Any]:
        """Option key -> its spec, for the options a what-if may change in this game."""
        return {s.key: s for s in what_if.specs(self.view.game, len(self.view.players))} \
            if self.view is not None else {}

    @property
    def choices(self) -> dict[str, tuple]:
        return what_if.offered(self.view.game, len(self.view.players)) \
            if self.view is not None else {}

    def reading(self, key: str, value: Any) -> str:
        """The reading of option `key` at `value`, in words."""
        return reading(self.specs.get(key), value)

    def current(self, key: str) -> Any:
        """The value tried for `key` (the game's own when not changed)."""
        if key in self.changes:
            return self.changes[key]
        return self.real(key)

    def real(self, key: str) -> Any:
        """The game's own value of `key` (its spec's default when the game left it out)."""
        real = dict(self.view.options or {}) if self.view is not None else {}
        spec = self.specs.get(key)
        return real[key] if real.get(key) is not None else getattr(spec, "default", None)

    def _values(self) -> dict[str, Any]:
        """The options as tried now: the game's own, with the changes."""
        values = dict(self.view.options or {}) if self.view is not None else {}
        values.update({k: self.current(k) for k in self.specs})
        return values

    def applies(self, key: str) -> bool:
        """Whether option `key` changes anything under the options tried now (its spec's
        `full` conditions: a house rule that only one scoring reads)."""
        spec = self.specs.get(key)
        if spec is None or not spec.full:
            return True
        return holds(spec.full, self._values())

    def note(self, key: str) -> str | None:
        """The spec's note that holds now, in words, for an option that does not apply
        ("Novice scoring is not affected.")."""
        spec = self.specs.get(key)
        if spec is None or self.applies(key):
            return None
        values = self._values()
        return next((say(n.text) for n in spec.notes if holds(n.when, values)), None)

    @property
    def label(self) -> str:
        """The reading tried, in words (an option that does not apply now is left out)."""
        said = [self.reading(k, v) for k, v in self.changes.items()
                if v != self.real(k) and self.applies(k)]
        return "; ".join(said) if said else tr("the game's own rules (nothing changed)")

    def winners_text(self, winners: tuple[int, ...], over: bool) -> str:
        if not over or self.view is None:
            return tr("not finished")
        names = [self.view.players[w] for w in winners]
        return say(Listing(tuple(names))) if names else tr("nobody")

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
            names = list(self.view.players)  # a round's seat `seat` is its table's
            out.append(tr("Round {number}, {name}: {old} to {new}. {why}", number=index + 1,
                          name=self.view.names_at(index)[seat], old=signed(old),
                          new=signed(new.points), why=say(new, names)))
        names = list(self.view.players)
        for index, said in self.result.rejudged:  # the kept judged tricks answered otherwise
            why = say(said, names)
            out.append(tr("Round {number}, a judged trick: {why}", number=index + 1, why=why)
                       if index is not None else tr("A judged trick: {why}", why=why))
        return out

    # ---- actions -------------------------------------------------------------------------

    def show(self, view: Any, judged: Any = None) -> None:
        """Open the what-if for this game, trying the other value of its first option;
        `judged`: the game's kept judged tricks (or what lists them), judged again."""
        try:
            self.judged = tuple((judged() if callable(judged) else judged) or ())
        except action_errors():  # the points are re-scored all the same
            self.judged = ()
        self.view = view
        self.changes = {}
        self.result = None
        self.error = None
        choices = self.choices
        if not choices:
            self.error = tr("Nothing in this game's options changes its points.")
            return
        # start with the other reading of a house rule the game has set (not at its
        # default), else with the other value of its first option
        specs = self.specs
        key = next((k for k, s in specs.items()
                    if s.house is not None and self.real(k) != s.default), next(iter(choices)))
        other = next(v for v in choices[key] if v != self.real(key))
        self.choose(key, other)

    def choose(self, key: str, value: Any) -> None:
        changes = dict(self.changes)
        changes[key] = value
        try:
            result = what_if.rescore(self.view, {k: v for k, v in changes.items()},
                                     judged=self.judged)
        except what_if.WhatIfError as exc:
            self.error = say(exc)

            return
        except action_errors() as exc:
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
