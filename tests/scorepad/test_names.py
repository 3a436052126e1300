"""The one name limit (scorepad/names.py): a name tidied, and what a name may not be."""

from __future__ import annotations

from scorepad.names import NAME_MAX, name_problem, tidy_name

def test_the_one_limit():
    assert tidy_name("  a  b ") == "a b"
    assert name_problem("") and name_problem("x" * (NAME_MAX + 1))
    assert name_problem("x" * NAME_MAX) is None
    assert name_problem("a\x00b")
