"""The harness itself, on the bare Flet counter (bench/reference_counter.py).

When this fails and the app's tests fail too, the browser or Flet is the problem, not the app.
"""

from __future__ import annotations

import pytest

from tests.harness import reference_command

from .conftest import AppServer, open_driver

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def counter_server(tmp_path_factory):
    server = AppServer(tmp_path_factory.mktemp("counter") / "data", command=reference_command)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_a_tap_on_the_reference_counter_is_counted_and_updates_the_text(browser, counter_server, request):
    with open_driver(browser, counter_server, request, ready="ref-increment") as app:
        app.wait_text("Count: 0", identifier="ref-count")
        with app.count_taps() as taps:
            app.tap("ref-increment")
            app.wait_text("Count: 1", identifier="ref-count")
            app.tap("ref-increment")
            app.wait_text("Count: 2", identifier="ref-count")
        assert taps() == 2
        shot = app.screenshot("counter")
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert shot.name == "01-counter.png"


def test_a_missing_identifier_fails_naming_what_is_on_the_screen(browser, counter_server, request):
    with open_driver(browser, counter_server, request, ready="ref-increment") as app:
        with pytest.raises(AssertionError, match="ref-increment"):
            app.wait_for("no-such-control", timeout=500)


def test_a_restart_serves_again_on_the_same_port(counter_server):
    port = counter_server.port
    counter_server.restart()
    assert counter_server.port == port
    assert counter_server.proc.poll() is None
