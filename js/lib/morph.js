// Make the page equal to a new drawing of the table, in place (morphdom): only what changed
// is touched, so the browser restyles and lays out a few nodes, not the thousand of a
// Tigris board, and focus and scroll positions stay where they were. Parts (parts.js) are
// matched by their key wherever they moved, and a part's stand-in leaves the page's
// element as it is.
import morphdom from "morphdom";
import { HANDLERS } from "./dom.js";
import { KEY, SPARSE, STAND_IN } from "./parts.js";

/** Text fields whose value is the reader's while they type in them. */
const TYPING = new Set(["INPUT", "TEXTAREA"]);

/** Move the handlers of a new drawing's subtree onto the equal subtree on the page. */
function takeHandlers(from, to) {
  from[HANDLERS] = to[HANDLERS];
  for (let a = from.firstElementChild, b = to.firstElementChild; a && b;
    a = a.nextElementSibling, b = b.nextElementSibling) takeHandlers(a, b);
}

/** morphdom's question for each element it keeps: a part's stand-in leaves the page's
 * element alone; a sparse list (parts.js) is updated by morphSparse; an element equal to
 * its new drawing stays as it is (and takes the new handlers); a text field being typed in
 * keeps what the reader typed; any other is updated. */
function update(from, to) {
  if (to[STAND_IN]) return false;
  if (to[SPARSE]) {                  // not a whole list: morphdom would drop the parts left out
    from[HANDLERS] = to[HANDLERS];
    takeAttributes(from, to);
    morphSparse(from, to);
    return false;
  }
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

/** Update the page's element `from` to its new drawing `to` (of the same part, or at the
 * same place): a sparse list by morphSparse, descended into while their children pair up
 * or are parts, else morphed alone. */
function morphPair(from, to) {
  if (to[SPARSE]) {
    from[HANDLERS] = to[HANDLERS];
    takeAttributes(from, to);
    morphSparse(from, to);
  } else if (!TYPING.has(from.tagName) && (paired(from, to) || partsList(from, to))) {
    from[HANDLERS] = to[HANDLERS];
    takeAttributes(from, to);
    morphPanels(from, to);
  } else {
    morphdom(from, to, OPTIONS);
  }
}

/** Whether `from` and `to` have children, all of them parts (morphList). */
function partsList(from, to) {
  return Boolean(from.firstChild || to.firstChild) && allParts(from) && allParts(to);
}

function allParts(node) {
  for (let a = node.firstChild; a; a = a.nextSibling) if (a[KEY] === undefined) return false;
  return true;
}

/** Update a list of parts (`from`'s children, each a part) to the new drawing's list:
 * parts no longer drawn leave, each part kept is matched by key (its stand-in passed over,
 * a new drawing of it morphed), new ones come in at their place. A tile placed appends one
 * element to the board's tiles, an action one option to the history's list, with no look
 * at the others, and the log's first lines dropped leave the others where they are
 * (morphdom indexed every node under the list, and moved the log's lines one by one). A
 * stand-in whose part is not among the list's children is put in as it is (the mount loop
 * finds it there and draws the table anew, parts.js shownOn). (Matching any children by
 * tag and classes this way, as in the action bar, made the update slower than morphdom.) */
function morphList(from, to) {
  const wanted = [...to.childNodes];             // moved out of `to` below
  const keys = new Set(wanted.map(partKey));
  const kept = new Map();
  for (let a = from.firstChild, next; a; a = next) {
    next = a.nextSibling;
    if (keys.has(a[KEY])) kept.set(a[KEY], a);
    else a.remove();
  }
  let at = from.firstChild;
  for (const b of wanted) {
    let node = kept.get(b[KEY]);
    if (node && !b[STAND_IN] && node.localName !== b.localName) {   // drawn as another tag
      if (node === at) at = at.nextSibling;
      node.remove();
      node = undefined;
    }
    if (node && !b[STAND_IN]) morphPair(node, b);
    node ??= b;
    if (node === at) at = at.nextSibling;
    else from.insertBefore(node, at);
  }
}

/** Where a sparse list on the page keeps its parts' elements by key (morphSparse keeps it
 * up to date; its keys, as last drawn, are kept under SPARSE). */
const ELEMENTS = Symbol("elements by key");

/** Update a list of parts (`from`'s children) to a sparse drawing of it (parts.js
 * sparseList): the parts no longer in its keys leave, each part drawn replaces or updates
 * the page's element of its key, or comes in before the next of its keys on the page; the
 * parts left out of the drawing are not looked at. The page's list remembers its keys and
 * elements: a click that redraws 3 of the board's 176 squares touches those 3. */
function morphSparse(from, to) {
  const keys = to[SPARSE];
  const shown = from[SPARSE];
  let page = from[ELEMENTS];
  if (!page || !shown) {                          // first update of this list: look it over
    const wanted = new Set(keys);
    page = new Map();
    for (let a = from.firstChild, next; a; a = next) {
      next = a.nextSibling;
      if (a[KEY] !== undefined && wanted.has(a[KEY])) page.set(a[KEY], a);
      else a.remove();
    }
  } else if (shown !== keys) {
    const wanted = new Set(keys);
    for (const key of shown) {
      if (!wanted.has(key)) { page.get(key)?.remove(); page.delete(key); }
    }
  }
  let order = null;
  for (const b of [...to.childNodes]) {            // moved out of `to` below
    const key = b[KEY];
    const a = page.get(key);
    if (a && (b[STAND_IN] || a.localName === b.localName)) {
      if (!b[STAND_IN]) morphPair(a, b);
      continue;
    }
    if (a) {                                        // drawn as another tag
      from.replaceChild(b, a);
    } else {                                        // new (or a stray stand-in: parts.js shownOn)
      order ??= new Map(keys.map((k, i) => [k, i]));
      let before = null;
      for (let i = (order.get(key) ?? keys.length) + 1; i < keys.length && !before; i += 1) {
        before = page.get(keys[i]) ?? null;
      }
      from.insertBefore(b, before);
    }
    page.set(key, b);
  }
  from[SPARSE] = keys;
  from[ELEMENTS] = page;
}

/** Update the children of `from` to those of `to`, panel by panel while they pair up
 * place by place: a part's stand-in is passed over without a look inside the page's
 * element (morphdom indexes the whole tree it is given, ~1,100 nodes for a Tigris table,
 * the history's options and the log's lines included when they are unchanged), a pair
 * whose children pair up in turn is descended into, any other pair is morphed alone;
 * where the children do not pair up, a list of parts is matched by key (morphList), a
 * sparse list updated by morphSparse, any other children by morphdom (by key among the
 * children). A
 * part is matched only among its siblings: one that moved to another parent is drawn
 * anew (mount.js redraws the table if its stand-in reached the page). */
function morphPanels(from, to) {
  if (paired(from, to)) {
    const pairs = [];                // morphdom moves nodes out of `to`: pair them first
    for (let a = from.firstChild, b = to.firstChild; a && b; a = a.nextSibling, b = b.nextSibling) {
      pairs.push([a, b]);
    }
    for (const [a, b] of pairs) if (!b[STAND_IN]) morphPair(a, b);
  } else if (partsList(from, to)) {
    morphList(from, to);
  } else {
    morphdom(from, to, CHILDREN);
    return;
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
