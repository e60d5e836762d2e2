// The synced state as the front end reads it, and the intents it sends back.
import { expandLegal } from "./legal.js";

export const TRAITS = ["view", "legal", "history", "cursor", "events", "error", "notice",
  "request", "screen", "acting", "lesson", "options", "seat", "seat_names", "thinking",
  "suggestion", "absent", "puzzle", "editing", "result", "reviewed"];

/** Intents that change the game carry the position they were made on (a double click, or a
 * click on a position the game has left, is then refused by Python). */
const POSITIONAL = ["act", "undo", "next", "previous", "restart", "explore", "takeback", "hint",
  "puzzle", "rematch", "newgame"];

/** The message for an intent, stamped with the position it was made on. */
export function intent(msg, state) {
  return Object.keys(msg).some((k) => POSITIONAL.includes(k))
    ? { ...msg, at: state.history.length } : msg;
}

/** The legal actions last expanded, by the list as synced: the same list while that is. */
const expanded = new WeakMap();

/** Read every synced trait into one plain object (the legal actions flat, one per action;
 * the same list, ===, while the synced one is the same). */
export function readState(model) {
  const state = {};
  for (const name of TRAITS) state[name] = model.get(name);
  const wire = state.legal;
  if (wire && typeof wire === "object" && expanded.has(wire)) {
    state.legal = expanded.get(wire);
  } else {
    state.legal = expandLegal(wire);
    if (wire && typeof wire === "object") expanded.set(wire, state.legal);
  }
  return state;
}

/** Whose side of the table this widget takes: the viewer, else the seat acting now. */
export function me(state) {
  const { view, acting } = state;
  if (view.seat !== null && view.seat !== undefined) return view.seat;
  if (acting !== null && acting !== undefined) return acting;
  return null;
}
