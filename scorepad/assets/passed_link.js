// Loaded by both pages: the server's (scorepad/assets/index.html) and the site's
// (scorepad/publish/web/index.html), after the page's Flet settings (`flet.routeUrlStrategy`)
// and before Flutter's own scripts.
// A game passed from another phone (issue 29): a link's "#pass=..." part never reaches a
// server. The page hands it to the app and shows the app's /received screen:
// - opened in a new tab (or a reload of the link): through this browser's storage, where
//   Flet's SharedPreferences reads it when the app starts (key "scorepad.pass", kept by
//   Flutter as "flutter." + key, JSON);
// - opened in a tab or an installed window that already shows Scorepad (a link pasted in the
//   address bar, a link the installed app captures; issue 37): only the "#" part changes, the
//   page does not load again and the app has read its preferences long ago. Flutter's router
//   hears of the new address through `popstate`, after this script's listener (registered
//   first): the listener makes the address the /received screen's, carrying the game
//   (`&pass=`) to the app (scorepad/app.py `open_carried`), whose screen then puts its own
//   address (/received) in the address bar;
// - a reload of the /received screen shows the game again: this tab keeps the last game
//   passed to it (sessionStorage) and hands it over once more.
(function () {
  var KEY = "flutter.scorepad.pass";  // Flet's SharedPreferences "scorepad.pass"
  var TAB = "scorepad.pass";  // this tab's last passed game
  var MAX = 20000;  // characters of a link's data handed over (a game needs far fewer)
  var hashRoutes = window.flet && flet.routeUrlStrategy === "hash";

  function passed() {  // the game in the address ("#pass=<data>"), or null
    var h = location.hash;
    return h.indexOf("#pass=") === 0 ? h.slice(6, 6 + MAX) : null;
  }

  function hand(game) {  // to the app's next start, and to this tab's reloads
    try { localStorage.setItem(KEY, JSON.stringify(game)); } catch (e) { /* none kept */ }
    try { sessionStorage.setItem(TAB, game); } catch (e) { /* none kept */ }
  }

  function address(extra) {  // a new address each time: a route change for a kept session
    var to = "received?at=" + Date.now() + (extra || "");
    return hashRoutes ? "#/" + to : to;
  }

  function atReceived() {  // the address is the /received screen's (a reload of it)
    if (hashRoutes) return /^#\/received(\?|$)/.test(location.hash);
    try {
      return location.pathname === new URL("received", document.baseURI).pathname;
    } catch (e) {
      return false;
    }
  }

  function opened(event) {  // the "#" part changed in an open page
    var game = passed();
    if (game === null) return;
    hand(game);
    history.replaceState(null, "", address("&pass=" + encodeURIComponent(game)));
    if (event && event.type === "hashchange") {  // no popstate came first: tell the router
      window.dispatchEvent(new PopStateEvent("popstate", {state: null}));
    }
  }

  window.addEventListener("popstate", opened);
  window.addEventListener("hashchange", opened);

  var game = passed();
  if (game !== null) {  // the page loads with a game: the app reads it when it starts
    hand(game);
    history.replaceState(null, "", address());
  } else if (atReceived()) {  // a reload of /received: the same game again
    var kept = null;
    try { kept = sessionStorage.getItem(TAB); } catch (e) { /* none kept */ }
    if (kept) {
      try { localStorage.setItem(KEY, JSON.stringify(kept)); } catch (e) { /* none kept */ }
    }
  }
})();
