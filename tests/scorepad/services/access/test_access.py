"""A shared table (issue 11): the PIN, lockouts, tokens, and guarded services that refuse every
change of a viewer's session whatever it calls (the screen bypassed)."""

from __future__ import annotations

import re

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.services.access.control import (MAX_FAILURES, AccessControl, Locked, PinError,
                                              new_pin, validate_pin)
from scorepad.services.access.guarded import GAME_READS, GuardedGameService
from scorepad.services.games.service import GameService
from scorepad.services.players.service import PlayerService
from scorepad.state.access import AccessState, ShareInfo, secure_context
from scorepad.assemble import access_state
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump
from scorepad.words import say

PIN = "4321"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def service(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield GameService(store)
    store.close()


def sixth(*seats, trump=Trump(COLOUR, "red")):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats), trump=trump)


ROUND_1 = sixth((4, 4), (5, 5), (6, 4))  # 3 players, 13 tricks


# ---- the PIN ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["0000", "123456", "000000000000", "4321"])
def test_a_pin_of_4_to_12_digits_is_accepted(text):
    assert validate_pin(text) == text


@pytest.mark.parametrize("text", ["", "123", "1234567890123", "12a4", "12 34", "١٢٣٤", "-1234",
                                  "1234\n", "+1234"])
def test_any_other_pin_is_refused(text):
    with pytest.raises(PinError):
        validate_pin(text)


def test_a_drawn_pin_is_six_digits_and_not_always_the_same():
    pins = {new_pin() for _ in range(50)}
    assert all(re.fullmatch(r"[0-9]{6}", p) for p in pins)
    assert len(pins) > 40  # 50 draws from a million


def test_the_right_pin_unlocks_and_a_wrong_one_does_not():
    control = AccessControl(PIN, clock=Clock())
    s = control.session()
    result = control.try_unlock(s, "4322")
    assert not result.ok and not s.unlocked and "Wrong PIN" in say(result.message)
    assert control.pin_for(s) is None
    assert control.try_unlock(s, PIN).ok and s.unlocked
    assert control.pin_for(s) == PIN
    assert PIN not in repr(control) and PIN not in repr(s)


def test_five_wrong_pins_refuse_even_the_right_one_for_60_s_and_say_how_long():
    clock = Clock()
    control = AccessControl(PIN, clock=clock)
    s = control.session()
    for k in range(MAX_FAILURES - 1):
        assert not control.try_unlock(s, "0000").ok
    last = control.try_unlock(s, "0000")
    assert not last.ok and last.wait == 60 and "60 s" in say(last.message)
    clock.now += 59
    refused = control.try_unlock(s, PIN)  # the right PIN, still refused
    assert not refused.ok and not s.unlocked and refused.wait == 1 and "1 s" in say(refused.message)
    other = control.session("10.0.0.9")  # a device elsewhere is not locked out by this one
    assert control.try_unlock(other, PIN).ok
    clock.now += 1.5
    assert control.try_unlock(s, PIN).ok and s.unlocked


def test_a_second_lockout_is_longer():
    clock = Clock()
    control = AccessControl(PIN, clock=clock, global_failures=1000)
    s = control.session()
    for _ in range(MAX_FAILURES):
        control.try_unlock(s, "0000")
    clock.now += 61
    for _ in range(MAX_FAILURES - 1):
        control.try_unlock(s, "0000")
    assert control.try_unlock(s, "0000").wait == 120


def test_guesses_of_all_addresses_together_hold_back_the_guessers_only():
    clock = Clock()
    control = AccessControl(PIN, clock=clock, global_failures=10, global_window=60)
    for k in range(5):  # five addresses, a fresh session per two guesses
        s = control.session(f"10.0.0.{k + 10}")
        assert not control.try_unlock(s, "1111").ok
        assert not control.try_unlock(s, "2222").ok
    fresh = control.session("10.0.0.10")  # one of the guessers, in a new tab
    refused = control.try_unlock(fresh, PIN)
    assert not refused.ok and not fresh.unlocked and "on this table" in say(refused.message)
    assert refused.wait == 60
    phone = control.session("10.0.0.2")  # a phone that has not been guessing
    assert control.try_unlock(phone, PIN).ok
    clock.now += 61
    assert control.try_unlock(fresh, PIN).ok


