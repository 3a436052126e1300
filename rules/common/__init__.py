"""Game-independent machinery shared by the trick-taking games (6th Sense, nomination whist).

- `revokes`: revoke tracking over a sequence of tricks (JUDGE.md, kind "round").
- `replay`: replaying a round trick by trick with leader rotation, with the round errors
  JUDGE.md names (empty trick, unfinished trick that is not the last, card played twice).
- `answers`: turning engine values (dataclasses, enums, cards) into the judge's JSON.
- `lazy`: a game package's lazy ``answer`` and ``SCORESHEET`` (judge and scoresheet modules
  imported on first use), for every game.

Nothing here knows a card game: colours, cards and results come in through small callables or
duck-typed attributes, so whist and 6th Sense use the same code.
"""
