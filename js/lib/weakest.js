// What Knizia's two Tigris games share at the table: the strength of a conflict's sides
// (base + tiles or cards added). (The final count is the table's result screen, result.js.)
import { cap, h } from "./dom.js";

/** One side of a conflict: base + committed = strength (committed may be unknown yet). */
export function sideStrength(decision, i) {
  const base = decision.base[i];
  const n = decision.added[i];
  return { base, committed: n, strength: n === null || n === undefined ? null : base + n };
}

/**
 * One side of a conflict's panel (i = 0 attacker, 1 defender). `cls`: the game's class
 * prefix (mw, mw-tc); `words`: { next: "adds next", added: "added" }; `sum(base, i)`: how
 * the side's base strength came about, in words.
 */
export function conflictSide(decision, i, names, { cls, words, sum }) {
  const seat = i === 0 ? decision.attacker : decision.defender;
  const { base, committed, strength } = sideStrength(decision, i);
  const deciding = committed === null && decision.seat === seat;
  const tail = strength === null
    ? (deciding ? " + ? (choosing now)" : ` + ? (${words.next})`)
    : ` + ${committed} ${words.added} = ${strength}`;
  return h("div", {
    class: `${cls}-side mw-seat-${seat}${deciding ? " mw-deciding" : ""}`,
    "aria-label": `${i === 0 ? "attacker" : "defender"} ${names[seat]}: strength ${
      strength === null ? `${base} so far` : strength}`,
  },
  h("span", { class: `${cls}-role` }, i === 0 ? "Attacker" : "Defender"),
  h("strong", {}, cap(names[seat])),
  h("span", { class: `${cls}-strength` }, strength === null ? String(base) : String(strength)),
  h("span", { class: `${cls}-sum` }, `${sum(base, i)}${tail}`));
}
