"""The round being entered (or an earlier round being edited) of one game.

The screen shows one row per seat and one keypad for the *active* seat and field. A tap records
a value and moves on to the next seat that still needs one: in the order of
the sheet's form (`EntryForm.phases`): predictions from the leader, clockwise, then, with
late trump, the trump, then tricks. When every seat but one has
its tricks, the last count is filled in from what the counts must add up to
(`ScoreSheet.expected_tricks`); it is marked as filled in and follows later changes.

After every change the entry is checked live against the loaded game (`GameService.check_draft`,
no database read): what cannot be right is said in plain words; once nothing is missing and
nothing is wrong, the points are previewed (`GameService.preview_draft`). `confirm` saves the
round (or the edit of an earlier one), checked against the store.

The package, by job: `state` (the observable `RoundState`: the game, the sheet's form, the
live check, and its acts: loading, confirm, undo, editing an earlier round, following other
devices), `draft` (`Draft`: the round as entered, a frozen value whose changes are new
drafts; where the keypad goes, read from the form's phases), `taps` (the taps: pure functions from one
draft and the round's `Table` to the next draft, or a refusal; `RoundState._tap` keeps the
one before on the undo stack),
`seats` (the players at the table between rounds), `words` (field names,
choice words, the result and conflict notes).
"""

from scorepad.state.round.words import (DOUBLES, HAND, PREDICTION, TRICKS, TRUMP, ConflictNote,
                                        LastResult, choice_word)
from scorepad.state.round.state import RoundState

__all__ = ["DOUBLES", "HAND", "PREDICTION", "TRICKS", "TRUMP", "ConflictNote", "LastResult",
           "RoundState", "choice_word"]
