"""The Rules screen (issue 13, item 4): Home -> Rules -> a game -> its sections, each with its
identifier (`rules-<game>-<section>`), in the session's language; a link to a section brings
it into view.

Expected words come from the rulebook itself (scorepad.rulebook), never typed here.
"""

from __future__ import annotations

import pytest

from rules.rulebook import SECTIONS
from scorepad import rulebook

from .conftest import PHONES, open_driver
from .phone import finger_tap, on_screen

pytestmark = pytest.mark.browser


def test_a_person_reads_the_reversal_rule_on_a_phone(phone_app):
    app = phone_app
    finger_tap_or_scroll(app, "home-rules")
    for game in SECTIONS:
        app.wait_for(f"rules-{game}")
        assert rulebook.game_title(game, "en") in app.text(f"rules-{game}")
    app.screenshot("rules-list")
    finger_tap(app, "rules-sixth-sense")
    app.wait_for("rules-sixth-sense-deck")
    # every section of the game is there, in the rulebook's order
    shown = [i for i in app.identifiers("rules-sixth-sense-") if i != "rules-sixth-sense-"]
    assert shown == [f"rules-sixth-sense-{s}" for s in SECTIONS["sixth-sense"]], shown
    node = app.el("rules-sixth-sense-reversal").first
    app.scroll_to(node)
    assert on_screen(app, "rules-sixth-sense-reversal")
    title, paragraphs = rulebook.section("sixth-sense", "reversal", "en")
    said = app.text("rules-sixth-sense-reversal")
    assert title in said
    for paragraph in paragraphs:
        assert paragraph in said
    app.screenshot("rules-reversal")
    # the address names the game: a reload opens the same page
    assert app.page.url.rstrip("/").endswith("/rules/sixth-sense")
    app.page.reload()
    app.page.wait_for_selector("flt-semantics-placeholder", state="attached")
    from .conftest import enable_accessibility

    enable_accessibility(app.page)
    app.wait_for("rules-sixth-sense-reversal")


def finger_tap_or_scroll(app, identifier: str) -> None:
    """Home is longer than a small phone: tap where the control is painted, scrolling to it
    first with the wheel if it is below the fold (app.tap does both, with a real pointer)."""
    if on_screen(app, identifier):
        finger_tap(app, identifier)
    else:
        app.tap(identifier)


def test_a_link_to_a_section_opens_it_in_view(browser, app_server, request):
    # A link names the section in its query: Flutter's web client drops an address's
    # "#fragment" before the app sees the route (Flet 1.0.5: page.route and page.url both
    # come without it), so "/rules/<game>#<section>" only works inside the app (AppState.follow).
    size = PHONES[list(PHONES)[0]]
    with open_driver(browser, app_server, request, ready="rules-shedding-deck",
                     path="/rules/shedding?section=last-man-standing", viewport=size) as app:
        app.wait_for("rules-shedding-last-man-standing")
        # brought into view by the app, without the test scrolling
        deadline_tries = 30
        while not on_screen(app, "rules-shedding-last-man-standing") and deadline_tries:
            app.page.wait_for_timeout(200)
            deadline_tries -= 1
        app.screenshot("linked-section")
        assert on_screen(app, "rules-shedding-last-man-standing")
        assert not on_screen(app, "rules-shedding-deck")


def test_a_german_browser_reads_the_rules_in_german(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="home-new-game",
                     viewport=PHONES[list(PHONES)[0]], locale="de-DE") as app:
        assert rulebook.rules_label("de") in app.text("home-rules")
        finger_tap_or_scroll(app, "home-rules")
        app.wait_for("rules-sixth-sense")
        assert rulebook.game_title("sixth-sense", "de") in app.text("rules-sixth-sense")
        finger_tap(app, "rules-sixth-sense")
        app.wait_for("rules-sixth-sense-reversal")
        app.scroll_to(app.el("rules-sixth-sense-reversal").first)
        title, paragraphs = rulebook.section("sixth-sense", "reversal", "de")
        said = app.text("rules-sixth-sense-reversal")
        assert title in said and paragraphs[0] in said
        assert rulebook.section("sixth-sense", "reversal", "en")[0] not in said
        app.screenshot("rules-reversal-de")


def test_switching_language_changes_the_rules_page_at_once(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="rules-sixth-sense-deck",
                     path="/rules/sixth-sense", viewport=PHONES[list(PHONES)[-1]]) as app:
        english = rulebook.section("sixth-sense", "deck", "en")[0]
        assert english in app.text("rules-sixth-sense-deck")
        app.tap("app-language")
        app.tap("language-nl")
        dutch = rulebook.section("sixth-sense", "deck", "nl")[0]
        app.wait_text(dutch, "rules-sixth-sense-deck")
        assert english not in app.text("rules-sixth-sense-deck")
        # the identifiers stay what they were
        assert app.identifiers("rules-sixth-sense-")[:2] == ["rules-sixth-sense-deck",
                                                            "rules-sixth-sense-setup"]
        app.screenshot("rules-nl")


def test_the_judges_rule_link_opens_the_reversal_section_in_view(phone_app):
    """The sheet's reversal trick judged (blue trump: blue 10, red 4, green 1, yellow 1), then
    the explanation's `judge-rule-link` opens the Rules at the reversal, already in view; Back
    returns to the judged trick."""
    app = phone_app
    app.tap("home-judge")
    app.wait_for("judge-players-4")
    app.tap("judge-players-4")
    app.tap("judge-trump-blue")
    app.tap("judge-leader-0")
    for i, card in enumerate(["blue 10", "red 4", "green 1", "yellow 1"]):
        colour, value = card.split()
        app.tap(f"judge-colour-{colour}")
        app.tap(f"judge-value-{value}")
        app.wait_text(card, identifier=f"judge-play-{i}")
    app.wait_for("judge-result")
    app.wait_for("judge-rule-link")
    title = rulebook.section("sixth-sense", "reversal", "en")[0]
    assert rulebook.link_label("sixth-sense-reversal", "en") in app.text("judge-rule-link"), (
        app.text("judge-rule-link"))
    app.screenshot("judge-with-rule-link")
    app.tap("judge-rule-link")
    app.wait_for("rules-sixth-sense-reversal")
    for _ in range(30):  # the app scrolls it into view; the test does not scroll
        if on_screen(app, "rules-sixth-sense-reversal"):
            break
        app.page.wait_for_timeout(200)
    app.screenshot("rules-from-the-judge")
    assert on_screen(app, "rules-sixth-sense-reversal")
    assert title in app.text("rules-sixth-sense-reversal")
    app.tap("app-back")
    app.wait_for("judge-result")
