// The board's marks, as Python computed them (the view's `marks`, mesowidgets/marks.py):
// where the last move came from and went, the leaders about to fight, the hint's piece and
// place, and another seat's long turn step by step. Each game's renderer asks for the
// classes of its places and draws the turn's list in its action bar.
import { cap, h } from "./dom.js";

/** The review's two moves at a marked decision, each with its mark class. */
const REVIEWED = [["played", "mw-review-played"], ["better", "mw-review-better"]];

/** The mark classes of one place: mw-from / mw-to (the last move), mw-fight (a leader in
 * the pending conflict), mw-hint-place / mw-hint-from (the hint's target and the square its
 * piece leaves), mw-review-played / mw-review-better (the review's move played and better
 * move where they play, with -from where the piece they move leaves). */
export function markClasses(view, place) {
  const m = view.marks ?? {};
  const out = [];
  if (m.from === place) out.push("mw-from");
  if (m.to === place) out.push("mw-to");
  if (m.fight?.includes(place)) out.push("mw-fight");
  if (m.hint?.place === place) out.push("mw-hint-place");
  if (m.hint?.from === place) out.push("mw-hint-from");
  for (const [key, cls] of REVIEWED) {
    if (m.review?.[key]?.place === place) out.push(cls);
    if (m.review?.[key]?.from === place) out.push(`${cls}-from`);
  }
  return out;
}

/** Every place a mark names (markClasses gives the others none). */
export function markedPlaces(view) {
  const m = view.marks ?? {};
  const out = [m.from, m.to, ...(m.fight ?? []), m.hint?.place, m.hint?.from];
  for (const [key] of REVIEWED) out.push(m.review?.[key]?.place, m.review?.[key]?.from);
  return out.filter(Boolean);
}

/** The mark classes, each after a space, of a piece off the board (in hand): " mw-hinted"
 * when the hint plays it, " mw-review-played" / " mw-review-better" when the review's move
 * does; "" for none. */
export function handMarks(view, kind, piece) {
  const m = view.marks ?? {};
  const plays = (a) => a && !a.from && a.kind === kind && a.piece === piece;
  return (plays(m.hint) ? " mw-hinted" : "") +
    REVIEWED.map(([key, cls]) => (plays(m.review?.[key]) ? ` ${cls}` : "")).join("");
}

/** Another seat's run of actions, one line each: while it plays, the heading says the
 * newest step ("step 3: build 3 from south") and the list marks it; once its turn is over,
 * the whole list. */
export function turnSteps(state) {
  const turn = state.view.marks?.turn;
  if (!turn) return null;
  const who = cap(state.seat_names[turn.seat] ?? "?");
  // The steps: the history's actions first to last (numbered from 1).
  const steps = [];
  for (let at = turn.first; at <= turn.last; at++) {
    steps.push({ at, name: state.history[at - 1]?.name ?? "?" });
  }
  const n = steps.length;
  // What each step did: the seat's events at that step (mesowidgets/marks.py), but the
  // next turn's announcement.
  /** @type {Record<number, string[]>} */
  const texts = {};
  for (const e of state.events ?? []) {
    if (e.kind !== "turn") (texts[e.at] ??= []).push(e.text);
  }
  const title = turn.done ? `${who}'s turn: ${n} actions`
    : `${who} is playing: step ${n}, ${steps[n - 1].name}`;
  return h("div", { class: `mw-turn${turn.done ? " mw-turn-done" : ""}`, role: "region",
    "aria-label": title },
  h("strong", { class: "mw-turn-title" }, title),
  h("ol", { class: "mw-turn-steps" }, steps.map((step, i) => h("li", {
    class: `mw-turn-step${!turn.done && i === n - 1 ? " mw-step-now" : ""}`,
    "data-at": String(step.at),
  }, h("span", { class: "mw-turn-name" }, step.name),
  texts[step.at] ? h("span", { class: "mw-turn-text" }, ` ${texts[step.at].join(" ")}`)
    : null))));
}
