// Scorepad's bridge between Flet's web client and the Python worker (the static site):
// flet-web 1.0.5's python.js, changed in three ways.
//  - The worker starts as soon as this script runs, not when Flutter has started and asks for
//    it (jsConnect): Python loads while Flutter loads (the worker needs nothing from Flutter).
//    The first jsConnect takes that worker; a later one (if any) starts a new one.
//  - The worker's progress messages ({scorepad: step}) go to the loading screen
//    (index.html: scorepadBoot.step); strings are its start's outcome; the rest is Flet's.
//  - Every packet between Flutter and Python goes through replay.js's Bridge: the Home Python
//    drew at the last start is shown again while Python starts, when one is kept for the same
//    question (Flutter is then let go on at once: jsConnect does not wait for Python).
// No pagehide/unload handler ends the worker: every engine ends it with its page (one worker
// in the page's process after each reload: tests/e2e/test_engines.py), ending it sooner freed
// nothing (Firefox, measured), an `unload` listener keeps a page out of the back-forward
// cache, and ending it at pagehide would only cut sooner a copy to IndexedDB still under way
// where Python cannot wait for it (WebKit: scorepad/browser.py, Durability).
let _apps = {};
let _documentUrl = document.URL;

// This device's choices the app reads at its start, kept by Flet's SharedPreferences in the
// page's localStorage ("flutter.<key>", JSON): handed to Python with its start, so Home is drawn
// in them at once and nothing on it moves or is drawn anew a moment later, under a finger
// (issue 37: a tap on a game to resume met the storage note that came after Home). Told again
// when the page learns more (index.html: the browser's answer to keeping the storage).
const REMEMBERED = ["scorepad.language", "scorepad.theme", "scorepad.storage",
                    "scorepad.storage_told"];
function remembered() {
    const choices = {};
    for (const key of REMEMBERED) {
        try {
            const raw = localStorage.getItem("flutter." + key);
            if (raw !== null) choices[key] = JSON.parse(raw);
        } catch (error) { /* no storage, or not JSON: not remembered */ }
    }
    return choices;
}
globalThis.scorepadRememberedChanged = function () {
    const workers = Object.values(_apps).map((app) => app.worker);
    if (_early) workers.push(_early.worker);
    workers.forEach((worker) => worker.postMessage({ scorepadRemembered: remembered() }));
};

function startWorker() {
    const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1)
        : flet.entrypointBaseUrl;
    const state = { worker: new Worker(base + "/python-worker.js", { type: "module" }),
                    error: undefined, bridge: null, waiting: [] };
    state.ready = new Promise((resolve) => state.done = resolve);
    state.worker.onmessage = (event) => {
        const data = event.data;
        if (typeof data === "string") {
            if (data != "initialized") {
                state.error = data;
            }
            state.done();
        } else if (data && data.scorepad) {
            if (globalThis.scorepadBoot) globalThis.scorepadBoot.step(data.scorepad, data.detail, data.at);
            if (data.scorepad === "shown" && state.bridge) state.bridge.home();
        } else if (state.bridge) {
            state.bridge.fromPython(data);
        } else {
            state.waiting.push(data);
        }
    };
    state.worker.postMessage({
        pyodideUrl: new URL(flet.pyodideUrl, document.baseURI).href,
        args: null,
        languages: Array.prototype.slice.call(navigator.languages || []),
        documentUrl: _documentUrl,
        remembered: remembered(),
        appPackageUrl: new URL(flet.appPackageUrl, document.baseURI).href,
        laterPackageUrl: flet.laterPackageUrl ? new URL(flet.laterPackageUrl, document.baseURI).href : null,
        snapshotUrl: flet.snapshotUrl ? new URL(flet.snapshotUrl, document.baseURI).href : null,
    });
    return state;
}

let _early = startWorker();

// The Home drawn at the last start (replay.js), in this page's localStorage.
const HOME_KEPT = "scorepad.home";
const homeKept = {
    load() {
        try {
            return JSON.parse(localStorage.getItem(HOME_KEPT));
        } catch (error) {
            return null;  // no storage, or not ours
        }
    },
    save(record) { localStorage.setItem(HOME_KEPT, JSON.stringify(record)); },
};

globalThis.jsConnect = async function (appId, args, dartOnMessage) {
    const boot = globalThis.scorepadBoot;
    // the page's clock when Flutter has started and asks for Python (bench/bench_engines.py)
    if (boot) boot.step("flutter");
    const state = _early || startWorker();
    _early = null;
    _apps[appId] = state;
    const bridge = new ScorepadReplay.Bridge({
        toDart: dartOnMessage,
        toPython: (packet) => state.worker.postMessage(packet, [packet.buffer]),
        kept: homeKept,
        // what Python's Home depends on besides Flutter's registration
        beside: () => ({ version: flet.scorepadVersion, remembered: remembered(),
                         languages: Array.prototype.slice.call(navigator.languages || []) }),
        step: (name) => { if (boot) boot.step(name); },
    });
    state.bridge = bridge;
    state.waiting.splice(0).forEach((data) => bridge.fromPython(data));
    const early = bridge.hasRecord();  // Flutter goes on now, and is shown Home from the record
    const started = state.ready.then(() => {
        if (!state.error) {
            bridge.ready();
            if (boot) boot.step("ready");
            return;
        }
        console.error("Python worker init error:", state.error);
        if (boot) boot.failed(state.error);
        if (early) bridge.failed(state.error);
    });
    if (early) return;
    await started;
    if (state.error) {
        await jsDisconnect(appId);
        throw state.error;
    }
};

globalThis.jsSend = async function (appId, data) {
    if (appId in _apps) {
        _apps[appId].bridge.fromDart(data);
    }
};

globalThis.jsDisconnect = async function (appId) {
    if (appId in _apps) {
        const app = _apps[appId];
        delete _apps[appId];
        app.worker.terminate();
        app.worker.onmessage = null;
    }
};
