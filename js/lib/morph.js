// Make the page equal to a new drawing of the table, in place (morphdom): only what changed
// is touched, so the browser restyles and lays out a few nodes, not the thousand of a
// Tigris board, and focus and scroll positions stay where they were. Parts (parts.js) are
// matched by their key wherever they moved, and a part's stand-in leaves the page's
// element as it is.
import morphdom from "morphdom";
import { HANDLERS } from "./dom.js";
import { KEY, STAND_IN } from "./parts.js";

/** Text fields whose value is the reader's while they type in them. */
const TYPING = new Set(["INPUT", "TEXTAREA"]);

/** Move the handlers of a new drawing's subtree onto the equal subtree on the page. */
function takeHandlers(from, to) {
  from[HANDLERS] = to[HANDLERS];
  for (let a = from.firstElementChild, b = to.firstElementChild; a && b;
    a = a.nextElementSibling, b = b.nextElementSibling) takeHandlers(a, b);
}

/** morphdom's question for each element it keeps: a part's stand-in leaves the page's
 * element alone; an element equal to its new drawing stays as it is (and takes the new
 * handlers); a text field being typed in keeps what the reader typed; any other is
 * updated. */
function update(from, to) {
  if (to[STAND_IN]) return false;
  if (from.isEqualNode(to)) {
    takeHandlers(from, to);
    return false;
  }
  from[HANDLERS] = to[HANDLERS];
  return !(TYPING.has(from.tagName) && from === from.ownerDocument.activeElement);
}

/** An element's part key, if it is a part (kept on the element: an element on the page
 * is matched only to drawings of its own part, so its key never changes). */
function partKey(node) {
  return node[KEY];
}

const OPTIONS = { onBeforeElUpdated: update, getNodeKey: partKey };
const CHILDREN = { ...OPTIONS, childrenOnly: true };

/** Whether the children of `to` pair one to one with those of `from`, place by place:
 * elements only, each of the same tag and part key as the page's at its place. */
function paired(from, to) {
  if (from.childNodes.length !== to.childNodes.length || !to.firstElementChild) return false;
  for (let a = from.firstChild, b = to.firstChild; a && b; a = a.nextSibling, b = b.nextSibling) {
    if (a.nodeType !== 1 || b.nodeType !== 1 || a.localName !== b.localName
      || a[KEY] !== b[KEY]) return false;
  }
  return true;
}

/** Give `from` the attributes of `to`. */
function takeAttributes(from, to) {
  for (const { name } of [...from.attributes]) if (!to.hasAttribute(name)) from.removeAttribute(name);
  for (const { name, value } of to.attributes) {
    if (from.getAttribute(name) !== value) from.setAttribute(name, value);
  }
}

/** Update the children of `from` to those of `to`, panel by panel while they pair up
 * place by place: a part's stand-in is passed over without a look inside the page's
 * element (morphdom indexes the whole tree it is given, ~1,100 nodes for a Tigris table,
 * the history's options and the log's lines included when they are unchanged), a pair
 * whose children pair up in turn is descended into, any other pair is morphed alone;
 * where the children do not pair up, morphdom matches them by key among the children. A
 * part is matched only among its siblings: one that moved to another parent is drawn
 * anew (mount.js redraws the table if its stand-in reached the page). */
function morphPanels(from, to) {
  if (!paired(from, to)) {
    morphdom(from, to, CHILDREN);
    return;
  }
  const pairs = [];                  // morphdom moves nodes out of `to`: pair them first
  for (let a = from.firstChild, b = to.firstChild; a && b; a = a.nextSibling, b = b.nextSibling) {
    pairs.push([a, b]);
  }
  for (const [a, b] of pairs) {
    if (b[STAND_IN]) continue;
    if (!TYPING.has(a.tagName) && paired(a, b)) {
      a[HANDLERS] = b[HANDLERS];
      takeAttributes(a, b);
      morphPanels(a, b);
    } else {
      morphdom(a, b, OPTIONS);
    }
  }
  if (from.tagName === "SELECT") {   // as morphdom does: the option drawn selected is chosen
    const chosen = from.querySelector("option[selected]");
    if (chosen && !chosen.selected) chosen.selected = true;
  }
}

/** Update the children of `root` on the page to those of `next` (a drawing of it). */
export function morph(root, next) {
  morphPanels(root, next);
}

/** Update the children of `root` on the page to those of `next` in one pass of morphdom
 * (every part matched by key wherever it moved). */
export function morphAll(root, next) {
  morphdom(root, next, CHILDREN);
}