def test_a_token_restores_only_what_its_session_unlocked():
    control = AccessControl(PIN)
    s = control.session()
    control.try_unlock(s, PIN)
    token = s.token
    assert token and len(token) >= 22  # 128 bits, URL-safe base64
    reloaded = control.session()
    assert control.restore(reloaded, token) and reloaded.unlocked
    for guess in ("", token[:-1] + ("A" if token[-1] != "A" else "B"), PIN, None, 12345,
                  "x" * 200):
        other = control.session()
        assert not control.restore(other, guess) and not other.unlocked
    another_server = AccessControl(PIN)  # a token dies with the server that gave it
    assert not another_server.restore(another_server.session(), token)


def test_tokens_are_never_the_same():
    control = AccessControl(PIN)
    tokens = set()
    for _ in range(20):
        s = control.session()
        control.try_unlock(s, PIN)
        tokens.add(s.token)
    assert len(tokens) == 20


# ---- the guarded services: a viewer changes nothing, whatever it calls ------------------------

def _count(service) -> tuple[int, int]:
    games = service.list_games(limit=100, offset=0)
    return len(games), sum(g.rounds for g in games)


def test_every_change_of_a_viewer_is_refused_by_the_service(service):
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                              options={})
    view = service.record_round(view.id, ROUND_1, index=0)
    control = AccessControl(PIN)
    session = control.session()
    asked = []
    session.on_locked = asked.append
    guarded = GuardedGameService(service, session)
    players = PlayerService(service.store)
    from scorepad.services.access.guarded import GuardedPlayerService

    guarded_players = GuardedPlayerService(players, session)
    before = _count(service)
    attempts = [
        lambda: guarded.start_game(game="sixth-sense", players=["X", "Y", "Z"], first_dealer=0,
                                   options={}),
        lambda: guarded.record_round(view.id, ROUND_1, index=1),
        lambda: guarded.edit_round(view.id, 0, ROUND_1, expected=view.rounds[0].version),
        lambda: guarded.undo_last_round(view.id, expected=view.rounds[0].version),
        lambda: guarded.delete_game(view.id),
        lambda: guarded.save_judged_trick(game_id=view.id, round_index=0,
                                          request={"game": "sixth-sense"}, answer={}),
        lambda: guarded_players.rename("Ann", "Anna"),
        lambda: guarded_players.merge("Ann", "Bob"),
        lambda: guarded_players.remove("Cy"),
    ]
    for attempt in attempts:
        with pytest.raises(Locked):
            attempt()
    assert len(asked) == len(attempts)  # each one opened the PIN prompt
    assert _count(service) == before
    assert service.get(view.id).rounds[0].version == view.rounds[0].version
    assert sorted(p.name for p in players.list_players()) == ["Ann", "Bob", "Cy"]
    # reads pass
    assert guarded.get(view.id).totals == view.totals
    assert guarded_players.list_players()
    # the store behind is out of reach, and the guard cannot be rewired
    with pytest.raises(AttributeError):
        guarded.store
    with pytest.raises(AttributeError):
        guarded.anything_new = 1
    # once unlocked, the same calls go through
    control.try_unlock(session, PIN)
    guarded.undo_last_round(view.id, expected=view.rounds[0].version)
    assert _count(service) == (before[0], before[1] - 1)


def test_a_method_the_guard_does_not_know_counts_as_a_change(service):
    class Service:
        def get(self):
            return "read"

        def brand_new_writer(self):
            return "written"

    session = AccessControl(PIN).session()
    guarded = GuardedGameService(Service(), session)
    assert guarded.get() == "read"
    with pytest.raises(Locked):
        guarded.brand_new_writer()


def test_every_public_service_method_is_classed_as_a_read_or_a_change():
    """A method added to GameService or PlayerService must be put in GAME_READS (viewers may
    call it) or GAME_CHANGES (it needs the PIN); unclassed, the guard refuses it to viewers."""
    from scorepad.services.access.guarded import (EXCHANGE_CHANGES, EXCHANGE_READS, GAME_CHANGES,
                                                  PLAYER_CHANGES, PLAYER_READS)
    from scorepad.services.exchange.service import ExchangeService

    for cls, reads, changes in ((GameService, GAME_READS, GAME_CHANGES),
                                (PlayerService, PLAYER_READS, PLAYER_CHANGES),
                                (ExchangeService, EXCHANGE_READS, EXCHANGE_CHANGES)):
        public = {n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))}
        assert not (reads & changes)
        assert reads | changes <= public, f"{cls.__name__}: {(reads | changes) - public}"
        unclassed = public - reads - changes
        assert not unclassed, (f"{cls.__name__}.{sorted(unclassed)}: add to the reads or the "
                               "changes in scorepad/services/access/guarded.py")


