"""The Flet entry point: `run(settings=..., view="web", host="127.0.0.1", port=0)`.

The CLI (`scorepad web`) calls `run`; `python -m scorepad.app --port P [--data-dir D]` does the
same without it. Web mode always runs with no CDN (the table may have no signal) and binds
loopback unless asked otherwise. The store is opened (and migrated) once, before the server
starts, so a bad database is one clear message, not a broken page; each browser session gets
its own `AppState` over the shared service.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import Any
from scorepad import runtime
from scorepad.assemble import assemble, open_service

ASSETS_DIR = Path(__file__).resolve().parent / "assets"


log = logging.getLogger("scorepad.app")

LIVE_TOPIC = "scorepad-live"  # Flet PubSub topic of committed changes (scorepad/services/live.py)
_bridged: set[int] = set()


def follow_route(page: Any, state: Any, route: str) -> None:
    """An address typed, linked or gone back to (scorepad/state/routes.py). When it does not
    change the screen's address (junk while Home is shown, a screen already shown) the shell's
    own update of the address bar does not run: the bar is set to the screen's address here."""
    if not isinstance(route, str):  # a crafted event: the screen stays as it is
        return
    if open_carried(page, state, route):  # a link opened in this open tab (issue 37)
        return
    before = state.url
    state.follow(route)
    if state.url == before and (route or "/") != before:
        page.navigate(before)
    passing = getattr(state, "passing", None)
    if passing is not None and passing.waiting:  # a link opened in a tab kept by Flet
        page.run_task(passed_game, state)


def open_carried(page: Any, state: Any, route: str) -> bool:
    """A passed game's link opened in a tab (or installed window) already showing the app: the
    page (assets/passed_link.js) gave the router /received's address with the link's data in
    it. Shown as a link opened in a new tab is (nothing stored); the copy the page also handed
    to the browser's storage for a start is removed. False for any other address."""
    from scorepad.state.passing import passed_in

    carried, _ = passed_in(route)
    if carried is None:
        return False
    before = state.url
    state.receive(carried)
    if state.url == before:  # /received already: the shell leaves the bar alone, so the game
        page.navigate(before)  # would stay in it
    page.run_task(forget_handed)
    return True


async def forget_handed() -> None:
    """The page's copy of a passed game in the browser's storage, once the game came by the
    address: removed, so that no later start shows it again."""
    import flet as ft

    from scorepad.state.passing import PENDING_KEY

    try:
        await ft.SharedPreferences().remove(PENDING_KEY)
    except Exception as exc:  # the edge: a browser that keeps nothing: nothing to remove
        log.info("a passed game's copy not removed: %s", type(exc).__name__)


def follow_live(page: Any, service: Any, state: Any) -> None:
    """Live updates (issue 11): every change committed through the store (by any session of
    this process, or by another process on the same PostgreSQL, see scorepad/store/notify.py)
    reaches this session, which reloads what it shows (`AppState.live`).

    The store's `GameEvents` is bridged once per process onto Flet's PubSub (thread-safe: a
    change told by the listener thread is handed to the server's loop); each session
    subscribes; the update runs as the session's own task (`page.run_task`), where changing its
    observable state re-renders its screen (PubSub handlers are not UI events)."""
    from scorepad.services.live import events_for

    events = events_for(service.store)
    hub = page.pubsub
    if id(events) not in _bridged:  # sessions start on the server's one loop: no race here
        _bridged.add(id(events))
        events.subscribe(lambda change: hub.send_all_on_topic(LIVE_TOPIC, change))

    async def apply(change: Any) -> None:
        try:
            state.live(change)  # its screens' components re-render (observable state)
        except Exception:  # the edge: a session's task (closed, say): never a traceback
            log.warning("a live update was not shown", exc_info=True)

    async def on_live(_topic: str, change: Any) -> None:
        # PubSub runs this in the context of the session that made the change: run the
        # update as this session's own task, so its components re-render in this session
        try:
            page.run_task(apply, change)
        except Exception:  # the edge: a PubSub callback; the session has just closed
            log.debug("a live update for a closed session", exc_info=True)

    page.pubsub.subscribe_topic(LIVE_TOPIC, on_live)


