"""Fixtures shared by the app's tests."""

from __future__ import annotations

import sys
import types

import pytest

from tests.scorepad.controls import phone_page as phone_context


@pytest.fixture
def fake_app(monkeypatch):
    """Stands in for scorepad.app: records run()'s call instead of serving."""
    calls = []
    module = types.ModuleType("scorepad.app")
    module.run = lambda **kw: calls.append(kw)
    monkeypatch.setitem(sys.modules, "scorepad.app", module)
    return calls


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A data folder of the test's own, with no data setting from the environment."""
    monkeypatch.delenv("SCOREPAD_DATA_DIR", raising=False)
    monkeypatch.delenv("SCOREPAD_DATABASE_URL", raising=False)
    return tmp_path / "data"


@pytest.fixture
def phone_page():
    """The session's page as the screens read it (`ft.context.page`), a phone's: for drawing
    a screen that asks for it without a browser."""
    with phone_context() as fake:
        yield fake
