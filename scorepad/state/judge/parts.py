"""The declared interfaces of the judge's state (`JudgeState`, scorepad/state/judge/__init__.py).

`JudgeState` is one observable object (the screen redraws when any of its fields changes)
assembled from parts, one module each: `table` (the game, players, trump and leader),
`trick_entry` (the trick card by card), `whole_round` (the round trick after trick) and `pile`
(may this card go on that one). A part reads and writes only what `Judge` below declares: the
fields, and the few steps one part offers the others (`rejudge`, `rejudge_round`, `keep_round`,
`clear`, `clear_round`, `restore_round`, `clear_shed`). Nothing is reached by `getattr`.

The round a judge is attached to is the round screen's state itself (`RoundState`, concrete:
state may import state): its values are read once as the judge attaches (`attach_to_round`),
and its entry is filled through its own steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from rules.judge_form import JudgeForm, Play, RoundRuling, TrickRuling
from scorepad.state.service import Games

if TYPE_CHECKING:
    from scorepad.state.round import RoundState


class Judge(Protocol):
    """What the parts of `JudgeState` share: its fields and the steps they offer each other."""

    service: Games | None
    game: str
    players: int
    trump: Any
    leader: int
    removed: str | None
    names: tuple[str, ...]
    game_id: Any
    round_index: int | None
    trump_known: bool
    plays: tuple[Play, ...]
    colour: str | None
    question: str | None
    pending: str | None
    ruling: TrickRuling | None
    error: str | None
    saved: bool
    saved_note: str | None
    dealer: int
    first_leader: int
    done: tuple[tuple[tuple[Play, ...], bool], ...]
    take_double: bool
    calls: tuple[int | None, ...]
    hand: int
    round_settings: dict | None
    round_ruling: RoundRuling | None
    live_revokes: tuple
    round_used: bool
    round_state: RoundState | None  # the game's round screen, attached (its entry is filled)
    pile: Any  # may this card go on that one (pile.PileJudge, an observable of its own)

    @property
    def attached(self) -> bool: ...
    @property
    def form(self) -> JudgeForm: ...
    @property
    def complete(self) -> bool: ...
    @property
    def colours(self) -> tuple[str, ...]: ...
    @property
    def tricks_judged(self) -> bool: ...
    @property
    def block_used(self) -> bool: ...
    @property
    def player_range(self) -> tuple[int, int]: ...
    def words(self, key: str, **params: Any) -> str: ...
    def card_words(self, card: str | None) -> str: ...
    def card_named(self, card: str | None) -> Any: ...
    def card_of(self, colour: str, value: Any) -> str: ...
    def seat_name(self, seat: int | None) -> str: ...
    def term(self, key: str | None) -> str: ...
    @property
    def trump_choices(self) -> tuple[Any, ...]: ...
    def rejudge(self) -> None: ...
    def rejudge_round(self, *, tricks_stand: bool = False) -> None: ...
    def rule_round(self, done: Any = None, *, kept: RoundRuling | None = None) -> RoundRuling: ...
    def keep_round(self) -> None: ...
    def clear(self) -> None: ...
    def clear_round(self) -> None: ...
    def restore_round(self) -> None: ...