def make_main(service: Any, share: Any = None, *, remembered: Any = None):
    """The per-session entry point over one game service (a `GameService`; the site's start: a
    `FirstGames`), shared or not (`share`): each session's states are `assemble`d.
    `remembered`: None, or what gives this device's choices at a session's start, a dict by
    their SharedPreferences keys, when the page hands them over with the start (the site)."""
    import flet as ft

    from scorepad.ui import theme
    from scorepad.ui.shell import App

    def main(page: ft.Page) -> None:
        from scorepad.words import PRODUCT

        page.title = PRODUCT
        page.padding = 8
        theme.page_themes(page)
        page.theme_mode = ft.ThemeMode.SYSTEM
        state = assemble(service, share, page.client_ip or "")
        from scorepad import words

        state.set_language(words.use(words.browser_language(), page))  # the browser's first
        state.access.page_url = page.url or ""
        from scorepad.services.passing.codec import app_address

        state.passing.base = app_address(page.url or "")  # where a passed game's link leads
        from scorepad.ui.share import WakeHolder

        state.access.wake = WakeHolder()  # held for the session (issue 11, item 6)
        from scorepad.ui.exchange import exchange_picker

        state.exchange.picker = exchange_picker(state.exchange)  # export, import (issue 21)
        choices = remembered() if remembered is not None else None
        if choices is not None:
            first_choices(page, state, choices)
        state.load_home()
        if not open_carried(page, state, page.route or "/"):  # a link opened while loading
            state.follow(page.route or "/")  # a link to a screen, or a new tab at one
        page.on_route_change = lambda e: follow_route(page, state, e.route)
        page.render(App, state)
        if not runtime.in_browser():  # in the browser: one session, no other to follow (no PubSub loop)
            follow_live(page, service, state)  # other sessions' changes show here (issue 11)
        from scorepad.ui.pin import restore_unlock
        from scorepad.state.settings import STORAGE_KEY
        from scorepad.ui.share import load_keep_awake
        from scorepad.ui.shell import LANGUAGE_KEY, THEME_KEY

        async def remembered_language() -> None:  # chosen on this device before (issue 13)
            try:
                prefs = ft.SharedPreferences()
                code, shade = await prefs.get(LANGUAGE_KEY), await prefs.get(THEME_KEY)
            except Exception:  # the edge: the browser's storage cannot be read (the defaults)
                return
            if isinstance(code, str) and code != state.language:
                state.set_language(code)  # an unknown code (an old version's?) changes nothing
            if isinstance(shade, str) and shade != state.theme and state.set_theme(shade):
                page.theme_mode = theme.THEME_MODES[state.theme]  # else nothing changes
                page.update()

        async def read_choices() -> None:  # this device's choices, kept in its browser
            await passed_game(state)
            if choices is None:  # else the page handed them over: Home was drawn in them
                await remembered_language()
            if runtime.in_browser() and STORAGE_KEY not in (choices or {}):
                await storage_kept(state)
            await load_keep_awake(state.access)
            await restore_unlock(state.access)  # a reload of an unlocked tab

        page.run_task(read_choices)
        if share is not None:
            guard_reconnects(page, state.access)

    return main


_reading: set[int] = set()  # the sessions (their AppState) reading a passed game now


async def passed_game(state: Any) -> None:
    """A game passed by its link (issue 29): the page (index.html) put the link's `#pass=`
    data in the browser's storage, where Flet's SharedPreferences reads it, and opened
    /received. It is read once and removed; none there: Home."""
    import flet as ft

    from scorepad.state.passing import PENDING_KEY

    if not state.passing.waiting or id(state) in _reading:  # the start and a route event
        return
    data = None
    _reading.add(id(state))
    try:
        prefs = ft.SharedPreferences()
        data = await prefs.get(PENDING_KEY)
        if data is not None:
            await prefs.remove(PENDING_KEY)
    except Exception as exc:  # the edge: a browser that keeps nothing: nothing handed over
        log.info("no passed game read: %s", type(exc).__name__)
    finally:
        _reading.discard(id(state))
    if data is None:
        state.passing.waiting = False
        if state.passing.received is None and state.passing.error is None:
            state.go_home()
    else:
        state.receive(data)


def first_choices(page: Any, state: Any, choices: dict) -> None:
    """This device's choices, handed over by the page with the start (the site: python.js),
    taken before the first screen is drawn: the language, the theme, the browser's answer to
    keeping the storage and Home's note about it. So Home is drawn once as it stays: nothing on
    it moves or is drawn anew a moment later under a finger (issue 37: a tap on a game to
    resume, in WebKit, met the storage note, read and drawn after Home, that had pushed the
    games 300 px down; a language read late draws every control anew, and a tap on one
    drawn before is dropped)."""
    from scorepad.state.passing import STORAGE_TOLD_KEY
    from scorepad.state.settings import STORAGE_KEY
    from scorepad.ui import theme
    from scorepad.ui.shell import LANGUAGE_KEY, THEME_KEY

    code, shade = choices.get(LANGUAGE_KEY), choices.get(THEME_KEY)
    if isinstance(code, str) and code != state.language:
        state.set_language(code)  # an unknown code changes nothing
    if isinstance(shade, str) and shade != state.theme and state.set_theme(shade):
        page.theme_mode = theme.THEME_MODES[state.theme]
    if STORAGE_KEY in choices:
        answer = choices[STORAGE_KEY]
        state.settings.browser_answered(answer)
        state.storage_note = answer == "refused" and not choices.get(STORAGE_TOLD_KEY)


