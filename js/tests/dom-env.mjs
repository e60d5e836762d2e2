// A DOM for Node's test runner (linkedom), and a fake widget model like anywidget's.
import { readFileSync } from "node:fs";
import { parseHTML } from "linkedom";

export function installDom() {
  const { window, document } = parseHTML("<!doctype html><html><body></body></html>");
  globalThis.window = window;
  globalThis.document = document;
  globalThis.HTMLElement = window.HTMLElement;      // morphdom reads it, as in a browser
  return document;
}

/** A model with get/on/off/send, recording what the view sends. */
export function fakeModel(traits) {
  const handlers = new Map();
  const sent = [];
  return {
    sent,
    get: (name) => traits[name],
    set(name, value) {
      traits[name] = value;
      for (const cb of handlers.get(`change:${name}`) || []) cb();
    },
    on(event, cb) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event).add(cb);
    },
    off(event, cb) { handlers.get(event)?.delete(cb); },
    send(msg) { sent.push(msg); },
  };
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Legal actions as Python describes them (js/tests/actions.json, checked against the
 * engine by tests/engine/test_js_fixtures.py), by game and notation. */
const ACTIONS = JSON.parse(readFileSync(new URL("./actions.json", import.meta.url), "utf8"));
export function described(game, names) {
  return names.map((name) => {
    const action = ACTIONS[game][name];
    if (!action) throw new Error(`${name} is not in js/tests/actions.json (${game}); add it there`);
    return action;
  });
}

/** The buttons and pieces (role button or img) of a drawing that show no tooltip: no title
 * attribute, no SVG <title>. */
export function untitled(el) {
  return [...el.querySelectorAll("button, [role=button], [role=img]")].filter((n) => {
    if (n.getAttribute("title")) return false;
    if (n.namespaceURI === "http://www.w3.org/2000/svg") return !n.querySelector(":scope > title");
    return true;
  }).map((n) => n.outerHTML.slice(0, 90));
}
