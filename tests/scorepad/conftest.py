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
    from flet.controls import context  # the test plays Flet's part: it may reach in

    fake = types.SimpleNamespace(route="/", url="http://127.0.0.1:8550/", width=390,
                                 height=844, platform=None, platform_brightness=None,
                                 padding=8, bgcolor=None, client_ip="", theme_mode=None,
                                 _services=types.SimpleNamespace(
                                     register_service=lambda service: None))
    token = context._context_page.set(fake)
    yield fake
    context._context_page.reset(token)