async def storage_kept(state: Any) -> None:
    """The static site asked the browser to keep its storage (`navigator.storage.persist()`):
    Settings says the answer; refused, and not installed: Home says what that means until it
    is read ("Understood", remembered: `STORAGE_TOLD_KEY`) (issue 29, item 5)."""
    import flet as ft

    from scorepad.state.passing import STORAGE_TOLD_KEY
    from scorepad.state.settings import STORAGE_KEY

    try:
        prefs = ft.SharedPreferences()
        answer = await prefs.get(STORAGE_KEY)
        state.settings.browser_answered(answer)  # Settings says it (issue 29)
        if answer != "refused" or await prefs.get(STORAGE_TOLD_KEY):
            return
    except Exception as exc:  # the edge: the browser's storage cannot be read
        log.info("the storage's keeping not read: %s", type(exc).__name__)
        return
    state.storage_note = True


def guard_reconnects(page: Any, access: Any) -> None:
    """Issue 24, item 4: when the tab's socket goes, the session is locked at once (before
    anything else can reconnect to it); whoever reconnects with its session id gets a viewer,
    and only the tab's token (kept in its browser) unlocks it again."""
    from scorepad.ui.pin import restore_unlock

    async def gone(_e: Any = None) -> None:  # awaited inside Flet's disconnect: no gap
        access.session.relock()

    async def back(_e: Any = None) -> None:
        access.sync()
        await restore_unlock(access)

    page.on_disconnect = gone
    page.on_connect = back


_listener: Any = None  # this process's PostgreSQL listener (None on SQLite)


def run(*, settings: Any, view: str = "web", host: str = "127.0.0.1", port: int = 0,
        extra_hosts: tuple[str, ...] = (), share: Any = None, certfile: str | None = None,
        keyfile: str | None = None) -> None:
    """Serve the app (web: in the browser, loopback by default; else a desktop window).

    The web server answers only its own pages (scorepad/web/server.py): requests for another
    Host, WebSockets from another Origin and FastAPI's /docs are refused. `extra_hosts` adds
    names or addresses the server may be reached by (beyond loopback and `host`). `share`
    (a `scorepad.state.access.ShareInfo`): a shared table, viewers until unlocked by the PIN.
    `certfile`/`keyfile`: serve https (scorepad web --certfile F --keyfile K).
    """
    import flet as ft

    from scorepad.store.db import DamagedStore

    try:
        service = open_service(settings)
    except DamagedStore as exc:
        if view == "web":  # `scorepad web` refuses to start: one line, the backup named
            raise
        from scorepad.ui.repair import repair_main  # a device: a screen that offers it

        ft.run(repair_main(exc), assets_dir=str(ASSETS_DIR) if ASSETS_DIR.is_dir() else None)
        return
    if view == "web":  # several servers on one PostgreSQL stay in step (LISTEN/NOTIFY)
        from scorepad.services.live import listen

        global _listener
        _listener = listen(service.store)
    main = make_main(service, share)
    assets = str(ASSETS_DIR) if ASSETS_DIR.is_dir() else None
    if view == "web":
        from scorepad.web.server import serve

        serve(main, host=host, port=port, assets_dir=assets, extra_hosts=extra_hosts,
              certfile=certfile, keyfile=keyfile)
    else:
        ft.run(main, assets_dir=assets)


def _cli(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scorepad.app",
                                     description="Serve Scorepad in the browser.")
    parser.add_argument("--port", type=int, default=0, help="port (0: any free port)")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default loopback)")
    parser.add_argument("--data-dir", default=None, help="where the database lives")
    parser.add_argument("--database-url", default=None, help="a database URL instead")
    parser.add_argument("--desktop", action="store_true", help="open a desktop window")
    args = parser.parse_args(argv)
    from scorepad import config

    try:
        settings = config.resolve(data_dir=args.data_dir, database_url=args.database_url)
    except (ValueError, OSError, RuntimeError) as exc:  # a ConfigError, a folder that cannot
        # be read, a home (~user) that cannot be found (Path.expanduser's RuntimeError)
        print(config.scrub(f"scorepad: {exc}"), file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.WARNING)
    config.install_log_scrubber()
    try:
        run(settings=settings, view="desktop" if args.desktop else "web", host=args.host,
            port=args.port)
    except KeyboardInterrupt:
        return 0
    except Exception as exc:  # the edge: the process's outermost catch (a port in use, say)
        print(config.scrub(f"scorepad: {exc}"), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_cli())
