// Scorepad's Python worker (the static site `scorepad publish` writes): flet-web 1.0.5's
// python-worker.js, cut to what Scorepad needs and made to keep the games on the phone.
//  - Pyodide is loaded from the site itself (`./pyodide/pyodide.mjs`, a relative URL: flet's
//    bare "pyodide/pyodide.mjs" is refused by import()).
//  - The browser's persistent storage (IndexedDB) is mounted at /data before Python starts,
//    and loaded into it (FS.syncfs(true)): the SQLite file lives there.
//  - The app archive is unpacked here (unpackable: fzstd.mjs undoes its Zstandard in JavaScript,
//    outside Python's memory; unpack: the tar's files are written from JavaScript, each in one
//    piece); its __pypackages__ goes first on sys.path: nothing is installed with micropip,
//    nothing is fetched from another origin.
//  - flet_js.syncfs() copies /data back to IndexedDB (Python awaits it after each commit:
//    scorepad/browser.py); flet_js.progress(step) tells the loading screen what is happening.
self.flet_js = {};
self.initialized = false;
const DATA_DIR = "/data";
// `at`: the moment, at the worker's own clock (the page's thread may be busy drawing when the
// message comes: its own clock would mark the step late)
const progress = (step, detail) => self.postMessage(
    { scorepad: step, detail: detail || null, at: performance.timeOrigin + performance.now() });
self.flet_js.progress = progress;

let syncing = Promise.resolve();
// One sync at a time (Emscripten warns about overlapping ones); each waits for the last.
self.flet_js.syncfs = function () {
    const run = () => new Promise((resolve, reject) => {
        self.pyodide.FS.syncfs(false, (err) => err ? reject(err) : resolve(true));
    });
    syncing = syncing.then(run, run);
    return syncing;
};

// Without JavaScript Promise Integration (Safari; Firefox ESR 153 has it) Python cannot wait for the copy:
// it starts here and says itself how it went (scorepad/browser.py, Durability).
let synced = 0;
let pending = 0;  // copies started and not done yet (the page's scorepadBoot.marks.pending)
self.flet_js.syncfsLater = function () {
    pending += 1;
    progress("pending", pending);
    self.flet_js.syncfs().then(
        () => { synced += 1; progress("synced", synced); progress("storage-ok"); },
        (error) => { console.error("Scorepad: storage", error); progress("storage-full"); })
        .finally(() => { pending -= 1; progress("pending", pending); });
};

self.receiveCallback = (message) => {
    const bytes = message.toJs();
    self.postMessage(bytes, [bytes.buffer]);
};
self.flet_js.receive_callback = self.receiveCallback;

async function mountStorage(pyodide) {
    const FS = pyodide.FS;
    FS.mkdirTree(DATA_DIR);
    FS.mount(FS.filesystems.IDBFS, {}, DATA_DIR);
    await new Promise((resolve, reject) => FS.syncfs(true, (err) => err ? reject(err) : resolve()));
}

