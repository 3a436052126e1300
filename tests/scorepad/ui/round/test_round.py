"""The round screen's timer for a round drawn score first (scorepad/ui/round/)."""

from __future__ import annotations

import asyncio

from scorepad.ui import round as screen


class Settling:
    """A round state drawn score first, whose session may have gone when the timer fires."""

    def __init__(self, settling: bool, gone: bool = False) -> None:
        self.settling = settling
        self.gone = gone
        self.settled = 0

    def settle(self) -> None:
        self.settled += 1
        if self.gone:
            raise RuntimeError("the session is closed")
        self.settling = False


def run(state: Settling) -> list[dict]:
    """settle_soon as an effect calls it, on a loop; what reached the loop's error handler."""
    errors: list[dict] = []

    async def main() -> None:
        asyncio.get_running_loop().set_exception_handler(lambda _loop, ctx: errors.append(ctx))
        screen.settle_soon(state)
        await asyncio.sleep(screen.SETTLE_AFTER + 0.2)

    asyncio.run(main())
    return errors


def test_a_score_only_drawing_is_settled_after_a_moment():
    state = Settling(settling=True)
    assert run(state) == []
    assert state.settled == 1 and not state.settling


def test_a_whole_drawing_sets_no_timer():
    state = Settling(settling=False)
    run(state)
    assert state.settled == 0


def test_a_session_gone_before_the_timer_leaves_no_traceback():
    state = Settling(settling=True, gone=True)
    assert run(state) == []  # the loop's handler prints "Exception in callback" with a traceback
    assert state.settled == 1
