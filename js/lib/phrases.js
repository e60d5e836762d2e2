// Events' sentences from the phrasebook: an event that travels as its phrase (`say`: the
// key, then the values of the template's fields in the order they first appear) is spoken
// here with the rules Python speaks it with (engine/mesogames/phrases.py, which writes
// js/phrases.json; js/tests/phrases.test.mjs checks both give the same sentences).
import PHRASES from "../phrases.json" with { type: "json" };
import { EVENT_VALUES } from "./protocol.js";

// A field of a template: its name and how it is written (phrases.py's FIELD).
const FIELD = /\{(\w+)('s|:[^}]+|~\w+|\^|@)?\}/g;

const IRREGULAR = { child: "children", man: "men", person: "people" };

/** "tile" -> "tiles", "match" -> "matches", "city" -> "cities" (words.py's plural_of). */
export function pluralOf(word) {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word];
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (word.endsWith("y") && !"aeiou".includes(word.at(-2) ?? "a")) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "1 tile", "2 tiles", "0 tiles". */
export function plural(n, word) {
  return `${n} ${n === 1 ? word : pluralOf(word)}`;
}

/** "Archer's", "the Sumerians'". */
export function possessive(name) {
  return name + (name.endsWith("s") ? "'" : "'s");
}

/** "red", "red and blue", "red, green and blue". */
export function listing(words) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** A template's field names, in the order they first appear. */
function fields(template) {
  const names = [];
  for (const m of template.matchAll(FIELD)) {
    names.push(m[1]);
    if (m[2]?.startsWith("~")) names.push(m[2].slice(1));
  }
  return [...new Set(names)];
}

const known = new Map();

/** The sentence a phrase's list says (phrases.py's `spoken`). */
export function spoken(said, phrases = PHRASES) {
  const [key, ...values] = said;
  const template = phrases[key];
  if (template === undefined) return `(${key})`;
  let names = phrases === PHRASES ? known.get(key) : undefined;
  if (!names) {
    names = fields(template);
    if (phrases === PHRASES) known.set(key, names);
  }
  const value = Object.fromEntries(names.map((n, i) => [n, values[i]]));
  return template.replace(FIELD, (_, name, how) => {
    const v = value[name];
    if (how === "@") return v === null || v === undefined ? "" : spoken(v, phrases);
    if (how === "'s") return possessive(String(v));
    if (how === "^") return String(v).slice(0, 1).toUpperCase() + String(v).slice(1);
    if (how?.startsWith("~")) return plural(v, value[how.slice(1)]);
    if (how) return plural(v, how.slice(1));
    return Array.isArray(v) ? listing(v.map(String)) : String(v);
  });
}

/** An event's other fields as objects: those of EVENT_VALUES travel as their values. */
function objects(more) {
  if (!more) return more;
  return Object.fromEntries(Object.entries(more).map(([k, v]) => [k, Object.hasOwn(EVENT_VALUES, k)
    ? Object.fromEntries(EVENT_VALUES[k].map((f, i) => [f, v[i]])) : v]));
}

const texts = new WeakMap();
const logs = new WeakMap();

/** The event log as the front end reads it, each event { kind, at, text, say?, ... }: an
 * event travels as [kind, at, said, more?] (mesowidgets/protocol.py's wire_event), `said`
 * its phrase, spoken here, or its text; `more` its other fields (a conflict's result...,
 * each of EVENT_VALUES as its values);
 * or as [at, said, more?] where its kind is the phrase's key without the game's prefix.
 * The same list for the same log, the same object for the same event, so that a redraw
 * sees what did not change as unchanged. */
export function withTexts(events) {
  if (!Array.isArray(events)) return events;
  const done = logs.get(events);
  if (done) return done;
  const out = events.map((e) => {
    if (!Array.isArray(e)) return e;
    let done = texts.get(e);
    if (!done) {
      const [kind, at, said, more] = typeof e[0] === "number"
        ? [e[1][0].split(".").pop(), ...e] : e;
      const fields = objects(more);
      done = typeof said === "string" ? { kind, at, text: said, ...fields }
        : { kind, at, text: spoken(said), say: said, ...fields };
      texts.set(e, done);
    }
    return done;
  });
  logs.set(events, out);
  return out;
}