// A file of this site, whole (a host's error is an error, in words).
function fetched(url) {
    return fetch(url).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} ${url}`);
        return response.arrayBuffer();
    });
}

// The Zstandard decoder in JavaScript (fzstd.mjs, loaded while Pyodide boots), or null until
// it has come or if it cannot.
let zstdDecompress = null;
const zstdLoaded = import("./fzstd.mjs").then((module) => { zstdDecompress = module.decompress; },
    (error) => console.warn("Scorepad: the archives are undone by Python instead:", error));

const ZSTD = [0x28, 0xb5, 0x2f, 0xfd];  // a Zstandard frame's magic number

// The archive as unpack (below) takes it, a tar: app.tar.zst (scorepad/publish/archive.py)
// undone by `decompress` (fzstd's: no engine's DecompressionStream undoes Zstandard), in
// JavaScript's memory, which lets it go once its files are written. Undone by Python instead
// (Pyodide's compression.zstd), the tar and the archive passed through the interpreter's
// memory, which never shrinks: 13 MB more of it at the end of every start, measured in
// WebKit (issue 37, item 4: WebKit's memory). A host that already undid it (Content-Encoding:
// zstd) hands over a tar, kept as it is; without the decoder, or when it refuses the bytes (an
// archive cut short), they go to Python as they came ("zstdtar"), whose unpacker says what is
// wrong.
function unpackable(buffer, decompress) {
    const bytes = new Uint8Array(buffer);
    const zstd = ZSTD.every((byte, i) => bytes[i] === byte);
    if (!zstd) return { bytes, format: "tar" };
    if (decompress) {
        try {
            return { bytes: decompress(bytes), format: "tar" };
        } catch (error) {
            console.warn("Scorepad: the archive goes to Python's unpacker:", error);
        }
    }
    return { bytes, format: "zstdtar" };
}

// The archive's files written into Pyodide's file system from JavaScript (issue 37: the start
// in WebKit, where every step that runs Python is 5-21x slower than in Chromium). Pyodide's
// own unpacker (pyodide.unpackArchive: shutil and tarfile) runs Python for every member and
// writes each file in 16 KB pieces, which its in-memory file system grows and copies again
// and again: measured in Pyodide under Node.js (bench/bench_unpack.py), that is most of the
// step. Here no Python runs (unpackable has undone the Zstandard; if it could not, one call of
// compression.zstd.decompress, C), and each file is one FS.writeFile. The tar is the one
// archive.py writes (ustar, PAX records for long names); anything else in it (a link, a name outside the folder, a cut archive) goes to Pyodide's
// unpacker, which says what is wrong.
function untar(FS, tar, dir) {
    const text = new TextDecoder();
    const field = (from, to) => {
        let end = from;
        while (end < to && tar[end] !== 0) end++;
        return text.decode(tar.subarray(from, end));
    };
    let offset = 0;
    let paxPath = null;
    const files = [];
    while (offset + 512 <= tar.length && tar[offset] !== 0) {
        const size = parseInt(field(offset + 124, offset + 136).trim() || "0", 8);
        const type = tar[offset + 156] === 0 ? "0" : String.fromCharCode(tar[offset + 156]);
        const prefix = field(offset + 345, offset + 500);
        const name = paxPath || (prefix ? prefix + "/" : "") + field(offset, offset + 100);
        const body = offset + 512;
        offset = body + Math.ceil(size / 512) * 512;
        if (!Number.isFinite(size) || size < 0 || body + size > tar.length) return false;
        if (type === "x") {  // "<length> path=<name>\n", the one PAX record archive.py needs
            const record = text.decode(tar.subarray(body, body + size));
            if (/(?:^|\n)\d+ size=/.test(record)) return false;  // a size the header cannot hold
            const found = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(record);
            paxPath = found ? found[1] : null;
            continue;
        }
        paxPath = null;
        if (name.startsWith("/") || name.split("/").includes("..")) return false;
        if (type === "5") {
            FS.mkdirTree(dir + "/" + name);
        } else if (type === "0") {
            FS.writeFile(dir + "/" + name, tar.subarray(body, body + size));
            files.push(dir + "/" + name);
        } else {
            return false;
        }
    }
    return files;
}

function unpack(pyodide, unpacked) {
    let tar = unpacked.bytes instanceof Uint8Array ? unpacked.bytes : new Uint8Array(unpacked.bytes);
    if (unpacked.format === "zstdtar") {
        const decompress = pyodide.runPython(
            "import compression.zstd\nlambda data: compression.zstd.decompress(data.to_memoryview())",
            { globals: pyodide.toPy({}) });
        try {
            const bytes = decompress(tar);
            tar = bytes.toJs();
            bytes.destroy();
        } finally {
            decompress.destroy();
        }
    }
    const files = untar(pyodide.FS, tar, pyodide.FS.cwd());
    if (files === false) {
        pyodide.unpackArchive(tar, "tar");  // (which loads the native libraries it finds)
        return [];
    }
    return files.filter((name) => name.endsWith(".so"));
}

// The native libraries just written (`paths`: msgpack's before Home, pydantic_core's 4.7 MB
// after it), compiled and linked without blocking the worker, as Emscripten's own preloading
// does: an import then finds its library ready (Module.preloadedWasm, by the path Python
// opens) instead of compiling it there and then, while Python and every tap wait (issue 37:
// a tap during the ORM's import after Home was acted on late in WebKit). A library whose
// import comes first is loaded by the import, as before; one that fails here, too.
async function preloaded(pyodide, paths) {
    const module = pyodide._module;
    await Promise.all(paths.map(async (path) => {
        try {
            module.preloadedWasm[path] = await module.loadWebAssemblyModule(
                pyodide.FS.readFile(path), { loadAsync: true, nodelete: true }, path, {});
        } catch (error) {
            console.warn("Scorepad: a native library is loaded at its import instead:", path, error);
        }
    }));
}

// The packages Home does not need (scorepad/publish/archive.py, LATER: the ORM), in a second
// archive: fetched once Home is drawn (fetchLater, which Python awaits: scorepad/browser.py,
// warm), unpacked as soon as it comes and its native library linked without blocking
// (preloaded); or, when an import needs them before (unpackLater, from Python's LaterPackages),
// fetched there and then: a worker may wait for a request (a synchronous XMLHttpRequest; the
// service worker answers it offline), and the import links the library itself.
let laterUrl = null;
let laterFetch = null;
let laterDone = false;
function unpackLaterBytes(buffer) {
    const natives = unpack(self.pyodide, unpackable(buffer, zstdDecompress));
    laterDone = true;
    progress("later");
    return natives;
}
self.flet_js.fetchLater = function () {
    if (laterDone) return Promise.resolve(true);
    if (!laterFetch) {
        laterFetch = fetched(laterUrl).then(async (buffer) => {
            progress("later-fetched");  // the page has the service worker keep it (index.html)
            if (!laterDone) {  // (else an import needed it meanwhile: unpackLater)
                await preloaded(self.pyodide, unpackLaterBytes(buffer));
                progress("later-ready");
            }
            return true;
        }, (error) => { laterFetch = null; throw error; });
    }
    return laterFetch;
};
self.flet_js.unpackLater = function () {
    if (laterDone) return;
    const request = new XMLHttpRequest();
    request.open("GET", laterUrl, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Error(`HTTP ${request.status} ${laterUrl}`);
    progress("later-fetched");
    unpackLaterBytes(request.response);
};

// Pyodide's WebAssembly (10 MB) compiled from the boot's first moment, beside the rest:
// Pyodide's own start imports its JavaScript and reads the saved interpreter first, and only
// then compiles it (WebAssembly.instantiateStreaming, on a fetch it made at its start). Its
// fetch of that file is answered here with a placeholder, once (the file is fetched once, by
// the early compile), and its instantiateStreaming of the placeholder with the module
// compiled early; if that compile failed, the file is fetched and compiled as Pyodide would.
function compiledEarly(pyodideUrl) {
    const wasm = new URL("pyodide.asm.wasm", pyodideUrl).href;
    const network = self.fetch;
    const compiled = WebAssembly.compileStreaming(network(wasm)).then((module) => {
        progress("compiled");
        return module;
    }, (error) => {
        console.warn("Scorepad: Pyodide is compiled at its turn instead:", error);
        return null;
    });
    const placeholder = new Response(null);
    self.fetch = function (input, init) {
        if (String(input instanceof Request ? input.url : input) !== wasm) {
            return network.call(self, input, init);
        }
        self.fetch = network;
        return Promise.resolve(placeholder);
    };
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async function (source, imports) {
        const response = await source;
        if (response !== placeholder) return streaming.call(WebAssembly, response, imports);
        WebAssembly.instantiateStreaming = streaming;
        const module = await compiled;
        if (!module) return streaming.call(WebAssembly, network(wasm), imports);
        return { module, instance: await WebAssembly.instantiate(module, imports) };
    };
}

// `pyodide.ffi.run_sync` made to wait again in an interpreter restored where the engine has
// JavaScript Promise Integration (Chromium, Firefox). The snapshot's maker (Node.js) has none,
// so Pyodide's start chose `run_sync_not_supported` for it, and that choice lives in the saved
// memory: the function pointer (`ml_meth`) of run_sync's PyMethodDef. It is the one JSPI
// choice Pyodide makes in memory (jsproxy.c, jsproxy_init; the rest is JavaScript's, made anew
// at every start). The slot is found from the function object (CPython's PyCFunctionObject:
// its method def after the object's header; the def's function after its name) and checked to
// hold exactly `run_sync_not_supported` before `run_sync` is written there: anything else and
// the restore is refused (Python starts anew). A write's copy to IndexedDB waits with it
// (scorepad/browser.py, Durability).
function runSyncRepaired(pyodide) {
    const module = pyodide._module;
    const table = module.wasmTable;
    const address = pyodide.runPython("from pyodide.ffi import run_sync\nid(run_sync)");
    const def = module.HEAPU32[(address + 8) >>> 2];
    const slot = (def + 4) >>> 2;
    if (table.get(module.HEAPU32[slot]) === module._run_sync) return true;  // (already)
    if (table.get(module.HEAPU32[slot]) !== module._run_sync_not_supported) return false;
    for (let index = 1; index < table.length; index++) {
        if (table.get(index) === module._run_sync) {
            module.HEAPU32[slot] = index;
            return true;
        }
    }
    return false;
}

// CPython's way of calling a C function from Python in this engine (`_PyRuntime`'s
// `emscripten_trampoline`): a WebAssembly trampoline Pyodide makes at every start where the
// engine allows it, 0 for the JavaScript one (emscripten_trampoline.c). It is written into
// the memory before the saved interpreter is copied over it, which then holds its maker's
// (Node.js's: the JavaScript one, slower, and a JavaScript frame under every call, which
// JavaScript Promise Integration cannot suspend): read before, and written back after.
function trampolineOf(module) {
    const offset = module.HEAP32[module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >>> 2];
    const slot = (module.__PyRuntime + offset) >>> 2;
    return { slot, value: module.HEAP32[slot] };
}

// The interpreter restored as it stood before Home (scorepad/publish/snapshot.py, issue 37),
// when the service worker keeps this version's snapshot (its address carries the version);
// where the engine has JavaScript Promise Integration, with `run_sync` repaired (above).
// Anything else, or a restore that fails, and Python starts as before. Once copied into the
// interpreter's memory the saved bytes (38 MB) are let go: Pyodide keeps the options it was
// given (`_api.config`) for the page's life, and with them the bytes (issue 37, item 4: 34 MB
// of WebKit's page after a start, measured).
async function restored(loadPyodide, data) {
    if (!data.snapshotUrl || !self.caches) return null;
    try {
        const hit = await caches.match(data.snapshotUrl);
        if (!hit) return null;
        const bytes = new Uint8Array(await hit.arrayBuffer());
        const size = bytes.length;
        progress("snapshot-read");
        const create = (await import(new URL("pyodide.asm.mjs", data.pyodideUrl).href)).default;
        let trampoline = null;
        const pyodide = await loadPyodide({
            packages: [], checkAPIVersion: true, _loadSnapshot: bytes,
            createPyodideModule: async (settings) => {
                const module = await create(settings);
                progress("instantiated");
                trampoline = trampolineOf(module);  // this engine's, before the saved memory
                // pyodide#6254: a snapshot over 30 MB is refused unless the memory is grown first
                if (module.HEAP8.length < size) module.growMemory(size);
                return module;
            },
        });
        delete pyodide._api.config._loadSnapshot;  // (the bytes, now in the memory)
        pyodide._module.HEAP32[trampoline.slot] = trampoline.value;
        if (pyodide._module.jspiSupported && !runSyncRepaired(pyodide)) {
            throw new Error("run_sync could not be made to wait in the saved interpreter");
        }
        pyodide.runPython("import random\nrandom.seed()");  // not the maker's seed
        progress("snapshot");
        return pyodide;
    } catch (error) {
        console.error("Scorepad: the saved interpreter was refused; Python starts anew:", error);
        return null;
    }
}

async function boot(data) {
    // this device's choices (python.js), before any await: a newer copy may come meanwhile
    self.flet_js.remembered = data.remembered || {};
    laterUrl = data.laterPackageUrl;
    progress("python");
    // The archive is fetched and undone while Pyodide boots.
    const archive = Promise.all([fetched(data.appPackageUrl), zstdLoaded])
        .then(([buffer]) => unpackable(buffer, zstdDecompress));
    compiledEarly(data.pyodideUrl);
    const { loadPyodide } = await import(data.pyodideUrl);
    const pyodide = (await restored(loadPyodide, data))
        || await loadPyodide({ packages: [], checkAPIVersion: true });
    self.pyodide = pyodide;
    pyodide.registerJsModule("flet_js", self.flet_js);
    self.flet_js.documentUrl = data.documentUrl;
    self.flet_js.args = data.args;
    self.flet_js.languages = data.languages || [];
    progress("storage");
    // IndexedDB is read into /data while the archive is unpacked: both are awaited before
    // Python starts, neither waits for the other
    const storage = mountStorage(pyodide).then(() => { self.flet_js.storage = "idbfs"; },
        (error) => {  // private mode, storage refused: the app says so (scorepad/browser.py)
            console.error("Scorepad: the browser's storage cannot be used:", error);
            self.flet_js.storage = "memory:" + String(error && error.message || error);
        });
    progress("unpacking");
    const unpacked = await archive;
    const natives = preloaded(pyodide, unpack(pyodide, unpacked));  // msgpack's, beside storage
    await storage;
    await natives;
    progress("starting");
    await pyodide.runPythonAsync(`
import runpy, sys
sys.path.insert(0, "__pypackages__")
try:
    runpy.run_module("main", run_name="__main__")
except SystemExit as _exit:
    if _exit.code not in (None, 0):
        raise
`);
    progress("main-ran");
    await self.flet_js.start_connection(self.receiveCallback);
    progress("connection");
    self.postMessage("initialized");
}

self.onmessage = async (event) => {
    if (event.data && event.data.scorepadRemembered) {  // the page learnt more (python.js)
        self.flet_js.remembered = event.data.scorepadRemembered;
    } else if (!self.initialized) {
        self.initialized = true;
        try {
            await boot(event.data);
        } catch (error) {
            self.postMessage(String(error && error.stack || error));
        }
    } else if (typeof self.flet_js.send === "function") {
        self.flet_js.send(event.data);
    } else {
        console.error("Scorepad: a message for a Python app that never started was dropped.");
    }
};
