// Loaded by both pages: the server's (scorepad/assets/index.html) and the site's
// (scorepad/publish/web/index.html), after the page's Flet settings (`flet.routeUrlStrategy`).
// A game passed from another phone (issue 29): a link's "#pass=..." part never reaches a
// server. It is handed to the app through this browser's storage, where Flet's
// SharedPreferences reads it (key "scorepad.pass", kept by Flutter as "flutter." + key,
// JSON), and the address becomes the app's /received screen.
window.addEventListener("hashchange", function () {  // a link pasted into an open tab
  if (location.hash.indexOf("#pass=") === 0) location.reload();
});
(function () {
  var h = location.hash;
  if (h.indexOf("#pass=") !== 0) return;
  try {
    localStorage.setItem("flutter.scorepad.pass", JSON.stringify(h.slice(6, 20006)));
  } catch (e) { /* no storage: the screen says no game was passed */ }
  var hashRoutes = window.flet && flet.routeUrlStrategy === "hash";
  // a new address each time: a tab whose session Flet keeps sees a change of route
  var to = "received?at=" + Date.now();
  history.replaceState(null, "", hashRoutes ? "#/" + to : to);
})();
