// The game's review (the synced `reviewed` trait, mesowidgets/review.py): a progress bar
// while it is computed, then a graph drawn from its numbers (one line per seat: the seat's
// estimated win chance after each of its decisions, the marked decisions ringed) whose
// points seek the history to the position where that decision was taken, and for the
// decision taken at the position shown, the move played and the better one found with
// their estimates, and where the board marks both (a marked decision) their key.
import { h, s } from "./dom.js";

const W = 360, H = 120, PAD = 6;
/** One colour per seat's line, and one per mark (the marks' words are in `MARKS`). */
const LINES = ["#2b6cb0", "#c53030", "#2f855a", "#805ad5"];
const MARKS = { inaccuracy: ["?!", "#b7791f"], mistake: ["?", "#dd6b20"], blunder: ["??", "#c53030"] };

const PLURAL = { inaccuracy: "inaccuracies", mistake: "mistakes", blunder: "blunders" };

const percent = (v) => (v === null || v === undefined ? "–" : `${Math.round(100 * v)}%`);

/** The sentence for one reviewed decision. */
export function decisionText(p, names) {
  const who = names[p.seat] ?? `Seat ${p.seat}`;
  const played = `Action ${p.at + 1}: ${who} played ${p.played}`;
  if (p.value === null || p.value === undefined) return `${played}, the only legal action.`;
  const mark = p.mark ? ` — ${p.mark} ${MARKS[p.mark][0]}` : "";
  if (p.best === p.played) return `${played} (about ${percent(p.value)}), the best move found.`;
  return `${played} (about ${percent(p.value)}); better: ${p.best} (about ` +
    `${percent(p.best_value)})${mark}.`;
}

function graph(r, total, cursor, send) {
  const x = (at) => PAD + ((W - 2 * PAD) * (at + 0.5)) / Math.max(1, total);
  const y = (v) => PAD + (H - 2 * PAD) * (1 - v);
  const estimated = r.points.filter((p) => p.value !== null && p.value !== undefined);
  const lines = r.seats.map((name, seat) => {
    const mine = estimated.filter((p) => p.seat === seat);
    if (!mine.length) return null;
    return s("polyline", { class: `mw-review-line mw-seat-${seat}`, fill: "none",
      stroke: LINES[seat % LINES.length], "stroke-width": 2,
      points: mine.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ") });
  });
  const dots = estimated.map((p) => {
    const [sign, colour] = MARKS[p.mark] ?? ["", LINES[p.seat % LINES.length]];
    return s("circle", { class: `mw-review-point${p.mark ? ` mw-review-${p.mark}` : ""}`,
      cx: x(p.at).toFixed(1), cy: y(p.value).toFixed(1), r: p.mark ? 4.5 : 3,
      fill: p.mark ? colour : "#fff", stroke: colour, "stroke-width": 1.5,
      role: "button", tabindex: 0, "data-at": p.at, "data-key": `review ${p.at}`,
      "aria-label": `Go to action ${p.at + 1}: ${r.seats[p.seat]} ${percent(p.value)}` +
        (p.mark ? `, ${p.mark} ${sign}` : ""),
      onclick: () => send({ seek: p.at }),
      onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") send({ seek: p.at }); } });
  });
  const here = s("line", { class: "mw-review-cursor", x1: x(cursor - 0.5), x2: x(cursor - 0.5),
    y1: 0, y2: H, stroke: "#888", "stroke-dasharray": "3 3" });
  const even = s("line", { x1: 0, x2: W, y1: y(0.5), y2: y(0.5), stroke: "#ddd" });
  return s("svg", { class: "mw-review-graph", viewBox: `0 0 ${W} ${H}`, width: "100%",
    style: `max-width: ${W}px; height: auto; display: block`,
    role: "group", "aria-label": "Win chances over the game" }, even, here, lines, dots);
}

/** The key of the board's two review marks (the view's `marks.review`, drawn by each
 * game's marks code): a swatch in each mark's style, the move and its estimate. */
export function boardKey(marked) {
  if (!marked) return null;
  const item = (key, word) => h("span", { class: `mw-review-key-item mw-review-key-${key}` },
    h("span", { class: `mw-review-swatch mw-review-${key}`, "aria-hidden": "true" }),
    `${word}: ${marked[key].name} (${percent(marked[key].value)})`);
  return h("div", { class: "mw-review-key", role: "note", "aria-label": "On the board" },
    item("played", "Played"), item("better", "Better"));
}

/** The review panel of the action bar, or null when no review was asked for. */
export function reviewPanel(state, send) {
  const r = state.reviewed;
  if (!r || !r.seats) return null;
  if (r.computing) {
    return h("div", { class: "mw-review-panel", role: "region", "aria-label": "Game review" },
      h("div", {}, `Reviewing the game: ${r.done} of ${r.total} decisions searched…`),
      h("progress", { class: "mw-review-progress", max: r.total, value: r.done,
        "aria-label": "Review progress" }));
  }
  const total = state.history.length;
  const at = r.points.find((p) => p.at === state.cursor);
  const legend = r.seats.map((name, seat) => h("span", { class: "mw-review-legend",
    style: `color: ${LINES[seat % LINES.length]}` }, `— ${name}`))
    .flatMap((entry, seat) => (seat ? [" ", entry] : [entry]));
  const counts = r.seats.map((name, seat) => {
    const mine = r.points.filter((p) => p.seat === seat && p.mark);
    const by = Object.keys(MARKS).map((m) => [m, mine.filter((p) => p.mark === m).length])
      .filter(([, n]) => n).map(([m, n]) => `${n} ${n > 1 ? PLURAL[m] : m}`);
    return `${name}: ${by.length ? by.join(", ") : "no marked decision"}`;
  });
  return h("div", { class: "mw-review-panel", role: "region", "aria-label": "Game review" },
    h("div", { class: "mw-review-head" }, h("strong", {}, "Win chances"), " ", legend),
    graph(r, total, state.cursor, send),
    h("div", { class: "mw-review-selected", role: "status" },
      at ? decisionText(at, r.seats) : r.over ? counts.join(" · ")
        : "Your decisions, each from what you knew then."),
    boardKey(state.view.marks?.review));
}
