// Tigris & Euphrates board geometry: square names as in the notation (columns A-P from the
// left, rows 1-11 from the top), SVG coordinates, neighbours, and the keyboard cursor.

export const COLS = "ABCDEFGHIJKLMNOP";
export const ROWS = 11;
export const CELL = 40;          // side of a square, in SVG units
export const MARGIN = 18;        // room for the coordinates on the edges

/** "F7" for row 6, column 5 (both from 0). */
export function squareName(row, col) {
  return `${COLS[col]}${row + 1}`;
}

/** [row, col] of a square name, or null when it is not a square of the board. */
export function parseSquare(name) {
  const m = /^([A-Pa-p])(\d{1,2})$/.exec(String(name).trim());
  if (!m) return null;
  const row = Number(m[2]) - 1;
  const col = COLS.indexOf(m[1].toUpperCase());
  return row >= 0 && row < ROWS ? [row, col] : null;
}

/** Top-left corner of a square in SVG units. */
export function squareXY(row, col) {
  return [MARGIN + col * CELL, MARGIN + row * CELL];
}

export const WIDTH = MARGIN * 2 + COLS.length * CELL;
export const HEIGHT = MARGIN * 2 + ROWS * CELL;

/** The up-to-four orthogonal neighbours of a square, as names. */
export function neighbours(name) {
  const at = parseSquare(name);
  if (!at) return [];
  const [row, col] = at;
  return [[row - 1, col], [row + 1, col], [row, col - 1], [row, col + 1]]
    .filter(([r, c]) => r >= 0 && r < ROWS && c >= 0 && c < COLS.length)
    .map(([r, c]) => squareName(r, c));
}

/** The square reached from `name` by an arrow key (stays on the board). */
export function step(name, key) {
  const at = parseSquare(name) ?? [0, 0];
  const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key]
    ?? [0, 0];
  const row = Math.min(ROWS - 1, Math.max(0, at[0] + dr));
  const col = Math.min(COLS.length - 1, Math.max(0, at[1] + dc));
  return squareName(row, col);
}
