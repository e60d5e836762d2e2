// The synced state as the front end reads it, and the intents it sends back.
import { withTexts } from "./phrases.js";
import { POSITIONAL, TRAITS, expandLegal } from "./protocol.js";

/** The message for an intent, stamped with the position it was made on. */
export function intent(msg, state) {
  return Object.keys(msg).some((k) => POSITIONAL.includes(k))
    ? { ...msg, at: state.history.length } : msg;
}

/** The legal actions last expanded, by the list as synced: { placeNames, words, legal },
 * the same expanded list while the synced list and what names it (the table's place names,
 * the seat's words) are. */
const expanded = new WeakMap();

/** Read every synced trait into one plain object (the legal actions flat, one per action;
 * the same list, ===, while the synced one is the same). */
export function readState(model) {
  const state = {};
  for (const name of TRAITS) state[name] = model.get(name);
  state.events = withTexts(state.events);       // events sent as phrases, spoken
  const { legal: wire, place_names: placeNames, words } = state;
  const known = wire && typeof wire === "object" ? expanded.get(wire) : undefined;
  if (known && known.placeNames === placeNames && known.words === words) {
    state.legal = known.legal;
  } else {
    state.legal = expandLegal(wire, placeNames, words);
    if (wire && typeof wire === "object") {
      expanded.set(wire, { placeNames, words, legal: state.legal });
    }
  }
  return state;
}

/** Whether a trait that is {} when there is nothing of its kind (no lesson, no result
 * screen, no review) holds something: a redraw skips the panels of those that do not. */
export function holds(value) {
  return Boolean(value) && Object.keys(value).length > 0;
}

/** Whose side of the table this widget takes: the viewer, else the seat acting now. */
export function me(state) {
  const { view, acting } = state;
  if (view.seat !== null && view.seat !== undefined) return view.seat;
  if (acting !== null && acting !== undefined) return acting;
  return null;
}
