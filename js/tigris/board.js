// Tigris & Euphrates at the table: the SVG board with every piece, the squares that light
// up for the chosen tile, leader or catastrophe (or for a decision answered on the board),
// the kingdom under the pointer, the keyboard cursor, and the panels around the board.
// Draws from the seat's view; sends the name of the legal action a click stands for.
import { actionsOf, choicePanel } from "../lib/bar.js";
import { h, on, s } from "../lib/dom.js";
import { KEY, changedPart, part, shownOrder, sparseList } from "../lib/parts.js";
import { choiceLabel, choiceTitle, onBoard, targets } from "./choices.js";
import { buttons, offers, playable } from "../lib/legal.js";
import { decisionPanel } from "./decision.js";
import { CELL, COLS, ROWS, parseSquare, squareName, squareXY, step } from "./geometry.js";
import { freshGains } from "../lib/gains.js";
import { VIEWBOX, grid } from "./grid.js";
import { handArea, header, leaderPlaces, playerPart } from "./panels.js";
import { me } from "../lib/state.js";
import { turnSteps } from "../lib/marks.js";
import { SQUARES, kingdoms, squareLooks, squareWords } from "./squares.js";
import {
  COLOUR_NAME, LEADER_NAME, buildingShape, catastropheShape, junctionShape,
  leaderShape, monumentShape, tileShape, treasureShape, zigguratShape,
} from "./pieces.js";

export { kingdomOf } from "./squares.js";

/** The 11 rows of the board side (rivers "~") from the view's list of river squares. */
export function layoutOf(view) {
  const rivers = new Set(view.rivers);
  const rows = [];
  for (let r = 0; r < ROWS; r += 1) {
    let row = "";
    for (let c = 0; c < COLS.length; c += 1) row += rivers.has(squareName(r, c)) ? "~" : ".";
    rows.push(row);
  }
  return rows;
}

/** The pieces on the board, each a part (parts.js): a piece placed or taken changes one
 * element on the page. */
function pieces(view, mine, ui) {
  const { tiles, monuments, ziggurat, buildings, treasures, priority, leaders, junction } = view;
  return part(ui, "tg pieces", [tiles, monuments, ziggurat, buildings, treasures, priority,
    leaders, junction, mine], () => pieceLayer(view, mine, ui));
}

function pieceLayer(view, mine, ui) {
  // one group a kind, in the order they stack; within a group, in the order the page shows
  // them (parts.js): a piece added comes last in its group, where the update adds it
  // without moving the others (no two pieces of a group overlap)
  const group = (kind, list) => s("g", {}, shownOrder(ui, `tg ${kind}`, list, ([id]) => id)
    .map(([id, inputs, draw]) => part(ui, `tg ${kind} ${id}`, inputs, draw)));
  const tiles = Object.entries(view.tiles).map(([name, t]) => [name, [t],
    () => (t === "X" ? catastropheShape(name) : tileShape(name, t))]);
  const monuments = view.monuments.map((m) => [m.colours, [m], () => monumentShape(m)]);
  const ziggurat = view.ziggurat ? [["", [view.ziggurat], () => zigguratShape(view.ziggurat)]] : [];
  const buildings = Object.entries(view.buildings).filter(([, at]) => at)
    .map(([c, at]) => [c, [at], () => buildingShape(at, c)]);
  const treasures = view.treasures.map((q) => {
    const first = view.priority.includes(q);
    return [q, [first], () => treasureShape(q, first)];
  });
  // a leader is the same element wherever it goes: a move changes where it is drawn
  const leaders = Object.entries(view.leaders).map(([name, l]) => [`${l.seat}${l.colour}`,
    [name, l, l.seat === mine], () => leaderShape(name, l, l.seat === mine)]);
  const junction = view.junction ? [["", [view.junction], () => junctionShape(view.junction)]] : [];
  return s("g", { class: "mw-pieces", "aria-hidden": "true" }, group("tile", tiles),
    group("monument", monuments), group("ziggurat", ziggurat), group("building", buildings),
    group("treasure", treasures), group("leader", leaders), group("junction", junction));
}

