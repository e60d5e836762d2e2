// The legal actions as Python describes them (docs/actions.md), once expanded
// (protocol.js): each is { name, kind, piece?, place?, ... }, and `name` (its notation) is
// what the front end sends back to play it. These helpers group and find them by their
// fields; nothing here reads notation or knows a rule.

/** A test of an action's kind: ofKinds("tile", "leader")(action). */
export function ofKinds(...kinds) {
  return (action) => kinds.includes(action.kind);
}

/** Whether `action` has every field of `fields` (e.g. { kind: "tile", piece: "R" }). */
function matches(action, fields) {
  for (const key in fields) if (action[key] !== fields[key]) return false;
  return true;
}

/** What each list of legal actions was asked to offer: list -> (fields as JSON -> bool). A
 * redraw asks the same questions of the same list (the state keeps it while it is synced). */
const offered = new WeakMap();

/** Whether some legal action has these fields. */
export function offers(legal, fields) {
  let known = offered.get(legal);
  if (!known) {
    known = new Map();
    offered.set(legal, known);
  }
  const key = JSON.stringify(fields);
  if (!known.has(key)) known.set(key, legal.some((a) => matches(a, fields)));
  return known.get(key);
}

/** Map place -> name of the legal actions with these fields that name a place. */
export function byPlace(legal, fields) {
  const out = new Map();
  for (const a of legal) if (a.place !== undefined && matches(a, fields)) out.set(a.place, a.name);
  return out;
}

/** The place of the last action shown (the history up to the cursor), or null. */
export function lastPlace(state) {
  const { history, cursor } = state;
  return (cursor && history[cursor - 1]?.place) || null;
}

/** The fields of the actions a selection on the table plays, written "kind piece" or
 * "kind": "tile R" -> { kind: "tile", piece: "R" }, "catastrophe" -> { kind: "catastrophe" }. */
export function selectionFields(selected) {
  if (!selected) return null;
  const [kind, piece] = selected.split(" ");
  return piece ? { kind, piece } : { kind };
}

/** Whether some legal action plays this selection. */
export function playable(legal, selected) {
  const fields = selectionFields(selected);
  return fields !== null && offers(legal, fields);
}

/** The buttons for the legal actions not played by clicks on the table:
 * [{ name, label }], worded by `label(action, decision)`. */
export function buttons(legal, onTable, label, decision) {
  return legal.filter((a) => !onTable(a)).map((a) => ({ name: a.name, label: label(a, decision) }));
}

/** The words of a `decline` button: `words[decision kind]`, else "Decline". */
export function declineLabel(decision, words) {
  return (decision && words[decision.kind]) || "Decline";
}

/** The places the lesson's step asks to look at (squares, sites, cards, buildings). */
export function lessonMarks(state) {
  return new Set(state.lesson?.marks ?? []);
}

/**
 * The places of the actions since this seat's last one (the history up to the cursor):
 * what the others did meanwhile, marked until the seat acts again. `seat` null (the
 * referee, a spectator): the last action's place only.
 */
export function placesSince(state, seat) {
  const shown = state.history.slice(0, state.cursor);
  const from = seat === null || seat === undefined ? shown.length - 1 : sinceLast(shown, seat);
  return new Set(shown.slice(Math.max(0, from)).map((e) => e.place).filter(Boolean));
}

/** How many actions of `history` came up to `seat`'s last one (0 if it has not acted):
 * the events and places after that are what the others did since. */
export function sinceLast(history, seat) {
  return history.map((e) => e.seat).lastIndexOf(seat) + 1;
}
