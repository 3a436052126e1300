// Home at once (issue 37): the first screen Python drew at the last start, shown again at this
// one the moment Flutter asks for it, while Python starts (in WebKit that is seconds: every
// step that runs Python there is 5-21x slower than in Chromium, and the app's own start runs
// Python whatever the snapshot saves). python.js passes every packet between Flutter and the
// Python worker through a Bridge (below).
//
// What was shown is Flet's own messages, as Python sent them: the answer to Flutter's
// registration and the patches up to the moment the app said Home was drawn ("shown",
// scorepad/browser.py), kept in localStorage with what they answered (Flutter's registration:
// the route, the window's size, the device's settings; the site's version; the languages and
// this device's remembered choices). They are shown again only for the very same question.
//
// Nothing is decided on what was shown: every packet from Flutter waits until Python has drawn
// its own Home, which is compared with the one shown.
//  - The same (the common case: Flet numbers its controls in the order the app makes them,
//    from the same number at every start): Python's copy is not sent again, and what waited
//    goes to Python as it is. A tap on Home in those seconds acts once Python has started.
//  - Not the same (a game finished since, a language changed): Python's Home replaces the one
//    shown (its registration answer replaces the page's views, as at a reconnection), and a
//    tap that waited goes to the control that carries the same identifier (Flet's Semantics
//    `identifier`, or a control's `key`) in Python's Home, or is dropped when there is none:
//    a tap is never sent to another control than the one it was made on.
//  - Python never started: Flutter is told the error, as a session crash over a shown Home, or
//    as the answer to its registration.
// Only Home is kept (the route "/"): a game's screen changes at every round, Home only when a
// game starts or ends, or a resumable game's round or leader changes (then it is replaced
// about when Python's own would have been drawn without any of this).
(function (root) {
  "use strict";

  // -- MessagePack, as Flet's packets need it (Python's msgpack writes them): maps as Map
  // (a patch's tree has integer keys), an extension as {ext, data}.
  function decode(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const text = new TextDecoder();
    let at = 0;
    const take = (n) => { const out = bytes.subarray(at, at + n); at += n; return out; };
    const str = (n) => text.decode(take(n));
    const arr = (n) => { const out = []; for (let i = 0; i < n; i++) out.push(value()); return out; };
    const map = (n) => { const out = new Map(); for (let i = 0; i < n; i++) { const k = value(); out.set(k, value()); } return out; };
    const ext = (n) => { const type = view.getInt8(at); at += 1; return { ext: type, data: take(n) }; };
    function u(n) {
      const v = n === 1 ? view.getUint8(at) : n === 2 ? view.getUint16(at) : n === 4 ? view.getUint32(at)
        : Number(view.getBigUint64(at));
      at += n;
      return v;
    }
    function value() {
      if (at >= bytes.length) throw new Error("MessagePack: cut short");
      const b = bytes[at++];
      if (b <= 0x7f) return b;
      if (b >= 0xe0) return b - 0x100;
      if ((b & 0xf0) === 0x80) return map(b & 0x0f);
      if ((b & 0xf0) === 0x90) return arr(b & 0x0f);
      if ((b & 0xe0) === 0xa0) return str(b & 0x1f);
      switch (b) {
        case 0xc0: return null;
        case 0xc2: return false;
        case 0xc3: return true;
        case 0xc4: return take(u(1)).slice();
        case 0xc5: return take(u(2)).slice();
        case 0xc6: return take(u(4)).slice();
        case 0xc7: return ext(u(1));
        case 0xc8: return ext(u(2));
        case 0xc9: return ext(u(4));
        case 0xca: { const v = view.getFloat32(at); at += 4; return v; }
        case 0xcb: { const v = view.getFloat64(at); at += 8; return v; }
        case 0xcc: return u(1);
        case 0xcd: return u(2);
        case 0xce: return u(4);
        case 0xcf: return u(8);
        case 0xd0: { const v = view.getInt8(at); at += 1; return v; }
        case 0xd1: { const v = view.getInt16(at); at += 2; return v; }
        case 0xd2: { const v = view.getInt32(at); at += 4; return v; }
        case 0xd3: { const v = Number(view.getBigInt64(at)); at += 8; return v; }
        case 0xd4: return ext(1);
        case 0xd5: return ext(2);
        case 0xd6: return ext(4);
        case 0xd7: return ext(8);
        case 0xd8: return ext(16);
        case 0xd9: return str(u(1));
        case 0xda: return str(u(2));
        case 0xdb: return str(u(4));
        case 0xdc: return arr(u(2));
        case 0xdd: return arr(u(4));
        case 0xde: return map(u(2));
        case 0xdf: return map(u(4));
        default: throw new Error("MessagePack: unknown byte 0x" + b.toString(16));
      }
    }
    const out = value();
    if (at !== bytes.length) throw new Error("MessagePack: bytes left over");
    return out;
  }

  function encode(value) {
    const parts = [];
    const text = new TextEncoder();
    const head = (small, mark, n) => {
      if (small !== null && n < 16) parts.push(Uint8Array.of(small | n));
      else if (n < 0x10000) parts.push(Uint8Array.of(mark, n >> 8, n & 0xff));
      else { const b = new Uint8Array(5); b[0] = mark + 1; new DataView(b.buffer).setUint32(1, n); parts.push(b); }
    };
    function put(v) {
      if (v === null || v === undefined) parts.push(Uint8Array.of(0xc0));
      else if (v === true || v === false) parts.push(Uint8Array.of(v ? 0xc3 : 0xc2));
      else if (typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= Number.MAX_SAFE_INTEGER) {
        if (v >= 0 && v <= 0x7f) parts.push(Uint8Array.of(v));
        else if (v < 0 && v >= -32) parts.push(Uint8Array.of(v + 0x100));
        else { const b = new Uint8Array(9); b[0] = v < 0 ? 0xd3 : 0xcf; new DataView(b.buffer).setBigInt64(1, BigInt(v)); parts.push(b); }
      } else if (typeof v === "number") {
        const b = new Uint8Array(9); b[0] = 0xcb; new DataView(b.buffer).setFloat64(1, v); parts.push(b);
      } else if (typeof v === "string") {
        const b = text.encode(v);
        if (b.length < 32) parts.push(Uint8Array.of(0xa0 | b.length));
        else if (b.length < 0x100) parts.push(Uint8Array.of(0xd9, b.length));
        else head(null, 0xda, b.length);
        parts.push(b);
      } else if (v instanceof Uint8Array) {
        const b = new Uint8Array(5); b[0] = 0xc6; new DataView(b.buffer).setUint32(1, v.length);
        parts.push(b, v);
      } else if (Array.isArray(v)) {
        head(0x90, 0xdc, v.length);
        v.forEach(put);
      } else if (v instanceof Map) {
        head(0x80, 0xde, v.size);
        v.forEach((item, key) => { put(key); put(item); });
      } else if (typeof v === "object" && "ext" in v && v.data instanceof Uint8Array) {
        const b = new Uint8Array(6); b[0] = 0xc9; new DataView(b.buffer).setUint32(1, v.data.length);
        b[5] = v.ext & 0xff; parts.push(b, v.data);
      } else {
        throw new Error("MessagePack: cannot write " + typeof v);
      }
    }
    put(value);
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }

  // -- Flet's packets: [0x00][MessagePack [action, body]] (0x01: a data channel's frame)
  const REGISTER = 1, PATCH = 2, EVENT = 3, UPDATE = 4, CRASHED = 6;

  function message(packet) {
    if (!packet || packet.length < 2 || packet[0] !== 0) return null;
    try {
      const out = decode(packet.subarray(1));
      return Array.isArray(out) && out.length === 2 && out[1] instanceof Map
        ? { action: out[0], body: out[1] } : null;
    } catch (error) {
      return null;
    }
  }

  function packetOf(action, body) {
    const bytes = encode([action, body]);
    const out = new Uint8Array(bytes.length + 1);
    out.set(bytes, 1);
    return out;
  }

  function same(a, b) {
    if (a === b) return true;
    if (a instanceof Map && b instanceof Map) {
      if (a.size !== b.size) return false;
      for (const [key, value] of a) if (!b.has(key) || !same(value, b.get(key))) return false;
      return true;
    }
    if ((Array.isArray(a) && Array.isArray(b)) || (a instanceof Uint8Array && b instanceof Uint8Array)) {
      return a.length === b.length && Array.prototype.every.call(a, (v, i) => same(v, b[i]));
    }
    if (a && b && typeof a === "object" && typeof b === "object" && "ext" in a && "ext" in b) {
      return a.ext === b.ext && same(a.data, b.data);
    }
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }

  // What makes two answers to a registration differ at every start and nothing else: the
  // session's id, and the id of Python's service registry (a fresh one in each session).
  function withoutSession(body) {
    const out = new Map(body);
    out.delete("session_id");
    const patch = out.get("page_patch");
    if (patch instanceof Map && patch.get("_services") instanceof Map) {
      const services = new Map(patch.get("_services"));
      const internals = services.get("_internals");
      if (internals instanceof Map) {
        const copy = new Map(internals);
        copy.delete("uid");
        services.set("_internals", copy);
      }
      const page = new Map(patch);
      page.set("_services", services);
      out.set("page_patch", page);
    }
    return out;
  }

  // The question a recorded Home answers: Flutter's registration (its session's id aside) and
  // what the app reads beside it (the site's version, the languages, the remembered choices).
  // Home only (the route "/"): a game's screen changes at every round, Home when a game starts
  // or ends.
  function questionOf(packet, beside) {
    const m = message(packet);
    if (!m || m.action !== REGISTER) return null;
    const page = m.body.get("page");
    const route = page instanceof Map ? page.get("route") : null;
    if (route !== "/" && route !== "" && route !== null && route !== undefined) return null;
    const body = new Map(m.body);
    body.delete("session_id");
    return toBase64(encode([body, JSON.stringify(beside || {})]));
  }

  // Every control in `packets` (the last copy of each id), with its parent control
  function controlsIn(packets) {
    const found = new Map();
    function walk(value, parent) {
      if (value instanceof Map) {
        let here = parent;
        if (typeof value.get("_c") === "string" && Number.isInteger(value.get("_i"))) {
          here = { id: value.get("_i"), type: value.get("_c"), node: value, parent };
          found.set(here.id, here);
        }
        value.forEach((item) => walk(item, here));
      } else if (Array.isArray(value)) {
        value.forEach((item) => walk(item, parent));
      }
    }
    packets.forEach((packet) => { const m = message(packet); if (m) walk(m.body, null); });
    return found;
  }

  const mark = (control) => {
    const id = control.node.get("identifier");
    if (typeof id === "string" && id) return "identifier:" + id;
    const key = control.node.get("key");
    return typeof key === "string" && key ? "key:" + key : null;
  };

  // The control in `after` that is the one `id` named in `before`: the nearest control around it
  // that carries an identifier or key, found in `after` by it (once only), and from there the
  // same steps down (each by its type). null when there is none.
  function counterpart(id, before, after) {
    let control = before.get(id);
    if (!control) return null;
    const steps = [];
    while (control && !mark(control)) { steps.push(control.type); control = control.parent; }
    if (!control) return null;
    const name = mark(control);
    const matches = [...after.values()].filter((c) => mark(c) === name);
    if (matches.length !== 1) return null;
    let found = matches[0];
    for (let i = steps.length - 1; i >= 0; i--) {
      const children = [...after.values()].filter((c) => c.parent === found && c.type === steps[i]);
      if (children.length !== 1) return null;
      found = children[0];
    }
    return found.type === before.get(id).type ? found.id : null;
  }

  const STARTING = "starting", READY = "ready", OPEN = "open";

  // One Flet session's packets between Flutter (`toDart`) and Python (`toPython`). `kept`:
  // {load(), save(record)} for the recorded Home; `beside`: what the app reads besides
  // Flutter's registration (questionOf); `step(name)`: the loading screen's marks.
  class Bridge {
    constructor({ toDart, toPython, kept, beside, step }) {
      Object.assign(this, { toDart, toPython, kept, beside, step: step || (() => {}) });
      this.phase = STARTING;    // -> READY (Python started) -> OPEN (Home compared)
      this.record = kept.load();  // the Home kept at the last start, read once
      this.waiting = [];        // Flutter's packets, until Python can take them
      this.replayed = null;     // the packets shown for Python's Home, if any
      this.question = null;
      this.drawn = [];          // Python's packets up to Home, as it sent them
      this.recording = true;    // until Python has drawn Home
    }

    // Would a recorded Home be shown? (python.js then lets Flutter go on without Python.)
    hasRecord() {
      const record = this.record;
      return !!(record && Array.isArray(record.packets) && record.packets.length);
    }

    fromDart(packet) {
      const first = this.question === null;  // Flutter's registration
      if (first) this.question = questionOf(packet, this.beside()) || "";
      if (this.phase === OPEN || (this.phase === READY && !this.replayed)) this.toPython(packet);
      else this.waiting.push(packet.slice());  // (Flutter may use its bytes again meanwhile)
      const record = first && this.phase === STARTING ? this.record : null;
      if (!(this.question && record && record.question === this.question)) return;
      try {
        this.replayed = record.packets.map(fromBase64);
      } catch (error) {  // not what this code keeps: shown nothing, Python's Home is kept over it
        this.replayed = null;
        return;
      }
      // after the registration is queued: Flutter takes them at once, and sends more meanwhile
      this.replayed.forEach((shown) => this.toDart(shown.slice()));
      this.step("replayed");
    }

    // Python has started: it takes Flutter's registration (and, when no Home was shown, all
    // that waited: it goes on as before).
    ready() {
      this.phase = READY;
      const waiting = this.waiting.splice(0);
      if (this.replayed && waiting.length) this.toPython(waiting.shift());
      if (this.replayed) this.waiting = waiting;
      else waiting.forEach((packet) => this.toPython(packet));
    }

    fromPython(packet) {
      if (this.recording) {
        const m = message(packet);
        if (m && (m.action === REGISTER || m.action === PATCH)) {
          this.drawn.push(packet.slice());
          if (!this.replayed) this.toDart(packet);  // (else compared at Home: home())
          return;
        }
        this.home(false);  // something else before Home was said drawn
      }
      this.toDart(packet);
    }

    // Python has drawn Home (`whole`: the app said so; else another packet came first). It is
    // kept for the next start, what was shown is compared with it, and what waited goes on.
    home(whole = true) {
      if (!this.recording) return;
      this.recording = false;
      const drawn = this.drawn;
      if (whole && drawn.length && this.question) {
        try {
          this.kept.save({ question: this.question, packets: drawn.map(toBase64) });
        } catch (error) {  // no room, or no storage at all: the next start goes as before
          console.info("Scorepad: Home could not be kept for the next start:", error);
        }
      }
      this.phase = OPEN;
      if (!this.replayed) return;
      const waiting = this.waiting.splice(0);
      if (sameHome(this.replayed, drawn)) {
        this.step("replay-same");
        waiting.forEach((packet) => this.toPython(packet));
        return;
      }
      this.step("replay-replaced");
      drawn.forEach((packet) => this.toDart(packet));
      const before = controlsIn(this.replayed.slice(1)), after = controlsIn(drawn.slice(1));
      for (const packet of waiting) {
        const moved = retargeted(packet, before, after);
        if (moved) this.toPython(moved);
        else console.info("Scorepad: a tap on a control Python's Home does not have was dropped.");
      }
    }

    // Python could not start. Flutter, which went on without it, is told: as a session crash
    // over a recorded Home, else as the answer to its registration.
    failed(error) {
      const replayed = !!this.replayed;
      this.phase = OPEN;
      this.waiting = [];
      this.recording = false;
      const text = String(error);
      this.toDart(replayed ? packetOf(CRASHED, new Map([["message", text]]))
        : packetOf(REGISTER, new Map([["session_id", ""], ["page_patch", new Map()], ["error", text]])));
    }
  }

  function toBase64(bytes) {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x2000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000));
    }
    return btoa(text);
  }

  function fromBase64(text) {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  }

  function sameHome(shown, drawn) {
    if (shown.length !== drawn.length) return false;
    return shown.every((packet, i) => {
      if (i > 0) return same(packet, drawn[i]);
      const a = message(packet), b = message(drawn[i]);
      return !!(a && b) && a.action === REGISTER && b.action === REGISTER
        && same(withoutSession(a.body), withoutSession(b.body));
    });
  }

  // A packet from Flutter sent again to the same control in Python's own Home (an event's
  // target, an update's id), or null when it has none; one about a control Home's patches did not
  // make (the page, its window) goes as it is.
  function retargeted(packet, before, after) {
    const m = message(packet);
    const field = m && (m.action === EVENT ? "target" : m.action === UPDATE ? "id" : null);
    if (!field) return packet;
    const id = m.body.get(field);
    if (!before.has(id)) return packet;
    const moved = counterpart(id, before, after);
    if (moved === null) return null;
    if (moved === id) return packet;
    const body = new Map(m.body);
    body.set(field, moved);
    return packetOf(m.action, body);
  }

  const api = { Bridge, decode, encode, message, questionOf, sameHome, counterpart, controlsIn, packetOf };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.ScorepadReplay = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
