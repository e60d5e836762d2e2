// Tyrus: the six buildings, the election card, the representatives track, the hand and the
// count of the last election. Draws from the seat's view; sends the name of the legal
// placement a click stands for.
import { count } from "../lib/words.js";
import { cap, h, on, pressable, s } from "../lib/dom.js";
import { byPlace, lessonMarks, offers, placesSince } from "../lib/legal.js";
import { actionsOf } from "../lib/bar.js";
import { handMarks, markClasses } from "../lib/marks.js";
import { bottomSeat, turnButton } from "../lib/sides.js";

const BUILDINGS = ["citadel", "market", "temple"];
const CORP = { S: "soldiers", M: "merchants", P: "priests" };
const ELECTION = { S: "general", M: "chief merchant", P: "high priest" };

/** Map building ("beige market") -> name of the legal placement of `tile` there. */
export function targets(legal, tile) {
  return byPlace(legal, { kind: "place", piece: tile });
}

function describe(tile) {
  return `${tile.slice(1)} ${CORP[tile[0]]}`;
}

/** One tile as SVG: face up (tile text) or its back (tile null). */
function tileSvg(tile, by, names, extra = {}) {
  const label = tile ? `${names[by]} tile ${tile}, ${describe(tile)}` : `${names[by]} tile, face down`;
  return s("svg", {
    class: `mw-tile mw-by-${by} ${tile ? `mw-corp-${tile[0]}` : "mw-back"}`,
    viewBox: "0 0 30 38", width: 30, height: 38, role: "img", "aria-label": label, ...extra,
  },
  s("rect", { x: 1.5, y: 1.5, width: 27, height: 35, rx: 4, class: "mw-tile-face" }),
  tile ? [
    s("text", { x: 15, y: 15, class: "mw-tile-corp" }, tile[0]),
    s("text", { x: 15, y: 31, class: "mw-tile-value" }, tile.slice(1)),
  ] : s("text", { x: 15, y: 24, class: "mw-tile-corp" }, "?"));
}

function header(state) {
  const { view, seat_names: names } = state;
  const track = [];
  for (let i = 0; i < view.elections; i += 1) {
    const r = view.results[i];
    const label = i >= view.results.length ? `Election ${i + 1}: not held yet`
      : r === null ? `Election ${i + 1}: void` : `Election ${i + 1}: won by ${names[r]}`;
    track.push(h("span", {
      class: `mw-rep ${i < view.results.length ? (r === null ? "mw-void" : `mw-by-${r}`) : ""} ${
        i + 1 === view.election && !view.over ? "mw-now" : ""}`,
      role: "img", "aria-label": label,
    }, i < view.results.length ? (r === null ? "N" : "★") : String(i + 1)));
  }
  const card = view.card;
  return h("div", { class: "mw-tyrus-head" },
    h("div", { class: `mw-card mw-corp-${card}`, role: "img",
      "aria-label": `Election card: ${ELECTION[card]}` },
    h("strong", {}, view.over ? "Game over" : `Election ${view.election} of ${view.elections}`),
    h("span", {}, view.over ? `Last card: ${ELECTION[card]}`
      : `${cap(ELECTION[card])}: vote in the ${view.building}s`)),
    h("div", { class: "mw-track", role: "group", "aria-label": "Representatives" }, track),
    h("div", { class: "mw-score" },
      `${cap(names[0])} ${view.representatives[0]} – ${view.representatives[1]} ${cap(names[1])}`));
}

function building(state, ui, act, owner, name) {
  const { view, seat_names: names, legal } = state;
  const where = `${names[owner]} ${name}`;
  const entries = view.buildings[owner][name];
  const chosen = ui.selected ? targets(legal, ui.selected).get(where) : undefined;
  const allowed = chosen !== undefined;
  const live = name === view.building && !view.over;
  const recent = placesSince(state, view.seat).has(where);
  const marked = lessonMarks(state).has(where);
  const node = h("div", {
    class: `mw-building mw-side-${owner}${live ? " mw-live" : ""}${allowed ? " mw-target" : ""}${
      recent ? " mw-recent" : ""}${marked ? " mw-marked" : ""}${
      markClasses(view, where).map((c) => ` ${c}`).join("")}`,
    "aria-label": `${where}, ${count(entries.length, "tile")}${
      live ? ", election here" : ""}`,
    "data-key": `b ${where}`, "data-place": where,
  },
  h("div", { class: "mw-building-name" }, cap(where)),
  h("div", { class: "mw-tiles" }, entries.map(([tile, by]) => tileSvg(tile, by, names))));
  if (legal.length) {
    pressable(node, () => {
      if (allowed) act(chosen);
    });
    if (!allowed) node.setAttribute("aria-disabled", "true");
  }
  return node;
}

