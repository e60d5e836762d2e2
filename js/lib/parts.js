// Parts of a drawing that stay on the page while what they are drawn from is unchanged.
//
// A renderer draws the whole table from the synced state at every change; most of it is
// the same as before (a tile placed changes one square, one panel, the log). A part names
// a piece of the drawing and the values it is drawn from: when the page already shows
// that part drawn from the same values (each ===, which a patch keeps for everything it
// did not touch: patch.js copies only the containers on its paths), the renderer gets a
// stand-in instead of a new drawing, and the update (morph.js) leaves the element on the
// page as it is, handlers included, without comparing it. The part's handlers must then
// depend only on its inputs (or read the state when they run).
//
// The book of parts lives in the renderer's `ui` (the mount loop opens it, mount.js); with
// no book (a drawing made outside a mounted table, as in the unit tests), every part is
// drawn anew.

/** Where the book of parts is kept in a renderer's `ui`. */
const BOOK = Symbol("parts");
/** The attribute naming a part on its element (morph.js matches elements by it). */
export const PART = "data-part";
/** Marks a stand-in: the page's element of that part stays as it is. */
export const STAND_IN = Symbol("stand-in");
/** A part's key on its element, as a property (quicker to read than the attribute). */
export const KEY = Symbol("part key");

/** Where a renderer's `ui` keeps the order of each list drawn in shown order. */
const ORDERS = Symbol("orders");

/**
 * `items` in the order the page shows them: the items of the last drawing of the list
 * `name` first, in their order, then the new ones, in the order given. The update
 * (morph.js, morphdom) matches parts by key, but an element inserted before others moves
 * every one after it (a tile placed on A1 moved the 36 tiles after it in the board's
 * order, out of the page and back); drawn in this order, a piece added is one element
 * appended. Only for lists whose order on the page means nothing (pieces that never
 * overlap). `keyOf(item)` names an item; without a `ui` the items come as given.
 */
export function shownOrder(ui, name, items, keyOf) {
  if (!ui) return items;
  const orders = (ui[ORDERS] ??= new Map());
  const left = new Map(items.map((item) => [keyOf(item), item]));
  const out = [];
  for (const key of orders.get(name) ?? []) {
    if (left.has(key)) { out.push(left.get(key)); left.delete(key); }
  }
  out.push(...left.values());
  orders.set(name, out.map(keyOf));
  return out;
}

/** The book of a mounted table's `ui`: the parts shown on the page (key -> { inputs, tag,
 * ns, stand }) and the parts of the drawing being made. */
export function openBook(ui) {
  ui[BOOK] = { shown: new Map(), drawing: new Map(), sparse: [] };
}

/** The stand-in of a part shown on the page (made once: a drawing is thrown away once the
 * page is updated, so the next one may take it). */
function standIn(key, shown) {
  if (!shown.stand) {
    const stand = globalThis.document.createElementNS(shown.ns, shown.tag);
    stand.setAttribute(PART, key);
    stand[KEY] = key;
    stand[STAND_IN] = true;
    // morphdom passes over a new node that "is the same node" as the page's at its place
    stand.isSameNode = (other) => other?.[KEY] === key;
    shown.stand = stand;
  }
  return shown.stand;
}

/** Whether two lists of inputs are equal, value by value (===). */
function sameInputs(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The element draw() returns, marked as the part `key` drawn from `inputs` (a list of
 * values); or, when the page shows that part drawn from equal inputs, a stand-in for it.
 * `key` is unique in the table (the update matches parts by it wherever they moved).
 * draw() may return null (nothing drawn: nothing is kept either).
 */
export function part(ui, key, inputs, draw) {
  const book = ui?.[BOOK];
  const shown = book?.shown.get(key);
  if (shown && sameInputs(shown.inputs, inputs)) {
    book.drawing.set(key, shown);
    return standIn(key, shown);
  }
  const node = draw();
  if (!node) return node;
  node.setAttribute(PART, key);
  node[KEY] = key;
  book?.drawing.set(key, { inputs, tag: node.localName, ns: node.namespaceURI });
  return node;
}

/** Marks the drawing of a list of parts that holds only the parts drawn anew (changedPart):
 * its value is the keys of every part the list holds, in order. */
export const SPARSE = Symbol("sparse list");

/**
 * part(), but null when the page shows the part drawn from equal inputs: a list drawn with
 * sparseList leaves it out, and the update keeps the page's element as it is, with no
 * stand-in made, appended or passed over (the board's 176 squares, a handful changed by a
 * click).
 */
export function changedPart(ui, key, inputs, draw) {
  const shown = ui?.[BOOK]?.shown.get(key);
  if (shown && sameInputs(shown.inputs, inputs)) return null;
  return part(ui, key, inputs, draw);
}

/** `node`, a list whose children are the parts of `keys` (in that order) that changedPart
 * drew: the update (morph.js) removes the page's parts not in `keys`, updates or adds those
 * drawn, and leaves the others where they are. Should the drawing itself reach the page
 * with parts left out (where the update found no list to update), shownOn says so and the
 * table is drawn anew. */
export function sparseList(ui, node, keys) {
  node[SPARSE] = keys;
  ui?.[BOOK]?.sparse.push(node);
  return node;
}

/** Where a renderer's `ui` keeps the values computed by `remember`. */
const MEMOS = Symbol("memos");

/**
 * What compute(last) returns, computed again only when `inputs` (a list of values) differ
 * from those of the last call named `name` (each ===, as for a part): a value the board's
 * drawing needs that is dear to compute (its 176 squares' words). `last` is that call's
 * { inputs, value }, undefined at the first (compute may update only what changed). Without
 * a `ui`, computed each time.
 */
export function remember(ui, name, inputs, compute) {
  if (!ui) return compute(undefined);
  const memos = (ui[MEMOS] ??= new Map());
  const last = memos.get(name);
  if (last && sameInputs(last.inputs, inputs)) return last.value;
  const value = compute(last);
  memos.set(name, { inputs, value });
  return value;
}

/** Begin a new drawing of the table. */
export function beginDrawing(ui) {
  const book = ui[BOOK];
  if (book) { book.drawing = new Map(); book.sparse = []; }
}

/** After the page was updated to the new drawing: the parts it now shows (those of the
 * drawing that reached the page, and those inside a part kept as it was; a part left out
 * of the table is drawn anew next time). Whether a stand-in or a sparse list reached the
 * page (its part had moved where the update did not find it: the table must be drawn
 * anew). */
export function shownOn(ui, root) {
  const book = ui[BOOK];
  if (!book) return false;
  const shown = new Map();
  let strays = false;
  for (const node of root.querySelectorAll(`[${PART}]`)) {
    if (node[STAND_IN]) { strays = true; continue; }
    const key = node.getAttribute(PART);
    const entry = book.drawing.get(key) ?? book.shown.get(key);
    if (entry) shown.set(key, entry);
  }
  // a sparse list that reached the page as drawn, without the parts it left out
  for (const list of book.sparse) {
    if (root.contains(list) && list.childElementCount < list[SPARSE].length) strays = true;
  }
  book.shown = shown;
  book.drawing = new Map();
  book.sparse = [];
  return strays;
}
