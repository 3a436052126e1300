// The browser's languages made readable before Flutter starts (issue 29), on the site and on
// the server's page. Flutter reads navigator.languages and throws "invalid language tag" (the
// page then stops at the loading screen) on a tag that is not BCP 47: a C/POSIX locale gives
// "C", a Unix one "de_DE.UTF-8". Here each is read as the language it names ("de-DE"), what
// names none is dropped, and no language at all becomes English, so the app starts in the
// best language it has. Valid tags, even unknown ones ("xx-QQ"), are left as they are.
(function () {
  function tag(raw) {
    var text = String(raw || "").split(/[.@]/)[0].replace(/_/g, "-");
    if (!text || text === "C" || text === "POSIX") return null;
    try { return Intl.getCanonicalLocales(text)[0] || null; } catch (error) { return null; }
  }
  var asked = [];
  try { asked = Array.prototype.slice.call(navigator.languages || []); } catch (error) { asked = []; }
  if (!asked.length && navigator.language) asked = [navigator.language];
  var good = [];
  asked.forEach(function (raw) {
    var code = tag(raw);
    if (code && good.indexOf(code) < 0) good.push(code);
  });
  var same = good.length === asked.length && good.every(function (code, i) { return code === asked[i]; });
  if (good.length && same) return;
  if (!good.length) good = ["en"];
  var languages = Object.freeze(good.slice());
  try {
    Object.defineProperty(Navigator.prototype, "languages",
                          { configurable: true, get: function () { return languages; } });
    Object.defineProperty(Navigator.prototype, "language",
                          { configurable: true, get: function () { return languages[0]; } });
  } catch (error) { /* an engine that refuses: it keeps its own */ }
})();
