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

/** Update the children of `root` on the page to those of `next` (a drawing of it). */
export function morph(root, next) {
  morphdom(root, next, { childrenOnly: true, onBeforeElUpdated: update, getNodeKey: partKey });
}
