"""Who may change a shared table: the PIN, wrong-guess lockouts and unlocked sessions (issue 11).

`scorepad web --share` serves the app to every phone at the table. Each browser session starts
as a *viewer*: it reads everything, and every method that changes stored data raises `Locked`
until the session is unlocked with the table's PIN. The check lives here, on the server, per
session: the state layer of a session talks to `GuardedGameService` / `GuardedPlayerService`
(guarded.py), never to the real services, so nothing a client sends can change data while it
is locked.

- `AccessControl(pin)`: one per server. `try_unlock(session, text)` compares in constant time
  (`hmac.compare_digest`); after `MAX_FAILURES` wrong PINs a session is refused, even with the
  right PIN, for `LOCKOUT_SECONDS` (doubling on each further lockout, at most 15 minutes) and
  told how long. The same holds for the session's client address (issue 24: a new tab per
  guess gains nothing): `MAX_FAILURES` wrong PINs from one address in a row lock that address
  out, doubling, and no address has more than `ADDRESS_PER_MINUTE` guesses checked a minute.
  Wrong guesses of all addresses together (`GLOBAL_FAILURES` in `GLOBAL_WINDOW` seconds) hold
  back only the addresses that have guessed wrong: a phone that has not been guessing is
  never refused the right PIN, whatever others do. This computer itself (127.0.0.1, ::1: the
  scorekeeper's own browser, where no one on the Wi-Fi can come from) counts per session.
- A session whose tab goes (`relock`, on Flet's disconnect) is locked at once: a reconnect
  with its session id alone gets a viewer; its token (kept in the tab) unlocks it again.
- An unlocked session gets a random 128-bit token (kept by the browser tab); the server keeps
  only its SHA-256, in memory: a reload of that tab presents it again (`restore`) and stays
  unlocked until the server stops. A token cannot be guessed and is never derived from the PIN.
- The PIN is never logged; `repr()` of these objects does not show it.

>>> control = AccessControl("4321", clock=lambda: 0.0)
>>> s = control.session()
>>> s.unlocked, control.try_unlock(s, "1111").ok, control.try_unlock(s, "4321").ok, s.unlocked
(False, False, True, True)
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from scorepad.app_message import N_, AppMessage, app_msg, app_msg_n
from scorepad.errors import ScorepadError

PIN_MIN, PIN_MAX = 4, 12
PIN_DIGITS = 6  # a drawn PIN
MAX_FAILURES = 5  # wrong PINs of one session before it is refused
LOCKOUT_SECONDS = 60  # the first lockout; doubled for each further one
LOCKOUT_MAX = 15 * 60
GLOBAL_FAILURES = 30  # wrong PINs of all addresses together ...
GLOBAL_WINDOW = 60.0  # ... in this many seconds, then addresses that guessed wrong wait
ADDRESS_PER_MINUTE = 10  # guesses checked from one address in a minute, at most
ADDRESSES_KEPT = 4096  # addresses remembered (the quietest forgotten first)
#: this computer itself (the scorekeeper's own browser): counted per session, not per address
THIS_COMPUTER = frozenset({"127.0.0.1", "::1/128", "::1", ""})
TOKEN_BYTES = 16  # 128 bits

_PIN = re.compile(r"[0-9]{%d,%d}" % (PIN_MIN, PIN_MAX))


def address_key(host: str | None) -> str:
    """The client address limits count by: IPv4 as is, IPv6 by its /64.

    >>> address_key("2001:db8::1:2"), address_key("::ffff:10.0.0.7"), address_key("10.0.0.7")
    ('2001:db8::/64', '10.0.0.7', '10.0.0.7')
    """
    import ipaddress

    host = (host or "").strip()
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class PinError(ScorepadError, ValueError):
    """A PIN given on the command line that cannot be used."""


def validate_pin(text: str) -> str:
    """The PIN as given, when it is 4 to 12 digits; else `PinError` saying what a PIN is."""
    if not isinstance(text, str) or not _PIN.fullmatch(text):
        raise PinError(f"a PIN is {PIN_MIN} to {PIN_MAX} digits (0-9), nothing else")
    return text


def new_pin(digits: int = PIN_DIGITS) -> str:
    """A random PIN of `digits` digits (leading zeros kept), drawn with `secrets`."""
    return "".join(secrets.choice("0123456789") for _ in range(digits))


class Locked(ScorepadError):
    """A viewer's session tried to change stored data. Carries the sentence to show."""

    message = N_("This table is locked: unlock it with the PIN to change anything.")

    def __init__(self, action: str = "") -> None:
        self.message = app_msg(type(self).message)  # said where it is shown
        super().__init__(self.message)
        self.action = action


@dataclass(frozen=True)
class UnlockResult:
    ok: bool
    message: AppMessage  # rendered by the screen (scorepad.words.say)
    wait: int = 0  # seconds to wait before the next try (0: may try now)


def _seconds(n: float) -> int:
    return max(1, int(n + 0.999))


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(eq=False)
class AccessSession:
    """One browser session's standing: viewer until unlocked. Not shared between sessions."""

    control: "AccessControl" = field(repr=False)
    unlocked: bool = False
    failures: int = 0
    lockouts: int = 0
    locked_until: float = 0.0
    token: str | None = field(default=None, repr=False)
    address: str = ""  # the client address it was opened from (limits count per address)
    on_locked: Callable[[str], None] | None = field(default=None, repr=False, compare=False)

    def require(self, action: str) -> None:
        """Raise `Locked` (after telling `on_locked`, which opens the PIN prompt) unless
        this session is unlocked."""
        if self.unlocked:
            return
        if self.on_locked is not None:
            try:
                self.on_locked(action)
            except Exception:  # the edge: a screen's callback; the prompt not opening must
                # never let the action through
                pass
        raise Locked(action)

    def relock(self) -> None:
        """The tab has gone: locked until its token is presented again."""
        self.unlocked = False


