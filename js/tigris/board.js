// Tigris & Euphrates at the table: the SVG board with every piece, the squares that light
// up for the chosen tile, leader or catastrophe (or for a decision answered on the board),
// the kingdom under the pointer, the keyboard cursor, and the panels around the board.
// Draws from the seat's view; sends the name of the legal action a click stands for.
import { actionsOf, choicePanel } from "../lib/chrome.js";
import { h, on, s } from "../lib/dom.js";
import { choiceLabel, choiceTitle, onBoard, targets } from "./choices.js";
import { buttons, lastPlace, lessonMarks, offers, placesSince, playable } from "../lib/legal.js";
import { decisionPanel } from "./decision.js";
import { CELL, COLS, ROWS, parseSquare, squareName, squareXY, step } from "./geometry.js";
import { freshGains } from "../lib/gains.js";
import { VIEWBOX, grid } from "./grid.js";
import { handArea, header, leaderPlaces, playerPanel } from "./panels.js";
import { me } from "../lib/chrome.js";
import { markClasses, turnSteps } from "../lib/marks.js";
import {
  COLOUR_NAME, LEADER_NAME, buildingShape, catastropheShape, junctionShape,
  leaderShape, monumentShape, squareLabel, tileShape, treasureShape, zigguratShape,
} from "./pieces.js";

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

/** The index of the kingdom of each square: { F7: 0, ... }. */
export function kingdomOf(view) {
  const out = {};
  view.kingdoms.forEach((squares, k) => squares.forEach((q) => { out[q] = k; }));
  return out;
}

function pieces(view, mine) {
  const out = [];
  for (const [name, t] of Object.entries(view.tiles)) {
    out.push(t === "X" ? catastropheShape(name) : tileShape(name, t));
  }
  view.monuments.forEach((m) => out.push(monumentShape(m)));
  if (view.ziggurat) out.push(zigguratShape(view.ziggurat));
  for (const [c, at] of Object.entries(view.buildings)) if (at) out.push(buildingShape(at, c));
  view.treasures.forEach((q) => out.push(treasureShape(q, view.priority.includes(q))));
  for (const [name, l] of Object.entries(view.leaders)) out.push(leaderShape(name, l, l.seat === mine));
  if (view.junction) out.push(junctionShape(view.junction));
  return s("g", { class: "mw-pieces", "aria-hidden": "true" }, out);
}

/** The layer of square buttons: labels for everyone, targets lit, the kingdom on hover. */
function squareLayer(state, aim, act, ui, pick) {
  const { view, seat_names: names } = state;
  const kingdom = kingdomOf(view);
  const last = lastPlace(state);
  const recent = placesSince(state, state.view.seat);
  const marked = lessonMarks(state);
  const cells = [];
  for (let r = 0; r < ROWS; r += 1) {
    for (let c = 0; c < COLS.length; c += 1) {
      const name = squareName(r, c);
      const [x, y] = squareXY(r, c);
      const chosen = aim.get(name);
      const cls = ["mw-square"];
      if (chosen) cls.push("mw-target");
      if (name === last) cls.push("mw-last");
      else if (recent.has(name)) cls.push("mw-recent");
      if (marked.has(name)) cls.push("mw-marked");
      cls.push(...markClasses(view, name));
      if (name === ui.cursor) cls.push("mw-cursor");
      if (kingdom[name] !== undefined) cls.push(`mw-k-${kingdom[name]}`);
      const node = s("rect", {
        x, y, width: CELL, height: CELL, class: cls.join(" "), "data-square": name, "data-place": name,
        "data-key": `q ${name}`, role: chosen ? "button" : "img",
        "aria-label": `${squareLabel(view, name, names)}${chosen ? ` — ${chosen}` : ""}`,
      });
      if (chosen) on(node, "click", () => act(chosen));
      else if (pick(name)) on(node, "click", () => pick(name, true));
      cells.push(node);
    }
  }
  const layer = s("g", { class: "mw-squares" }, cells);
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

/** The empty board never changes during a game: drawn once, then copied into each redraw
 * (a copy: the drawn one is on the page, and a redraw must not take it from there, or the
 * page would have to rebuild it; an equal copy leaves the page's untouched). */
function staticGrid(view, ui) {
  const layout = layoutOf(view).join("");
  if (!ui.grid || ui.gridLayout !== layout) {
    ui.grid = grid(layoutOf(view));
    ui.gridLayout = layout;
  }
  return ui.grid.cloneNode(true);
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
  staticGrid(view, ui), pieces(view, me(state)), squareLayer(state, aim, act, ui, pick),
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
    h("div", { class: "mw-tg-players" }, view.players.map((_, seat) => playerPanel(state, seat, places, gains))),
    h("div", { class: "mw-tg-boardwrap" }, board),
    actionsOf(
      decisionPanel(view, state.seat_names),
      picks.length ? choicePanel(choiceTitle(view.decision), picks, act) : null,
      handArea(state, ui, redraw, act),
      text ? h("div", { class: "mw-hint" }, text) : null,
      turnSteps(state)));
}
