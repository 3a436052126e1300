"""scorepad/web/limits.py: the socket limits, event pacing and frame checks (issue 24)."""

from __future__ import annotations

import asyncio
import os
import logging

import msgpack
import pytest

from scorepad.web import limits as sl


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def frame(action, body) -> bytes:
    return b"\x00" + msgpack.packb([action, body])


REGISTER = frame(1, {"session_id": None, "page_name": "", "page": {"route": "/"}})


@pytest.mark.parametrize("data, registered, problem", [
    (REGISTER, False, None),
    (REGISTER, True, "a second registration"),
    (frame(3, {"target": 5, "name": "click", "data": None}), True, None),
    (frame(3, {"target": 5, "name": "click", "data": None}), False, "a message before registering"),
    (frame(3, {"target": "5", "name": "click", "data": None}), True, "a malformed event"),
    (frame(3, {"target": 5, "name": "on click!", "data": None}), True, "a malformed event"),
    (frame(4, {"id": 5, "props": {"value": "x"}}), True, None),
    (frame(4, {"id": 5, "props": []}), True, "a malformed property update"),
    (frame(1, {"session_id": 3, "page_name": "", "page": {}}), False, "a malformed registration"),
    (frame(1, {"session_id": None, "page_name": "", "page": {"route": 5}}), False,
     "a malformed registration"),
    (frame(6, {"message": "x"}), True, "an action a browser does not send"),
    (b"\x00\xc1", True, "not MessagePack"),
    (b"\x07abc", True, "an unknown frame type"),
])
def test_frames_a_browser_does_not_send_are_named(data, registered, problem):
    assert sl.frame_problem(data, registered) == problem


def test_a_crash_report_is_recognised_and_nothing_else():
    crash = {"type": "websocket.send", "bytes": frame(6, {"message": "Traceback ..."})}
    patch = {"type": "websocket.send", "bytes": frame(2, {"id": 1, "patch": []})}
    assert sl.leaks(crash) and not sl.leaks(patch)


def test_a_bucket_lets_a_burst_through_then_paces():
    clock = Clock()
    bucket = sl.Bucket(burst=3, rate=2.0, clock=clock)
    assert [bucket.wait_for() for _ in range(3)] == [0.0, 0.0, 0.0]
    assert bucket.wait_for() == pytest.approx(0.5)
    clock.now += 10
    assert bucket.wait_for() == 0.0


def test_sockets_are_limited_per_address_in_all_and_in_rate_but_not_for_this_computer():
    clock = Clock()
    limits = sl.Limits(per_address=3, total=10, new_burst=5, new_per_minute=6, clock=clock)
    assert [limits.admit("10.0.0.5") for _ in range(4)] == [None, None, None,
                                                            "too many sockets from one address"]
    limits.release("10.0.0.5")
    assert limits.admit("10.0.0.5") is None
    for _ in range(3):
        limits.release("10.0.0.5")
    assert limits.admit("10.0.0.5") is None  # the fifth new socket: the burst is spent
    limits.release("10.0.0.5")
    assert limits.admit("10.0.0.5") == "new sockets too fast from one address"
    clock.now += 10  # one a 10 s
    assert limits.admit("10.0.0.5") is None
    assert limits.admit("2001:db8::1") is None and limits.open["2001:db8::/64"] == 1
    for _ in range(8):  # 2 open so far, 8 more: the total of 10
        assert limits.admit("127.0.0.1") is None  # the scorekeeper's own browser
    assert limits.admit("10.0.0.9") == "too many sockets in all"


def test_a_flood_waits_then_is_closed():
    sent = []

    async def run() -> list:
        queue = [{"type": "websocket.connect"}, {"type": "websocket.receive", "bytes": REGISTER}]
        queue += [{"type": "websocket.receive",
                   "bytes": frame(3, {"target": 1, "name": "click", "data": None})}] * 5000

        async def receive():
            return queue.pop(0)

        async def send(message):
            sent.append(message)

        guarded = sl.Limits().receive(receive, send)
        got = []
        while True:
            message = await guarded()
            got.append(message)
            if message["type"] == "websocket.disconnect":
                return got

    original = asyncio.sleep

    async def no_wait(_seconds):  # the pacing's waits, without the time
        await original(0)

    asyncio.sleep = no_wait
    try:
        got = asyncio.run(run())
    finally:
        asyncio.sleep = original
    assert got[-1]["code"] == 1008 and sent[-1]["type"] == "websocket.close"
    assert sl.EVENT_BURST + sl.FLOOD_CLOSE <= len(got) <= sl.EVENT_BURST + sl.FLOOD_CLOSE + 3


def test_serve_drops_a_gone_tabs_session_within_minutes(monkeypatch):
    import uvicorn

    from scorepad.web import server

    monkeypatch.delenv("FLET_SESSION_TIMEOUT", raising=False)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self: None)
    monkeypatch.setattr(server, "_has_browser", lambda: False)
    server.serve(lambda page: None, host="127.0.0.1", port=0, assets_dir=None)
    assert int(os.environ["FLET_SESSION_TIMEOUT"]) <= 300
    from scorepad.web.flet_internals import is_hardened

    assert is_hardened()


def test_a_property_update_must_fit_the_field():
    import flet as ft

    field, switch, column = ft.TextField(value=""), ft.Switch(value=False), ft.Column([])
    assert sl._fits(field, "value", "12") and not sl._fits(field, "value", 12)
    assert sl._fits(switch, "value", True) and not sl._fits(switch, "value", "yes")
    assert not sl._fits(field, "no_such_field", 1)
    assert not sl._fits(column, "controls", [{"_c": "Text"}])
    buttons = ft.SegmentedButton(segments=[ft.Segment("a")], selected=["a"])
    assert sl._fits(buttons, "selected", ["a"]) and not sl._fits(buttons, "selected", [{}])
