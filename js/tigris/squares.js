// What each of the board's 176 squares is drawn from, worked out once per change of what it
// depends on (parts.js remember), not at every redraw: its words (the aria-label: what
// stands on it), its look (the classes: the last move, the kingdom, the marks, the cursor)
// and the kingdom it belongs to. A click that places a tile words again the squares whose
// tile or leader changed; the squares' parts (board.js) are then drawn from values that
// stay === for every square the click did not touch.
import { lastPlace, lessonMarks, placesSince } from "../lib/legal.js";
import { markClasses, markedPlaces } from "../lib/marks.js";
import { remember } from "../lib/parts.js";
import { unmask } from "../lib/protocol.js";
import { COLS, ROWS, squareName, squareXY } from "./geometry.js";
import { squareLabels } from "./pieces.js";

/** The board's squares in its order (row by row), each with its corner and part key. */
export const SQUARES = [];
for (let r = 0; r < ROWS; r += 1) {
  for (let c = 0; c < COLS.length; c += 1) {
    const name = squareName(r, c);
    const [x, y] = squareXY(r, c);
    SQUARES.push({ name, x, y, key: `tg square ${name}` });
  }
}

/** The index of the kingdom of each square: { F7: 0, ... }. A kingdom travels as a mask
 * over the table's place names (Game.place_sets), or as its list of squares. */
export function kingdomOf(view, placeNames = []) {
  const out = {};
  view.kingdoms.forEach((squares, k) => (typeof squares === "string"
    ? unmask(squares, placeNames) : squares).forEach((q) => { out[q] = k; }));
  return out;
}

/** kingdomOf, worked out again when the kingdoms change. */
export function kingdoms(state, ui) {
  const { view, place_names: placeNames } = state;
  return remember(ui, "tg kingdoms", [view.kingdoms, placeNames],
    () => kingdomOf(view, placeNames));
}

/** The squares of a dictionary by square whose value differs between `a` and `b`. */
function changedKeys(a, b) {
  const out = [];
  for (const key in b) if (a[key] !== b[key]) out.push(key);
  for (const key in a) if (!(key in b)) out.push(key);
  return out;
}

/** Every square's words (squareLabels), by name. Worded again: the squares whose tile or
 * leader changed, when nothing else a label tells (treasures, buildings, monuments, the
 * ziggurat, the junction, the rivers, the seats' names) did; all of them otherwise. */
export function squareWords(view, names, ui) {
  const inputs = [view.tiles, view.leaders, view.treasures, view.priority, view.buildings,
    view.monuments, view.ziggurat, view.junction, view.rivers, names];
  return remember(ui, "tg words", inputs, (last) => {
    const label = squareLabels(view, names);
    const same = last && inputs.every((value, i) => i < 2 || value === last.inputs[i]);
    if (!same) return new Map(SQUARES.map(({ name }) => [name, label(name)]));
    const words = new Map(last.value);
    const [tiles, leaders] = last.inputs;
    for (const name of [...changedKeys(tiles, view.tiles), ...changedKeys(leaders, view.leaders)]) {
      if (words.has(name)) words.set(name, label(name));
    }
    return words;
  });
}

/** The classes of the squares that have more than "mw-square", by name: the last action's
 * place or the places since this seat's last action, the lesson's marks, the view's marks,
 * the keyboard cursor and the square's kingdom. */
export function squareLooks(state, ui, kingdom) {
  const { view } = state;
  const inputs = [state.history, state.cursor, state.lesson, view.marks, view.seat, ui?.cursor,
    kingdom];
  return remember(ui, "tg looks", inputs, () => {
    const last = lastPlace(state);
    const recent = placesSince(state, view.seat);
    const marked = lessonMarks(state);
    const looks = new Map();
    const places = [last, ...recent, ...marked, ...markedPlaces(view), ui?.cursor,
      ...Object.keys(kingdom)];
    for (const name of places) {
      if (!name || looks.has(name)) continue;
      const cls = ["mw-square"];
      if (name === last) cls.push("mw-last");
      else if (recent.has(name)) cls.push("mw-recent");
      if (marked.has(name)) cls.push("mw-marked");
      cls.push(...markClasses(view, name));
      if (name === ui?.cursor) cls.push("mw-cursor");
      if (kingdom[name] !== undefined) cls.push(`mw-k-${kingdom[name]}`);
      looks.set(name, cls.join(" "));
    }
    return looks;
  });
}
