"""The reference for bench/bench_app.py: a bare Flet counter, started the way Scorepad is.

    python bench/reference_counter.py --port 8551

One text and one button, no CDN, bound to loopback. The button carries the semantic
identifier `ref-increment` and the text `ref-count`, so the bench finds both in Chromium's
accessibility tree exactly as it finds Scorepad's controls.
"""

from __future__ import annotations

import argparse

import flet as ft


def main(page: ft.Page) -> None:
    page.title = "Counter"
    count = ft.Text("Count: 0", size=24)

    def increment(_event) -> None:
        count.value = f"Count: {int(count.value.split(': ')[1]) + 1}"

    page.add(
        ft.Semantics(content=count, identifier="ref-count"),
        ft.Semantics(
            content=ft.Button("Increment", on_click=increment),
            identifier="ref-increment",
        ),
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8551)
    args = parser.parse_args()
    ft.run(main, view=ft.AppView.WEB_BROWSER, host="127.0.0.1", port=args.port, no_cdn=True)
