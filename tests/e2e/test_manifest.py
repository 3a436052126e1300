"""Installable as Scorepad (issue 11, item 8): what the served web app tells a phone that adds
it to its home screen — /manifest.json, every icon it lists (fetched, PNG of the stated size),
the apple-touch icon, the favicon, the page title before the app starts, and the theme colours
for light and dark. Read over HTTP from the real `scorepad web` on 127.0.0.1."""

from __future__ import annotations

import json
import re
import struct
import urllib.request
from html.parser import HTMLParser
from urllib.parse import urljoin

import pytest

pytestmark = pytest.mark.browser

FLET_THEME = "#FF005F"


def fetch(url: str) -> tuple[int, str, bytes]:
    with urllib.request.urlopen(url, timeout=10) as resp:
        return resp.status, resp.headers.get("content-type", ""), resp.read()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


class Head(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[dict] = []
        self.metas: list[dict] = []
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link":
            self.links.append(a)
        elif tag == "meta":
            self.metas.append(a)
        elif tag == "title":
            self._in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


@pytest.fixture(scope="module")
def page_head(app_server) -> Head:
    status, kind, body = fetch(app_server.url)
    assert status == 200 and "html" in kind
    head = Head()
    head.feed(body.decode("utf-8"))
    return head


def test_the_manifest_names_scorepad_with_its_colours(app_server):
    status, kind, body = fetch(app_server.url + "manifest.json")
    assert status == 200
    manifest = json.loads(body)
    assert manifest["name"] == "Scorepad" and manifest["short_name"] == "Scorepad"
    assert "Flet" not in json.dumps(manifest)
    assert "card" in manifest["description"].lower()
    for key in ("theme_color", "background_color"):
        assert re.fullmatch(r"#[0-9A-Fa-f]{6}", manifest[key]), key
    assert manifest["theme_color"].upper() != FLET_THEME
    assert manifest["display"] == "standalone"


def test_every_icon_the_manifest_lists_is_served_in_its_size(app_server):
    manifest = json.loads(fetch(app_server.url + "manifest.json")[2])
    icons = manifest["icons"]
    assert {i.get("purpose", "any") for i in icons} >= {"any", "maskable"}
    sizes = set()
    for icon in icons:
        status, kind, data = fetch(urljoin(app_server.url + "manifest.json", icon["src"]))
        assert status == 200 and kind.startswith("image/png"), icon
        w, h = png_size(data)
        assert f"{w}x{h}" == icon["sizes"], icon
        sizes.add(w)
    assert {192, 512} <= sizes
    # Scorepad's icons, not Flet's: compare with the files of the package
    from pathlib import Path

    ours = Path(__file__).resolve().parents[2] / "scorepad" / "assets"
    for icon in icons:
        assert fetch(urljoin(app_server.url, icon["src"]))[2] == (ours / icon["src"]).read_bytes()


def test_the_page_before_the_app_starts_says_scorepad(app_server, page_head):
    assert page_head.title.strip() == "Scorepad"
    metas = {m.get("name"): m for m in page_head.metas if m.get("name")}
    assert metas["apple-mobile-web-app-title"]["content"] == "Scorepad"
    assert "Flet" not in metas["description"]["content"]
    themes = [m for m in page_head.metas if m.get("name") == "theme-color"]
    media = {m.get("media", ""): m["content"] for m in themes}
    assert any("dark" in k for k in media) and any("light" in k for k in media), media
    assert len(set(media.values())) == 2  # a colour for each
    manifest_links = [l for l in page_head.links if l.get("rel") == "manifest"]
    assert manifest_links and manifest_links[0]["href"].endswith("manifest.json")


def test_the_apple_touch_icon_and_the_favicon_are_scorepads(app_server, page_head):
    touch = [l for l in page_head.links if l.get("rel") == "apple-touch-icon"]
    assert touch
    status, kind, data = fetch(urljoin(app_server.url, touch[0]["href"]))
    assert status == 200 and png_size(data) == (180, 180)
    icons = [l for l in page_head.links if l.get("rel") == "icon"]
    pngs = [l for l in icons if l.get("type") == "image/png"]
    assert pngs
    for link in pngs:
        status, kind, data = fetch(urljoin(app_server.url, link["href"]))
        w, h = png_size(data)
        assert link["sizes"] == f"{w}x{h}"
    # and /favicon.png itself (asked for by browsers that ignore the links)
    from pathlib import Path

    ours = Path(__file__).resolve().parents[2] / "scorepad" / "assets" / "favicon.png"
    assert fetch(app_server.url + "favicon.png")[2] == ours.read_bytes()


def test_the_splash_before_the_app_starts_is_scorepads(app_server):
    body = fetch(app_server.url)[2].decode()
    images = re.findall(r'<img src="([^"]+)"', body)
    assert images and all("loading-animation" not in src for src in images)
    for src in images:
        status, kind, data = fetch(urljoin(app_server.url, src))
        assert status == 200 and png_size(data)[0] >= 128
