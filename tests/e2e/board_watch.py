"""How long the big screen takes to follow a phone (issue 31): the phone's page notes when the
finger went down (a capturing `pointerdown` listener, before Flutter sees it), the board's page
notes when its accessibility tree first shows the awaited text (a MutationObserver on the
tree, which Flutter updates in the frame it paints). Both are `Date.now()` of one browser
process, so their difference is the whole way: the tap, the server, the other session's
update, the board's drawing. Used by tests/e2e/test_board.py and bench/board_latency.py.
"""

from __future__ import annotations

import re

WATCH_TAPS = """() => {
  if (window.__boardTapWatch) return;
  window.__boardTapWatch = true;
  document.addEventListener('pointerdown', () => { window.__tapAt = Date.now(); }, true);
}"""

ARM = """([ident, pattern]) => {
  const re = new RegExp(pattern);
  const read = () => {
    const e = document.querySelector(`[flt-semantics-identifier="${ident}"]`);
    if (!e) return '';
    const parts = [];
    const walk = n => {
      if (n.nodeType === 1 && n.getAttribute('aria-label')) parts.push(n.getAttribute('aria-label'));
      if (n.nodeType === 3 && n.textContent.trim()) parts.push(n.textContent.trim());
      n.childNodes.forEach(walk);
    };
    walk(e);
    return parts.join(' ');
  };
  if (re.test(read())) return false;  // shown already: nothing to measure
  window.__seenAt = null;
  const host = document.querySelector('flt-semantics-host') || document.body;
  const seen = new MutationObserver(() => {
    if (window.__seenAt === null && re.test(read())) {
      window.__seenAt = Date.now();
      seen.disconnect();
    }
  });
  seen.observe(host, {subtree: true, childList: true, attributes: true, characterData: true});
  return true;
}"""


def watch_taps(page) -> None:
    """Note the time of every tap on this page (`window.__tapAt`)."""
    page.evaluate(WATCH_TAPS)


def arm(page, identifier: str, pattern: re.Pattern | str) -> None:
    """Wait, on the board's page, for `pattern` to show in `identifier`; it must not yet."""
    text = pattern.pattern if isinstance(pattern, re.Pattern) else re.escape(pattern)
    assert page.evaluate(ARM, [identifier, text]), \
        f"{identifier} shows {text!r} already: nothing to measure"


def latency_ms(board_page, phone_page, timeout_ms: float) -> float:
    """Milliseconds from the phone's last tap to the board showing what `arm` awaits (waits
    at most `timeout_ms` for it; raises if the board never shows it)."""
    board_page.wait_for_function("() => window.__seenAt !== null", timeout=timeout_ms,
                                 polling=20)
    seen = board_page.evaluate("() => window.__seenAt")
    tapped = phone_page.evaluate("() => window.__tapAt")
    assert tapped is not None, "no tap noted on the phone"
    return float(seen - tapped)
