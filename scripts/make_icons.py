"""Draw Scorepad's web-app icons from scorepad/assets/icon.svg (issue 11, item 8).

    .venv/bin/python scripts/make_icons.py

Renders the SVG in headless Chromium (Debian's /usr/bin/chromium through Playwright, both
already used by the browser tests; no image library needed) and writes the PNGs the web
manifest and index.html name into scorepad/assets/icons/. The PNGs are committed: the app
needs neither Chromium nor this script at run time. Run it again after changing icon.svg.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "scorepad" / "assets"
OUT = ASSETS / "icons"
BACKGROUND = "#3949AB"  # the icon's own tile colour (icon.svg)

# name, size in px, how much of the square the drawing takes, background behind it
ICONS = [
    ("icon-192.png", 192, 1.0, None),  # "any": the rounded tile, transparent corners
    ("icon-512.png", 512, 1.0, None),
    ("icon-maskable-192.png", 192, 0.8, BACKGROUND),  # maskable: inside the 80 % safe zone
    ("icon-maskable-512.png", 512, 0.8, BACKGROUND),
    ("apple-touch-icon-180.png", 180, 1.0, BACKGROUND),  # iOS rounds it itself: no corners
    ("loading.png", 256, 1.0, None),  # the splash before the app starts
]
FAVICONS = [("favicon.png", 64), ("favicon-32.png", 32)]


def page_html(svg: str, size: int, scale: float, background: str | None) -> str:
    data = base64.b64encode(svg.encode()).decode()
    inner = round(size * scale)
    bg = background or "transparent"
    return (f"<html><body style='margin:0;background:{bg};width:{size}px;height:{size}px;"
            f"display:flex;align-items:center;justify-content:center'>"
            f"<img src='data:image/svg+xml;base64,{data}' width='{inner}' height='{inner}'>"
            f"</body></html>")


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (ASSETS / "icon.svg").read_text()
    OUT.mkdir(exist_ok=True)
    jobs = [(OUT / n, s, k, b) for n, s, k, b in ICONS]
    jobs += [(ASSETS / n, s, 1.0, None) for n, s in FAVICONS]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            for path, size, scale, bg in jobs:
                page = browser.new_page(viewport={"width": size, "height": size},
                                        device_scale_factor=1)
                page.set_content(page_html(svg, size, scale, bg))
                page.wait_for_load_state("load")
                page.screenshot(path=str(path), omit_background=bg is None,
                                clip={"x": 0, "y": 0, "width": size, "height": size})
                page.close()
                print(f"{path.relative_to(ROOT)}  {size}x{size}")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