function hand(state, ui, redraw) {
  const { view, seat_names: names, legal } = state;
  const rows = [];
  view.hands.forEach((tiles, seat) => {
    if (!tiles) {
      rows.push(h("div", { class: "mw-hand mw-hidden-hand", "aria-label": `${names[seat]}'s hand` },
        h("span", { class: "mw-hand-name" }, `${cap(names[seat])}: ${view.hand_sizes[seat]} tiles in hand`)));
      return;
    }
    const mine = legal.length > 0 && state.acting === seat;
    rows.push(h("div", { class: "mw-hand", role: "group", "aria-label": `${names[seat]}'s hand` },
      h("span", { class: "mw-hand-name" }, `${cap(names[seat])}'s hand`),
      tiles.map((t) => {
        const chosen = ui.selected === t && mine;
        const tile = h("span", {
          class: `mw-hand-tile${chosen ? " mw-chosen" : ""}${handMarks(view, "place", t)}`,
          "data-key": `t ${t}`,
          "aria-pressed": mine ? String(chosen) : undefined,
          "aria-label": `${t}, ${describe(t)}`,
        }, tileSvg(t, seat, names, { "aria-hidden": "true" }));
        if (mine) {
          pressable(tile, () => { ui.selected = chosen ? null : t; redraw(); });
          on(tile, "keydown", (event, shown) => {
            if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
            const step = event.key === "ArrowRight" ? 1 : -1;
            const sibs = [...shown.parentNode.querySelectorAll(".mw-hand-tile")];
            sibs[(sibs.indexOf(shown) + step + sibs.length) % sibs.length]?.focus();
          });
        }
        return tile;
      })));
  });
  return rows;
}

/** The last count's lines, one a side: its "count" events (the view leaves them out,
 * mesowidgets/protocol.py's AS_VALUES), the last of those shown. */
export function countLines(state) {
  return state.events.filter((e) => e.kind === "count" && e.at <= state.cursor)
    .slice(-2).map((e) => e.text);
}

/** The last count, step by step with its arithmetic (revealed one line after another). */
function countPanel(state) {
  const { view, seat_names: names } = state;
  if (!view.last_count) return null;
  // Sent as values (mesowidgets/protocol.py's AS_VALUES): [election, corporation, winner,
  // [[seat, votes, counters, guards], ...]].
  const [election, corporation, elected, sides] = view.last_count;
  const record = { election, corporation, winner: elected, sides: sides.map(
    ([seat, votes, counters, guards]) => ({ seat, votes, counters, guards })) };
  const lines = countLines(state);
  const winner = record.winner === null ? "Void election: nobody is elected."
    : `${cap(names[record.winner])} is elected ${ELECTION[record.corporation]}.`;
  return h("div", { class: "mw-count", role: "region", "aria-label": "Last count" },
    h("div", { class: "mw-count-title" },
      `Count of election ${record.election}: ${ELECTION[record.corporation]}`),
    record.sides.map((side, i) => h("div", { class: "mw-count-line", style: `--i:${i}` },
      h("span", { class: "mw-count-tiles" },
        [...side.votes, ...side.counters, ...side.guards].length ? [
          side.votes.map((t) => tileSvg(t, side.seat, names)),
          side.counters.length ? h("span", { class: "mw-minus" }, "−") : null,
          side.counters.map((t) => tileSvg(t, 1 - side.seat, names)),
          side.guards.length ? h("span", { class: "mw-plus" }, "+") : null,
          side.guards.map((t) => tileSvg(t, side.seat, names)),
        ] : "no votes"),
      h("span", { class: "mw-count-text" }, lines[i]))),
    h("div", { class: "mw-count-line mw-count-result", style: "--i:2" }, winner));
}

export function drawBoard(state, ui, act, redraw) {
  const { view } = state;
  if (ui.selected && !offers(state.legal, { kind: "place", piece: ui.selected })) ui.selected = null;
  const bottom = bottomSeat(state, ui);
  const side = (owner) => h("div", { class: "mw-side", role: "group",
    "aria-label": `${state.seat_names[owner]}'s buildings` },
  BUILDINGS.map((b) => building(state, ui, act, owner, b)));
  return h("div", { class: "mw-board" },
    header(state),
    turnButton(state, ui, redraw),
    side(1 - bottom),
    side(bottom),
    actionsOf(
      countPanel(state),
      hand(state, ui, redraw),
      ui.selected ? h("div", { class: "mw-hint" },
        `Place ${ui.selected} (${describe(ui.selected)}): choose a building.`) : null));
}
