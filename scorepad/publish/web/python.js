// Scorepad's bridge between Flet's web client and the Python worker (the static site):
// flet-web 1.0.5's python.js, plus the worker's progress messages ({scorepad: step}) handed to
// the loading screen (index.html: scorepadBoot.step).
let _apps = {};
let _documentUrl = document.URL;

globalThis.jsConnect = async function (appId, args, dartOnMessage) {
    const app = { dartOnMessage: dartOnMessage };
    _apps[appId] = app;
    const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1)
        : flet.entrypointBaseUrl;
    app.worker = new Worker(base + "/python-worker.js", { type: "module" });
    let error;
    let ready = new Promise((resolve) => app.onPythonInitialized = resolve);
    app.worker.onmessage = (event) => {
        const data = event.data;
        if (typeof data === "string") {
            if (data != "initialized") {
                error = data;
            }
            app.onPythonInitialized();
        } else if (data && data.scorepad) {
            if (globalThis.scorepadBoot) globalThis.scorepadBoot.step(data.scorepad, data.detail);
        } else {
            app.dartOnMessage(data);
        }
    };
    app.worker.postMessage({
        pyodideUrl: new URL(flet.pyodideUrl, document.baseURI).href,
        args: args,
        documentUrl: _documentUrl,
        appPackageUrl: new URL(flet.appPackageUrl, document.baseURI).href,
    });
    await ready;
    if (error) {
        console.error("Python worker init error:", error);
        if (globalThis.scorepadBoot) globalThis.scorepadBoot.failed(error);
        await jsDisconnect(appId);
        throw error;
    }
    if (globalThis.scorepadBoot) globalThis.scorepadBoot.step("ready");
};

globalThis.jsSend = async function (appId, data) {
    if (appId in _apps) {
        _apps[appId].worker.postMessage(data, [data.buffer]);
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
