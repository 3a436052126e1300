"""A small WebKitGTK browser for WebKitWebDriver (issue 29), run by Debian's python3 with
PyGObject and WebKit2 4.1's typelib (`python3-gi`, `gir1.2-webkit2-4.1`).

    python3 webkit_browser.py --profile=DIR [--languages=C,...] [--automation]

Debian's MiniBrowser keeps no storage under automation (each session is ephemeral); a phone
keeps its site's storage across restarts. This browser keeps it in DIR (IndexedDB, the
service worker and its cache), so a test can end the browser and open the site again on the
same profile. Every page of it runs DIR/capture.js first, when that file exists (the test's
record of uncaught errors: tests/e2e/engines.py, CAPTURE); a download goes to DIR/downloads.
A window is a phone's screen: 390x844.
"""

import sys
from pathlib import Path

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 390, 844


def main(argv: list[str]) -> int:
    profile = Path(next((a.split("=", 1)[1] for a in argv if a.startswith("--profile=")), "profile"))
    profile.mkdir(parents=True, exist_ok=True)
    manager = WebKit2.WebsiteDataManager(base_data_directory=str(profile / "data"),
                                         base_cache_directory=str(profile / "cache"))
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_automation_allowed("--automation" in argv)
    languages = next((a.split("=", 1)[1] for a in argv if a.startswith("--languages=")), None)
    if languages is not None:  # what the browser's navigator.languages says ("C": a C locale)
        context.set_preferred_languages([c for c in languages.split(",") if c] or None)
    capture = profile / "capture.js"
    windows: list[Gtk.Window] = []

    def new_view(*_args) -> WebKit2.WebView:
        content = WebKit2.UserContentManager()
        if capture.is_file():
            content.add_script(WebKit2.UserScript.new(
                capture.read_text(), WebKit2.UserContentInjectedFrames.TOP_FRAME,
                WebKit2.UserScriptInjectionTime.START, None, None))
        view = WebKit2.WebView(web_context=context, user_content_manager=content,
                               is_controlled_by_automation="--automation" in argv)
        settings = view.get_settings()
        settings.set_enable_developer_extras(True)
        window = Gtk.Window()
        window.set_default_size(WIDTH, HEIGHT)
        window.add(view)
        window.show_all()
        windows.append(window)

        def closed(*_a):
            window.destroy()
            windows.remove(window)
            if not windows:
                Gtk.main_quit()

        view.connect("close", closed)
        return view

    def automation(_context, session) -> None:
        info = WebKit2.ApplicationInfo()
        info.set_name("scorepad-test-browser")
        info.set_version(1, 0, 0)
        session.set_application_info(info)
        session.connect("create-web-view", new_view)

    context.connect("automation-started", automation)
    downloads = profile / "downloads"

    def download(_context, item) -> None:  # a download goes to DIR/downloads, unasked
        def destination(item, name: str) -> bool:
            downloads.mkdir(parents=True, exist_ok=True)
            item.set_destination((downloads / Path(name).name).as_uri())
            return True

        item.connect("decide-destination", destination)

    context.connect("download-started", download)
    if "--automation" not in argv:
        new_view().load_uri(next((a for a in argv[1:] if not a.startswith("--")), "about:blank"))
    Gtk.main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
