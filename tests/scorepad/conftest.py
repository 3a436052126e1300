"""Fixtures shared by the app's tests."""

from __future__ import annotations

import sys
import types

import pytest


@pytest.fixture
def fake_app(monkeypatch):
    """Stands in for scorepad.app: records run()'s call instead of serving."""
    calls = []
    module = types.ModuleType("scorepad.app")
    module.run = lambda **kw: calls.append(kw)
    monkeypatch.setitem(sys.modules, "scorepad.app", module)
    return calls
