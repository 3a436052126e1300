"""Scorepad's rules engine: pure Python, no app, no database, no UI.

Games are found by id in `rules.registry`; `python -m rules judge` answers rules questions as
JUDGE.md fixes them. This module stays light on purpose: the judge's start-up time counts.
"""

from rules.errors import RulesError

__all__ = ["RulesError"]
