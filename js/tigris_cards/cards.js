// Euphrat & Tigris, the card game: the words for cards and leaders, and how one card, one
// leader and one ship look. Vocabulary only: every rule lives in Python.
import { h } from "../lib/dom.js";
import { symbolIcon } from "../lib/dynasty.js";

import { COLOURS, COLOUR_NAME as NAMES, LEADER_NAME } from "../lib/palette.js";

export { COLOURS, LEADER_NAME };
export const COLOUR_NAME = { ...NAMES, T: "treasure" };
const KIND_NAME = { K: "people", R: "temple", G: "market", B: "farm", T: "treasure" };
export const SHIP_NAME = { SK: "blue-black", SG: "blue-green", SR: "blue-red" };

const isShip = (code) => typeof code === "string" && code.startsWith("S");

/** "red card (temple)", "treasure", "blue-black ship", "face-down link card". */
export function cardName(code) {
  if (code === null || code === undefined) return "face-down link card";
  if (code === "T") return "treasure";
  if (isShip(code)) return `${SHIP_NAME[code]} ship`;
  return `${COLOUR_NAME[code]} card (${KIND_NAME[code]})`;
}

/** "archer's trader". */
export function leaderName(leader, names) {
  return `${names[leader.seat]}'s ${LEADER_NAME[leader.colour]}`;
}

/** A leader piece: the leader's colour, ringed with its dynasty's colour and mark. */
export function leaderToken(leader, names, { mine = false, extra = {} } = {}) {
  return h("span", {
    class: `mw-tc-leader mw-c-${leader.colour} mw-seat-${leader.seat}${mine ? " mw-mine" : ""}`,
    role: "img", "aria-label": leaderName(leader, names), title: leaderName(leader, names),
    ...extra,
  }, symbolIcon(leader.seat));
}

/**
 * The face of a card: colour, a word for what it is, a leader standing on it.
 *
 * @param {string | null | undefined} code
 * @param {{label?: string, leader?: object | null, names?: string[], me?: number | null,
 *   small?: boolean, extra?: object}} [options]
 */
export function cardFace(code, { label, leader = null, names = [], me = null, small = false,
  extra = {} } = {}) {
  const cls = code === null || code === undefined ? "mw-back"
    : isShip(code) ? `mw-ship mw-ship-${code.slice(1)}` : `mw-c-${code}`;
  const word = code === null || code === undefined ? "?"
    : isShip(code) ? `ship ${SHIP_NAME[code].split("-")[1]}` : KIND_NAME[code];
  return h("div", {
    class: `mw-tc-card ${cls}${small ? " mw-small" : ""}`, "aria-label": label ?? cardName(code),
    ...extra,
  },
  h("span", { class: `mw-tc-word${word.length > 6 ? " mw-long" : ""}`, "aria-hidden": "true" }, word),
  leader ? leaderToken(leader, names, { mine: leader.seat === me }) : null);
}
