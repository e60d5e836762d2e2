// Tiny DOM helpers shared by every game's renderer. No framework.
//
// Event handlers are not listeners on the drawn elements: `on` keeps them in the element's
// HANDLERS property, and one listener per event type on the widget's root (`delegate`)
// runs them, target first, then up its ancestors as the event would bubble. A redraw then
// updates the page in place (morph.js, morphdom) and moves the new drawing's handlers
// onto the elements it keeps, so a handler always sees the state it was drawn with. A
// handler is called with the event and the element on the page it belongs to (what the
// DOM's currentTarget would be): the element it was drawn on may have been left out.
const SVG_NS = "http://www.w3.org/2000/svg";
export const HANDLERS = "__mwOn";
/** The event types the renderers handle; the ones that do not bubble run on their target. */
const EVENTS = ["click", "keydown", "change", "input", "pointerover", "pointerleave", "toggle"];
const NO_BUBBLE = new Set(["pointerleave", "toggle"]);

/** Handle `type` events on `node` with `handler(event, element)` (see `delegate`). */
export function on(node, type, handler) {
  if (!EVENTS.includes(type)) throw new Error(`mesowidgets handles no ${type} events`);
  const all = (node[HANDLERS] ??= {});
  (all[type] ??= []).push(handler);
  return node;
}

function run(node, event) {
  for (const handler of node[HANDLERS]?.[event.type] ?? []) handler(event, node);
}

/** Run the handlers of `root`'s elements for the events inside it; returns the undo. */
export function delegate(root) {
  const offs = EVENTS.map((type) => {
    const alone = NO_BUBBLE.has(type);
    const listener = (event) => {
      if (alone) { run(event.target, event); return; }
      for (let node = event.target; node && node !== root.parentNode; node = node.parentNode) {
        run(node, event);
        if (event.cancelBubble) break;
      }
    };
    root.addEventListener(type, listener, alone);      // capture: non-bubbling events too
    return () => root.removeEventListener(type, listener, alone);
  });
  return () => offs.forEach((off) => off());
}

function assign(node, attrs) {
  for (const key in attrs) {         // an object literal's own keys (no array made per element)
    const value = attrs[key];
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      on(node, key.slice(2), value);
    } else if (key === "text") {
      node.textContent = String(value);
    } else {
      node.setAttribute(key, value === true ? "" : String(value));
    }
  }
  return node;
}

/** Append the children, lists of them at any depth in order (not flattened into a new
 * list: a board's layer of 176 squares is drawn at every redraw). */
function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  }
  return node;
}

/** Pieces and controls: what a tooltip explains (their accessible name). */
const EXPLAINED = new Set(["button", "img"]);

function explained(attrs) {
  const label = attrs?.["aria-label"];
  return label && !attrs.title && (EXPLAINED.has(attrs.role) || attrs.role === undefined)
    ? label : null;
}

/** An HTML element: h("button", {class: "x", onclick: f}, "text", child). A button or a
 * piece (role button or img) with an aria-label and no title gets its label as tooltip. */
export function h(tag, attrs, ...children) {
  const doc = globalThis.document;
  const node = append(assign(doc.createElement(tag), attrs), children);
  const tip = explained(attrs);
  if (tip && (tag === "button" || EXPLAINED.has(attrs.role))) node.setAttribute("title", tip);
  return node;
}

/** An SVG element, same signature as h(); a piece or square with a role and an aria-label
 * gets a <title> child, SVG's tooltip. */
export function s(tag, attrs, ...children) {
  const doc = globalThis.document;
  const node = append(assign(doc.createElementNS(SVG_NS, tag), attrs), children);
  const tip = explained(attrs);
  if (tip && EXPLAINED.has(attrs.role)) {
    node.prepend(assign(doc.createElementNS(SVG_NS, "title"), { text: tip }));
  }
  return node;
}

/** Make an element act as a button for mouse and keyboard (Enter or Space). */
export function pressable(node, onPress) {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", node.getAttribute("role") || "button");
  const label = node.getAttribute("aria-label");
  if (label && !node.getAttribute("title")) node.setAttribute("title", label);
  on(node, "click", onPress);
  on(node, "keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPress(event);
    }
  });
  return node;
}

/** Capitalize the first letter (seat names in sentences). */
export function cap(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
