// What happened: the event log under the table, what changed since the seat's last move,
// and the card of the last result (a conflict, an election, a monument, the game's end).
import { count, possessive } from "./words.js";
import { cap, h } from "./dom.js";
import { sinceLast } from "./legal.js";
import { part } from "./parts.js";

/** The class of an event's line: mw-ev-<kind>. */
function eventClass(event) {
  return `mw-ev-${event.kind.replace(/\W/g, "-")}`;
}

/** The turns played since `seat`'s last action: [{ seat, ats (the actions' numbers),
 * events }], a turn being the actions one seat took in a row. */
export function turnsSince(state, seat) {
  const from = sinceLast(state.history, seat);
  const turns = [];
  state.history.slice(from).forEach((entry, k) => {
    const last = turns.at(-1);
    if (last && last.seat === entry.seat) last.ats.push(from + k + 1);
    else turns.push({ seat: entry.seat, ats: [from + k + 1] });
  });
  return turns.map((t) => ({ ...t, events: state.events.filter((e) => t.ats.includes(e.at)) }));
}

/** What happened since this seat's last action, one line per turn of the others ("Lion,
 * 2 actions: ..."), points scored included, until the seat acts again. Only for a seat's
 * own view; the last four turns (the log has the rest). */
export function sincePanel(state) {
  const seat = state.view.seat;
  if (seat === null || seat === undefined || state.cursor < state.history.length) return null;
  // A run of another seat's actions listed step by step on the board's action bar
  // (marks.js, turnSteps) is not told again here.
  const listed = state.view.marks?.turn;
  const turns = turnsSince(state, seat).filter((t) => t.events.length
    && !(listed && t.seat === listed.seat && t.ats.includes(listed.last)));
  if (!turns.length) return null;
  const shown = turns.slice(-4);
  const names = state.seat_names;
  return h("div", { class: "mw-since", role: "status", "aria-label": "Since your last move" },
    h("strong", {}, "Since your last move"),
    h("ul", {}, shown.map((t) => h("li", { class: "mw-since-turn" },
      h("span", { class: "mw-since-who" }, `${cap(names[t.seat])}, ${count(t.ats.length, "action")}: `),
      t.events.map((e) => h("span", { class: eventClass(e) }, `${e.text} `))))),
    turns.length > shown.length
      ? h("span", { class: "mw-more" }, `and ${count(turns.length - shown.length, "earlier turn")} (see the log)`)
      : null);
}

/** Events that end something and get a result card: their card's heading. (A conflict's
 * card also shows both sides' strengths, from its event's `result`.) */
const RESULT_HEADS = { monument: "Monument built", elected: "Election won",
  void: "Void election", "game over": "Game over" };

/** The result of the last conflict, election, monument or game, from its event, until the
 * seat's next action (or, for the referee and spectators, until the next action). */
export function resultCard(state) {
  const seat = state.view.seat;
  if (state.cursor < state.history.length) return null;
  const since = seat === null || seat === undefined ? state.history.length
    : sinceLast(state.history, seat);
  const last = [...state.events].reverse()
    .find((e) => (e.result || RESULT_HEADS[e.kind]) && e.at >= since);
  if (!last) return null;
  if (!last.result) {
    return h("div", { class: `mw-result-card ${eventClass(last)}`, role: "status",
      "aria-label": RESULT_HEADS[last.kind] },
    h("div", { class: "mw-result-head" }, h("strong", {}, RESULT_HEADS[last.kind])),
    h("div", { class: "mw-result-text" }, last.text));
  }
  const { winner, loser, strength: [att, dfn] } = last.result;
  const [attacker, defender] = att > dfn ? [winner, loser] : [loser, winner];
  const names = state.seat_names;
  const side = (who, n) => h(who === winner ? "strong" : "span", { class: "mw-result-side" },
    `${cap(names[who])} ${n}`);
  return h("div", { class: "mw-result-card", role: "status", "aria-label": "Conflict result" },
    h("div", { class: "mw-result-head" }, side(attacker, att), " – ", side(defender, dfn),
      `: ${cap(names[winner])} wins${att === dfn ? " (a tie goes to the defender)" : ""}`),
    h("div", { class: "mw-result-text" }, last.text));
}

/** How many events the log drops at once: it shows the last LOG_STEP to 2 * LOG_STEP. */
export const LOG_STEP = 12;

/** The first event the log shows: a multiple of LOG_STEP, so that it stays put while
 * LOG_STEP events come (the update, morphdom, moves every line after one taken from the
 * front: a log sliding by one line at each action was drawn anew at each click). */
export function logStart(length) {
  return Math.max(0, (Math.ceil(length / LOG_STEP) - 2) * LOG_STEP);
}

/** The last events, oldest first as the history reads, each numbered by the action it
 * followed (the history's numbers; 0: before the first action). Each line is a part
 * (parts.js), by its event's place in the list, and so is each turn's heading: a new
 * event appends its line (and its turn's heading), the others stay as they are. */
export function logPanel(state, ui) {
  const from = logStart(state.events.length);
  const lines = [];
  let turn = null;                   // grouped by turn: a heading where the acting seat changes
  state.events.slice(from).forEach((e, k) => {
    const seat = state.history[e.at - 1]?.seat;
    if (seat !== undefined && seat !== turn) {
      const who = possessive(cap(state.seat_names[seat] ?? "?"));
      lines.push(part(ui, `log turn ${from + k}`, [who],
        () => h("li", { class: "mw-log-turn" }, `${who} turn`)));
    }
    turn = seat ?? turn;
    lines.push(part(ui, `log ${from + k}`, [e], () => h("li", {
      class: eventClass(e), "data-at": String(e.at) },
    h("span", { class: "mw-log-at" }, `${e.at}.`), ` ${e.text}`)));
  });
  return h("ol", { class: "mw-log", "aria-label": "Events" }, lines);
}
