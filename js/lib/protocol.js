// The protocol between Python and the front end, in one place: the synced traits, the
// intents, and how the legal actions travel. Its Python twin is mesowidgets/protocol.py;
// tests/widget/test_protocol.py checks that both say the same (the constants, and
// expandLegal against Python's `expanded` on legal actions of every game).

/** Every trait a widget syncs to its front end. */
export const TRAITS = ["view", "legal", "history", "cursor", "events", "error", "notice",
  "request", "screen", "acting", "lesson", "options", "seat", "seat_names", "thinking",
  "suggestion", "absent", "puzzle", "editing", "result", "reviewed", "place_names", "words"];

/** The intents a front end sends, each a one-key message (plus "at"). */
export const INTENTS = ["act", "seek", "undo", "reveal", "next", "previous", "restart",
  "explore", "takeback", "hint", "puzzle", "edit", "rematch", "newgame", "review"];

/** Intents that change the game carry the position they were made on (a double click, or a
 * click on a position the game has left, is then refused by Python). */
export const POSITIONAL = ["act", "undo", "next", "previous", "restart", "explore", "takeback",
  "hint", "puzzle", "rematch", "newgame"];

/** Traits that arrive as patches when that is shorter (js/lib/patch.js). */
export const PATCHED = ["view", "legal", "history", "events", "lesson", "words"];

/** Patched traits whose values come back (a seat's legal actions, emptied between its
 * turns): a patch may apply to one of the last KEPT values the trait held (not empty),
 * named by its place among them, the latest first, in the patch's `from` (patch.js). */
export const RESUMED = ["legal"];
export const KEPT = 6;

/** The seat values that are not seat numbers. */
export const HOTSEAT = "hotseat";
export const SPECTATOR = "spectator";

/** A grouped legal entry's keys (docs/actions.md). */
export const EACH = "each";
export const WORDS = "words";
export const SUBSETS = "subsets";

/** What an event carries beside its phrase that travels as values in this order, not as
 * an object: a conflict's result, a gain (phrases.js's withTexts reads them back). */
export const EVENT_VALUES = { result: ["winner", "loser", "strength"],
  gain: ["seat", "colour", "points"] };

/** The digits of a place mask, each holding six places (base64url's alphabet). */
export const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The places of a mask: the k-th character, a digit of DIGITS, holds places 6k to 6k+5
 * of `placeNames`, place 6k+b when its bit of value 2**b is set. */
export function unmask(bits, placeNames) {
  const out = [];
  for (let k = 0; k < bits.length; k += 1) {
    const digit = DIGITS.indexOf(bits[k]);
    for (let b = 0; b < 6; b += 1) if ((digit >> b) & 1) out.push(placeNames[6 * k + b]);
  }
  return out;
}

/** Every non-empty part of a collection whose equal values stand side by side: each
 * value's count from none to all, the first value's changing slowest. */
export function parts(collection) {
  const runs = [];
  for (const v of collection) {
    if (runs.length && runs[runs.length - 1][0] === v) runs[runs.length - 1][1] += 1;
    else runs.push([v, 1]);
  }
  let out = [[]];
  for (const [v, n] of runs) {
    out = out.flatMap((part) => Array.from({ length: n + 1 },
      (_, c) => [...part, ...Array(c).fill(v)]));
  }
  return out.filter((part) => part.length);
}

/** The legal actions as synced, one flat list of described actions. An entry with `each`
 * stands for every combination of the values it lists (a string there is a mask over the
 * table's `placeNames`), one with `subsets` for every non-empty part of the collection it
 * gives; the name's pattern takes each value at its {field}, written as the entry's
 * `words` say, or else as the seat's `vocabulary` (the words trait) says for its kind. */
export function expandLegal(wire, placeNames = [], vocabulary = {}) {
  const out = [];
  for (const entry of wire ?? []) {
    if (!entry[EACH] && !entry[SUBSETS]) { out.push(entry); continue; }
    const { [EACH]: each, [WORDS]: own, [SUBSETS]: subsets, name, ...fields } = entry;
    const words = own ?? vocabulary?.[entry.kind];
    const axes = [
      ...Object.entries(each ?? {}).map(([field, values]) =>
        (typeof values === "string" ? unmask(values, placeNames) : values)
          .map((v) => [field, v])),
      ...Object.entries(subsets ?? {}).map(([field, collection]) =>
        parts(collection).map((p) => [field, p]))];
    let combos = [[]];
    for (const axis of axes) combos = combos.flatMap((c) => axis.map((pair) => [...c, pair]));
    for (const combo of combos) {
      let named = name;
      for (const [field, value] of combo) {
        const spelled = words?.[field] ?? {};
        const word = (v) => spelled[String(v)] ?? String(v);
        named = named.replace(`{${field}}`, Array.isArray(value) ? value.map(word).join(" ")
          : word(value));
      }
      out.push({ ...fields, ...Object.fromEntries(combo), name: named });
    }
  }
  return out;
}
