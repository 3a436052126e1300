"""The names the round screens import for the engine's words: `scorepad.words.say` and
`say_all` under the names they had (`spoken`, `problems_text`). There is one renderer
(`scorepad.words`); these names go once `state/round` and `ui/round` import it directly.
"""

from __future__ import annotations

from scorepad.words import say as spoken, say_all as problems_text, sentence

__all__ = ["problems_text", "sentence", "spoken"]
