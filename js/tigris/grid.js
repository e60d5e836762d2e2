// The Tigris & Euphrates board without pieces: land and river squares, and the
// coordinates on the edges (columns A-P, rows 1-11), as in the action notation.
import { s } from "../lib/dom.js";
import { CELL, COLS, HEIGHT, MARGIN, ROWS, WIDTH, squareName, squareXY } from "./geometry.js";

/** The edge coordinates: letters above and below, numbers left and right. */
function coordinates() {
  const labels = [];
  for (let c = 0; c < COLS.length; c += 1) {
    const x = MARGIN + c * CELL + CELL / 2;
    labels.push(s("text", { x, y: MARGIN - 5, class: "mw-coord" }, COLS[c]));
    labels.push(s("text", { x, y: HEIGHT - 4, class: "mw-coord" }, COLS[c]));
  }
  for (let r = 0; r < ROWS; r += 1) {
    const y = MARGIN + r * CELL + CELL / 2 + 4;
    labels.push(s("text", { x: MARGIN / 2, y, class: "mw-coord" }, String(r + 1)));
    labels.push(s("text", { x: WIDTH - MARGIN / 2, y, class: "mw-coord" }, String(r + 1)));
  }
  return s("g", { class: "mw-coords", "aria-hidden": "true" }, labels);
}

/**
 * The empty board. `layout` is 11 strings of 16 characters ("~" river, anything else
 * land). Each square is a <rect> carrying data-square="F7" for the pieces layer and the
 * click handler to find.
 */
export function grid(layout) {
  const squares = [];
  for (let r = 0; r < ROWS; r += 1) {
    for (let c = 0; c < COLS.length; c += 1) {
      const [x, y] = squareXY(r, c);
      const river = layout[r][c] === "~";
      squares.push(s("rect", {
        x, y, width: CELL, height: CELL, "data-square": squareName(r, c),
        class: `mw-sq ${river ? "mw-river" : "mw-land"}`,
      }));
    }
  }
  return s("g", { class: "mw-grid" }, squares, coordinates());
}

export const VIEWBOX = `0 0 ${WIDTH} ${HEIGHT}`;