@dataclass(eq=False)
class _Address:
    """Wrong PINs from one client address."""

    failures: int = 0  # in a row
    lockouts: int = 0
    locked_until: float = 0.0
    checked: deque = field(default_factory=deque)  # times of wrong guesses, last minute
    seen: float = 0.0


class AccessControl:
    """The table's PIN and who has unlocked it; one per server process, thread-safe."""

    def __init__(self, pin: str, *, clock: Callable[[], float] = time.monotonic,
                 max_failures: int = MAX_FAILURES, lockout: float = LOCKOUT_SECONDS,
                 global_failures: int = GLOBAL_FAILURES,
                 global_window: float = GLOBAL_WINDOW) -> None:
        self._pin = validate_pin(pin).encode()
        self._clock = clock
        self._lock = threading.Lock()
        self._tokens: set[str] = set()  # SHA-256 of the tokens of unlocked sessions
        self._recent: deque[float] = deque()  # times of wrong guesses, all sessions
        self._addresses: dict[str, _Address] = {}
        self.max_failures = max_failures
        self.lockout = lockout
        self.global_failures = global_failures
        self.global_window = global_window

    def __repr__(self) -> str:  # never the PIN
        return f"AccessControl(unlocked={len(self._tokens)})"

    @property
    def pin(self) -> str:
        """The PIN, for an unlocked session's share screen only (and the start banner)."""
        return self._pin.decode()

    def session(self, address: str = "") -> AccessSession:
        """A new session, opened from the client `address` (Flet's `page.client_ip`)."""
        return AccessSession(control=self, address=address or "")

    def pin_for(self, session: AccessSession) -> str | None:
        """The PIN when `session` is unlocked; None for a viewer."""
        return self.pin if session.unlocked else None

    # ---- unlocking -------------------------------------------------------------------------

    def try_unlock(self, session: AccessSession, text: str) -> UnlockResult:
        if session.unlocked:
            return UnlockResult(True, app_msg("Unlocked: this device may change the scores."))
        given = (text or "").strip().encode("utf-8", "replace")[:64]
        with self._lock:
            now = self._clock()
            place = self._address(session.address, now)
            while place.checked and place.checked[0] <= now - 60.0:
                place.checked.popleft()
            wait_until = max(session.locked_until, place.locked_until)
            if len(place.checked) >= ADDRESS_PER_MINUTE:
                wait_until = max(wait_until, place.checked[0] + 60.0)
            if wait_until > now:
                wait = _seconds(wait_until - now)
                return UnlockResult(False, app_msg("Too many wrong PINs. Try again in {n} s.",
                                                   n=wait), wait)
            while self._recent and self._recent[0] <= now - self.global_window:
                self._recent.popleft()
            guessed = place.failures or place.lockouts or session.failures or session.lockouts
            if len(self._recent) >= self.global_failures and guessed:
                wait = _seconds(self._recent[0] + self.global_window - now)
                return UnlockResult(False, app_msg("Too many wrong PINs on this table. "
                                                   "Try again in {n} s.", n=wait), wait)
            if hmac.compare_digest(given, self._pin):
                session.unlocked = True
                session.failures = 0
                place.failures = 0
                token = secrets.token_urlsafe(TOKEN_BYTES)
                self._tokens.add(_hash(token))
                session.token = token
                return UnlockResult(True, app_msg("Unlocked: this device may change the scores."))
            self._recent.append(now)
            place.checked.append(now)  # a wrong guess checked (the right one ends guessing)
            session.failures += 1
            place.failures += 1
            if place.failures >= self.max_failures:  # this address: locked out, doubling
                place.locked_until = now + min(self.lockout * (2 ** place.lockouts), LOCKOUT_MAX)
                place.lockouts += 1
                place.failures = 0
            if session.failures >= self.max_failures:
                length = min(self.lockout * (2 ** session.lockouts), LOCKOUT_MAX)
                session.lockouts += 1
                session.failures = 0
                session.locked_until = now + length
                wait = _seconds(length)
                return UnlockResult(False, app_msg("Wrong PIN, {times} times. Try again in {n} s.",
                                                   times=self.max_failures, n=wait), wait)
            if place.locked_until > now:
                wait = _seconds(place.locked_until - now)
                return UnlockResult(False, app_msg("Wrong PIN, {times} times. Try again in {n} s.",
                                                   times=self.max_failures, n=wait), wait)
            left = self.max_failures - session.failures
            return UnlockResult(False, app_msg_n(
                "Wrong PIN. {n} more try, then you will have to wait.",
                "Wrong PIN. {n} more tries, then you will have to wait.", left))

    def _address(self, address: str, now: float) -> _Address:
        key = address_key(address)
        if key in THIS_COMPUTER or address in THIS_COMPUTER:
            return _Address()  # not kept: this computer's sessions count one by one
        place = self._addresses.get(key)
        if place is None:
            if len(self._addresses) >= ADDRESSES_KEPT:  # forget the quietest half
                kept = sorted(self._addresses.items(), key=lambda kv: kv[1].seen)
                self._addresses = dict(kept[len(kept) // 2:])
            place = self._addresses[key] = _Address()
        place.seen = now
        return place

    def restore(self, session: AccessSession, token: Any) -> bool:
        """Unlock `session` with a token an unlocked session of this server was given (a
        reload of that tab). Anything else leaves it as it is."""
        if session.unlocked:
            return True
        if not isinstance(token, str) or not 16 <= len(token) <= 64:
            return False
        with self._lock:
            if _hash(token) not in self._tokens:
                return False
            session.unlocked = True
            session.token = token
            return True