/** The squares' part keys, in the board's order. */
const SQUARE_KEYS = SQUARES.map(({ key }) => key);

/** The layer of square buttons: labels for everyone, targets lit, the kingdom on hover.
 * Each square is a part drawn from its look and words (squares.js), kept === while what
 * they are worked out from is: a redraw compares two strings a square, and draws (and
 * the update touches) only the squares that changed (a sparse list, parts.js). */
function squareLayer(state, aim, act, ui, pick) {
  const { view, seat_names: names } = state;
  const kingdom = kingdoms(state, ui);
  const looks = squareLooks(state, ui, kingdom);
  const words = squareWords(view, names, ui);
  const cells = SQUARES.map(({ name, x, y, key }) => {
    const look = looks.get(name) ?? "mw-square";
    const label = words.get(name);
    return changedPart(ui, key, [look, label], () => s("rect", {
      x, y, width: CELL, height: CELL, class: look, "data-square": name, "data-place": name,
      "data-key": `q ${name}`, role: "img", "aria-label": label,
    }));
  });
  const lit = litSquares(words, aim, ui);
  const layer = sparseList(ui, s("g", { class: "mw-squares" }, cells, lit),
    lit ? [...SQUARE_KEYS, lit[KEY]] : SQUARE_KEYS);
  // one handler for the layer (a square is a part, kept while it looks the same): a lit
  // square plays its action, one's own leader is chosen to move it
  on(layer, "click", (e) => {
    const name = e.target.getAttribute?.("data-square");
    if (!name) return;
    if (aim.get(name)) act(aim.get(name));
    else if (pick(name)) pick(name, true);
  });
  on(layer, "pointerover", (e, shown) => {
    const name = e.target.getAttribute?.("data-square");
    const k = name ? kingdom[name] : undefined;
    for (const node of shown.querySelectorAll(".mw-in-kingdom")) node.classList.remove("mw-in-kingdom");
    if (k !== undefined) {
      for (const node of shown.querySelectorAll(`.mw-k-${k}`)) node.classList.add("mw-in-kingdom");
    }
  });
  on(layer, "pointerleave", (e, shown) => {
    for (const node of shown.querySelectorAll(".mw-in-kingdom")) node.classList.remove("mw-in-kingdom");
  });
  return layer;
}

/** The lit squares, each a button over its square naming the action it plays, all in one
 * part whose key changes with what is lit: lighting up, going dark or lighting other squares
 * adds or removes one element on the page, not an attribute on every square it holds (a
 * tile placed used to turn some 70 squares dark one by one). */
function litSquares(words, aim, ui) {
  if (!aim.size) return null;
  const order = (name) => { const [r, c] = parseSquare(name); return r * COLS.length + c; };
  const lit = [...aim].sort(([a], [b]) => order(a) - order(b))      // in the board's order
    .map(([name, action]) => [name, `${words.get(name)} — ${action}`]);
  const text = lit.map(([, label]) => label).join("\n");
  if (ui.lit?.text !== text) ui.lit = { text, key: (ui.lit?.key ?? 0) + 1 };
  return part(ui, `tg lit ${ui.lit.key}`, [text], () => s("g", { class: "mw-lit" },
    lit.map(([name, label]) => {
      const [x, y] = squareXY(...parseSquare(name));
      return s("rect", { x, y, width: CELL, height: CELL, class: "mw-square mw-target",
        "data-square": name, "data-place": name, role: "button", "aria-label": label });
    })));
}

/** Arrow keys move the cursor over the board, Enter plays the lit square under it. */
function keyboard(svg, aim, act, ui, redraw) {
  on(svg, "keydown", (e) => {
    if (e.key.startsWith("Arrow")) {
      e.preventDefault();
      ui.cursor = step(ui.cursor ?? "H6", e.key);
      redraw();
    } else if ((e.key === "Enter" || e.key === " ") && ui.cursor && aim.get(ui.cursor)) {
      e.preventDefault();
      act(aim.get(ui.cursor));
    } else if (e.key === "Escape") {
      ui.selected = null;
      redraw();
    }
  });
}

