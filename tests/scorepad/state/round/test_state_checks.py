"""How often the round screen asks the sheet to check a round (issue 22: about 3 times a tap
and 9 a confirm before the draft became a value): once a tap, twice on the tap that completes
the round (the check, then the preview), and a few times on confirm (the save, the game read
back, the next round's empty draft)."""

from __future__ import annotations

import pytest

from rules import registry
from tests.scorepad.state.round.test_state import loaded, predict


@pytest.fixture
def checks(monkeypatch):
    """Counts the 6th Sense sheet's `check` calls."""
    sheet_type = type(registry.scoresheet("sixth-sense"))
    real = sheet_type.check
    count = {"n": 0}

    def counted(self, **kwargs):
        count["n"] += 1
        return real(self, **kwargs)

    monkeypatch.setattr(sheet_type, "check", counted)
    return count


def taken(count: dict) -> int:
    n, count["n"] = count["n"], 0
    return n


def test_a_tap_checks_the_round_once_and_a_confirm_a_few_times(service, four, checks):
    rs = loaded(service, four)
    taken(checks)
    rs.choose_trump("red")
    assert taken(checks) == 1
    predict(rs, {1: 3})
    assert taken(checks) == 1
    predict(rs, {2: 4, 3: 0, 0: 6})
    rs.enter_tricks(1, 3)
    rs.enter_tricks(2, 5)
    taken(checks)
    rs.enter_tricks(3, 0)  # the last count is filled in: the round is complete
    assert rs.preview is not None
    assert taken(checks) == 2  # the check, then the preview
    assert rs.confirm()
    assert len(rs.view.rounds) == 1
    assert taken(checks) <= 4
