// Tigris & Euphrates: the words for tiles, leaders and monuments, and how each piece is
// drawn on a square of the SVG board. Vocabulary and pictures only: every rule lives in
// Python.
import { h, s } from "../lib/dom.js";
import { CELL, parseSquare, squareXY } from "./geometry.js";
import { symbolAt, symbolIcon } from "../lib/dynasty.js";

import {
  COLOURS, COLOUR_CODE, COLOUR_NAME, LEADER_CODE, LEADER_NAME, TILE_NAME,
} from "../lib/palette.js";

export { COLOURS, COLOUR_CODE, COLOUR_NAME, LEADER_CODE, LEADER_NAME, TILE_NAME };

/** "red temple", "blue farm". */
export function tileName(code) {
  const c = code.toUpperCase();
  return `${COLOUR_NAME[c]} ${TILE_NAME[c]}`;
}

/** "archer's trader". */
export function leaderName(leader, names) {
  return `${names[leader.seat]}'s ${LEADER_NAME[leader.colour]}`;
}

/** The monument's name from its two colour letters: "red-blue". */
export function monumentName(code) {
  return `${COLOUR_NAME[code[0]]}-${COLOUR_NAME[code[1]]}`;
}

/** Top-left corner of a named square, in SVG units. */
function cornerOf(name) {
  const [row, col] = parseSquare(name);
  return squareXY(row, col);
}

/** What stands on a square, in words (the square's aria-label). */
export function squareLabel(view, name, names) {
  return labelOf(view, name, names, boardFacts(view));
}

/** squareLabel for every square of one view: label(name), the view looked through once
 * (the board's layer words its 176 squares at every redraw). */
export function squareLabels(view, names) {
  const facts = boardFacts(view);
  return (name) => labelOf(view, name, names, facts);
}

/** The view's lists as lookups by square: the rivers, treasures, treasures taken first,
 * buildings (their colours), the first monument over each square, the ziggurat. */
function boardFacts(view) {
  const buildings = new Map();
  for (const [c, at] of Object.entries(view.buildings)) {
    if (at) buildings.set(at, [...(buildings.get(at) ?? []), c]);
  }
  const monuments = new Map();
  for (const m of view.monuments) {
    for (const q of m.squares) if (!monuments.has(q)) monuments.set(q, m);
  }
  return { rivers: new Set(view.rivers), treasures: new Set(view.treasures),
    priority: new Set(view.priority), buildings, monuments, ziggurat: new Set(view.ziggurat ?? []) };
}

function labelOf(view, name, names, facts) {
  const parts = [name];
  const t = view.tiles[name];
  const leader = view.leaders[name];
  if (leader) parts.push(leaderName(leader, names));
  else if (t === "X") parts.push("catastrophe");
  else if (t) parts.push(`${tileName(t)}${t === t.toLowerCase() ? " face down" : ""}`);
  else parts.push(facts.rivers.has(name) ? "river, empty" : "empty");
  if (facts.treasures.has(name)) {
    parts.push(facts.priority.has(name) ? "with a treasure taken first" : "with a treasure");
  }
  for (const c of facts.buildings.get(name) ?? []) parts.push(`with the ${TILE_NAME[c]} building`);
  const m = facts.monuments.get(name);
  if (m) parts.push(`under the ${m.name} monument`);
  if (facts.ziggurat.has(name)) parts.push("under the ziggurat");
  if (view.junction === name) parts.push("the junction tile");
  return parts.join(", ");
}

/** A civilization tile (face down: faded, hatched). */
export function tileShape(name, code) {
  const [x, y] = cornerOf(name);
  const c = code.toUpperCase();
  const down = code !== c;
  return s("g", { class: `mw-tile mw-c-${c}${down ? " mw-down" : ""}`, "data-tile": name },
    s("rect", { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 4 }),
    down ? null : s("text", { x: x + CELL / 2, y: y + CELL / 2 + 4, class: "mw-tile-mark" },
      { K: "▲", R: "⌂", G: "◆", B: "≈" }[c]));
}

export function catastropheShape(name) {
  const [x, y] = cornerOf(name);
  return s("g", { class: "mw-catastrophe", "data-tile": name },
    s("rect", { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 3 }),
    s("path", { d: `M${x + 10} ${y + 10}L${x + CELL - 10} ${y + CELL - 10}M${x + CELL - 10} ${y + 10}L${x + 10} ${y + CELL - 10}` }));
}

export function treasureShape(name, priority) {
  const [x, y] = cornerOf(name);
  const cx = x + CELL - 11;
  const cy = y + 11;
  return s("polygon", {
    class: `mw-treasure${priority ? " mw-priority" : ""}`,
    points: `${cx},${cy - 7} ${cx + 7},${cy} ${cx},${cy + 7} ${cx - 7},${cy}`,
  });
}

export function leaderShape(name, leader, mine) {
  const [x, y] = cornerOf(name);
  return s("g", {
    class: `mw-leader mw-c-${leader.colour} mw-seat-${leader.seat}${mine ? " mw-mine" : ""}`,
    "data-leader": `${leader.seat}${leader.colour}`,
  },
  s("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 5 }),
  symbolAt(leader.seat, x + CELL / 2, y + CELL / 2, CELL / 2));
}

export function monumentShape(m) {
  const corners = m.squares.map(cornerOf);
  const x = Math.min(...corners.map((p) => p[0]));
  const y = Math.min(...corners.map((p) => p[1]));
  return s("g", { class: "mw-monument", "data-monument": m.colours },
    s("rect", { x: x + 8, y: y + 8, width: 2 * CELL - 16, height: 2 * CELL - 16, class: `mw-c-${m.colours[0]}` }),
    s("rect", { x: x + 20, y: y + 20, width: 2 * CELL - 40, height: 2 * CELL - 40, class: `mw-c-${m.colours[1]}` }));
}

export function zigguratShape(squares) {
  const [x, y] = cornerOf(squares[0]);
  return s("g", { class: "mw-ziggurat" },
    s("rect", { x: x - CELL + 8, y: y + 8, width: 3 * CELL - 16, height: CELL - 16 }),
    s("rect", { x: x + 8, y: y - CELL + 8, width: CELL - 16, height: 3 * CELL - 16 }),
    s("rect", { x: x + 11, y: y + 11, width: CELL - 22, height: CELL - 22, class: "mw-ziggurat-top" }));
}

export function buildingShape(name, colour) {
  const [x, y] = cornerOf(name);
  return s("g", { class: `mw-building-piece mw-c-${colour}` },
    s("path", { d: `M${x + 8} ${y + CELL - 8}V${y + 16}L${x + CELL / 2} ${y + 8}L${x + CELL - 8} ${y + 16}V${y + CELL - 8}Z` }));
}

export function junctionShape(name) {
  const [x, y] = cornerOf(name);
  return s("rect", { class: "mw-junction", x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2 });
}

/** A small tile in a panel (hand, committed tiles). */
export function tileChip(code, extra = {}) {
  return h("span", {
    class: `mw-chip mw-c-${code}`, role: "img", "aria-label": tileName(code), title: tileName(code),
    ...extra,
  }, TILE_NAME[code]);
}

/** A leader in a panel: its colour, ringed by its dynasty's colour, with its symbol. */
export function leaderChip(leader, names, extra = {}) {
  return h("span", {
    class: `mw-leader-chip mw-c-${leader.colour} mw-seat-${leader.seat}`, role: "img",
    "aria-label": leaderName(leader, names), title: leaderName(leader, names), ...extra,
  }, symbolIcon(leader.seat));
}