/** The empty board never changes during a game: a part drawn from the rivers' squares. */
function staticGrid(view, ui) {
  return part(ui, "tg grid", [view.rivers.join(" ")], () => grid(layoutOf(view)));
}

/** "+1" over the square where points were just scored. */
function gainLayer(gains) {
  const shown = gains.filter((g) => g.place && parseSquare(g.place));
  return s("g", { class: "mw-gains", "aria-hidden": "true" }, shown.map((g) => {
    const [x, y] = squareXY(...parseSquare(g.place));
    return s("text", { class: "mw-gain", x: x + CELL / 2, y: y + 8,
      style: `animation-delay: -${Math.round(g.age)}ms` }, `+${g.points}`);
  }));
}

function boardSvg(state, aim, act, ui, redraw, pick, gains) {
  const { view } = state;
  const cursorText = ui.cursor ? `, cursor on ${ui.cursor}` : "";
  const svg = s("svg", {
    class: "mw-tg-board mw-fit", viewBox: VIEWBOX, role: "group", tabindex: "0", "data-key": "board",
    "aria-label": `Board (${view.options.side} side)${cursorText}. Arrow keys move the cursor, Enter plays the lit square.`,
  },
  staticGrid(view, ui), pieces(view, me(state), ui), squareLayer(state, aim, act, ui, pick),
  gainLayer(gains));
  keyboard(svg, aim, act, ui, redraw);
  return svg;
}

function hint(state, ui, aim) {
  const { view, legal } = state;
  if (ui.swap) return "Choose the tiles to discard, then press Discard and draw.";
  if (!legal.length) return null;
  if (view.decision) {
    return aim.size ? `Click a lit square, or use the buttons (${aim.size} lit).` : null;
  }
  if (!ui.selected) return "Choose a tile, a leader or a catastrophe; then a square that lights up.";
  const [kind, code] = ui.selected.split(" ");
  const what = kind === "tile" ? `A ${COLOUR_NAME[code]} tile`
    : kind === "leader" ? `Your ${LEADER_NAME[code]}` : "A catastrophe";
  return `${what}: choose a square (${aim.size} light up; Escape to cancel).`;
}

export function drawBoard(state, ui, act, redraw) {
  const { view, legal } = state;
  if (ui.selected && !playable(legal, ui.selected)) ui.selected = null;
  if (ui.swap && (view.decision || !offers(legal, { kind: "swap" }))) ui.swap = null;
  const aim = ui.swap ? new Map() : targets(legal, ui.selected);
  const places = leaderPlaces(view);
  const picks = buttons(legal, onBoard, choiceLabel, view.decision);
  const text = hint(state, ui, aim);
  // one's own leader on the board can be chosen there (to move it): pick(name) tells
  // whether it can, pick(name, true) chooses it
  const pick = (name, choose = false) => {
    const l = view.leaders[name];
    if (!l || l.seat !== state.acting || view.decision) return false;
    if (!offers(legal, { kind: "leader", piece: l.colour })) return false;
    if (choose) {
      const key = `leader ${l.colour}`;
      ui.selected = ui.selected === key ? null : key;
      redraw();
    }
    return true;
  };
  const gains = freshGains(state, ui);
  const board = boardSvg(state, aim, act, ui, redraw, pick, gains);
  return h("div", { class: "mw-board" },
    header(state),
    h("div", { class: "mw-tg-players" }, view.players.map((_, seat) => playerPart(state, ui, seat, places, gains))),
    h("div", { class: "mw-tg-boardwrap" }, board),
    actionsOf(
      view.decision ? decisionPanel(view, state.seat_names) : null,
      picks.length ? choicePanel(choiceTitle(view.decision), picks, act) : null,
      handArea(state, ui, redraw, act),
      text ? h("div", { class: "mw-hint" }, text) : null,
      turnSteps(state)));
}