def test_a_viewers_session_state_changes_nothing_and_opens_the_prompt(service):
    """The state layer of a viewer's session (what the screen's handlers call), driven
    directly: every action that would change data is refused and opens the PIN prompt."""
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                              options={})
    service.record_round(view.id, ROUND_1, index=0)
    share = ShareInfo(urls=("http://192.0.2.1:8550/",), control=AccessControl(PIN))
    app = assemble(service, share)
    assert app.access.shared and not app.access.unlocked
    before = _count(service)
    # a new game
    app.open_new_game()
    for name in ("Xa", "Yo", "Zed"):
        app.new_game.set_name(name)
        app.new_game.add_name()
    assert not app.start_game()
    assert app.access.prompt_open
    app.access.close()
    # undo on the round screen
    assert app.open_game(view.id)
    rs = app.round_state()
    rs.undo()
    assert app.access.prompt_open and rs.error
    app.access.close()
    # delete from history
    app.open_history()
    app.open_history_game(view.id)
    app.delete_from_history()
    assert app.access.prompt_open
    app.access.close()
    # rename a player
    app.open_players()
    stored = [p.name for p in app.players.players]
    assert stored == ["Ann", "Bob", "Cy"]
    assert _count(service) == before
    assert sorted(p.name for p in PlayerService(service.store).list_players()) == stored
    # the PIN: wrong, then right
    app.access.ask()
    app.access.set_pin_text("9999")
    assert app.access.unlock() is None and app.access.message.startswith("Wrong PIN")
    app.access.set_pin_text(PIN)
    token = app.access.unlock()
    assert token and app.access.unlocked and not app.access.prompt_open
    assert app.access.pin == PIN
    rs.undo()
    assert _count(service) == (before[0], before[1] - 1)
    # a reload of that tab: a new session with the token
    again = assemble(service, share)
    assert not again.access.unlocked and again.access.pin is None
    assert again.access.restore(token) and again.access.unlocked


def test_without_share_every_session_edits_as_before(service):
    app = assemble(service, None)
    assert not app.access.shared and app.access.unlocked
    assert isinstance(app.service, GameService)
    app.open_new_game()
    for name in ("Ann", "Bob", "Cy"):
        app.new_game.set_name(name)
        app.new_game.add_name()
    assert app.start_game()
    assert _count(service) == (1, 0)


def test_the_share_state_shows_the_pin_only_when_unlocked():
    share = ShareInfo(urls=("http://192.0.2.1:8550/",), control=AccessControl(PIN))
    state = access_state(share)
    assert state.share_url == "http://192.0.2.1:8550/"
    assert state.pin is None
    state.set_pin_text(PIN)
    state.unlock()
    assert state.pin == PIN
    plain = AccessState()
    plain.page_url = "http://127.0.0.1:8550"
    assert plain.pin is None and plain.share_url == "http://127.0.0.1:8550"


@pytest.mark.parametrize("url,secure", [
    ("http://127.0.0.1:8550", True), ("http://localhost:8550/", True),
    ("http://[::1]:8550/", True), ("https://192.0.2.1:8550/", True),
    ("http://192.0.2.1:8550/", False), ("http://table.local:8550/", False), ("", False),
    ("http://evil.example/", False),
])
def test_a_wake_lock_needs_a_secure_page(url, secure):
    assert secure_context(url) is secure
    state = AccessState()
    state.page_url = url
    assert state.awake_possible is secure
    if not secure:
        assert "secure" in state.awake_note


def test_six_guessers_each_from_its_own_address_never_lock_out_a_phone_elsewhere():
    """The drill's attack (issue 24, item 1): six addresses, a new session per guess, 150 s;
    a phone at another address unlocks every time; no address has more than 10 guesses a
    minute checked, fewer as it keeps guessing; no wrong PIN lets anyone in."""
    clock = Clock()
    control = AccessControl(PIN, clock=clock)
    checked = {k: [] for k in range(6)}
    phone_ok = phone_tries = 0
    step, n, start = 0.05, 0, clock.now
    while clock.now - start < 150:
        n += 1
        for k in range(6):
            s = control.session(f"127.0.0.{k + 3}")
            result = control.try_unlock(s, f"{int(clock.now * 100) % 10000:04d}0")
            assert not result.ok and not s.unlocked
            if "Wrong PIN" in say(result.message):
                checked[k].append(clock.now - start)
        if n % 200 == 0:  # every 10 s the phone unlocks
            phone = control.session("127.0.0.2")
            phone_tries += 1
            phone_ok += control.try_unlock(phone, PIN).ok
        clock.now += step
    assert phone_tries >= 15 and phone_ok == phone_tries
    for times in checked.values():
        first = [t for t in times if t < 60]
        last = [t for t in times if t >= 90]
        assert len(first) <= 10 and len(last) < len(first)
