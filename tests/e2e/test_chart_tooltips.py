"""Chart tooltips readable in both themes (issue 9, item 18).

The charts draw on the canvas, so the test reads pixels: it points at the running-totals chart
of a finished game (History), finds the tooltip that appears, and measures the contrast of its
text on its background (WCAG: at least 4.5 for text). Before the fix the tooltip was a line's
colour (#3D7BFF, #E5484D, ...) on the charts' default dark grey.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump

from .flows import service_on
from .pixels import contrast, decode_png, tooltip_colours

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def finished_game(app_server):
    svc = service_on(app_server.database())
    try:
        g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                           options={"ending": "target", "target": 5})
        entry = RoundEntry(seats=(SeatEntry(call=5, tricks=5), SeatEntry(call=0, tricks=3),
                                  SeatEntry(call=3, tricks=5)), trump=Trump(COLOUR, "red"))
        assert svc.record_round(g.id, entry, index=0).status == "finished"
        return g.id
    finally:
        svc.store.close()


def chart_picture(app, box) -> bytes:
    return app.page.screenshot(clip={"x": box["x"], "y": box["y"], "width": box["width"],
                                     "height": 240})


def tooltip_contrast(app) -> tuple[float, tuple, tuple]:
    """Point at the chart's last round; the contrast of the tooltip that shows."""
    app.scroll_to(app.el("history-chart").first)
    box = app.el("history-chart").first.bounding_box()
    app.page.mouse.move(5, 5)
    app.page.wait_for_timeout(400)
    before = decode_png(chart_picture(app, box))
    # the last round's points: the plot runs from the y labels (40 px) to 12 px short of the
    # right edge, over half a round of room each side of rounds 0 and 1 (ui/chart.x_axis):
    # the last round sits three quarters of the way across
    left, right = box["x"] + 40, box["x"] + box["width"] - 12
    at = left + 0.75 * (right - left)
    for dx in (0, -6, 6, -12, 12, -20, 20):
        app.page.mouse.move(at + dx, box["y"] + 120)
        app.page.wait_for_timeout(500)
        after = decode_png(chart_picture(app, box))
        found = tooltip_colours(before, after)
        if found is not None:
            # the tooltip fades in: read it again once shown (a loaded machine paints slowly)
            best = (contrast(*found), *found)
            for _ in range(3):
                app.page.wait_for_timeout(400)
                again = tooltip_colours(before, decode_png(chart_picture(app, box)))
                if again is not None and contrast(*again) > best[0]:
                    best = (contrast(*again), *again)
            return best
    raise AssertionError("no tooltip appeared when pointing at the chart's last round")


def test_chart_tooltips_are_readable_in_light_and_dark(app, finished_game):
    app.tap("home-history")
    app.tap(f"history-game-{finished_game}")
    app.wait_for("history-chart")
    seen = {}
    for theme in ("light", "dark"):
        # each tap on the theme button shows the other theme (light browser: dark first)
        for _ in range(3):
            if f"Theme: {theme}" in app.text("app-theme-toggle"):
                break
            app.tap("app-theme-toggle")
        assert f"Theme: {theme}" in app.text("app-theme-toggle")
        ratio, bg, text = tooltip_contrast(app)
        app.screenshot(f"tooltip-{theme}")
        seen[theme] = (round(ratio, 2), bg, text)
    for theme, (ratio, bg, text) in seen.items():
        assert ratio >= 4.5, (f"{theme} theme: tooltip text {text} on {bg} has contrast "
                              f"{ratio} (at least 4.5 wanted): {seen}")
