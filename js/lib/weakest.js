// What Knizia's two Tigris games share at the table: the strength of a conflict's sides
// (base + tiles or cards added) and the final count by the weakest colour.
import { cap, h } from "./dom.js";

import { COLOURS, COLOUR_NAME } from "./palette.js";

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

/** The final count, best first; `cls` is the game's class prefix (mw-tc, mw-tg). */
export function resultPanel(state, cls) {
  const { view, seat_names: names } = state;
  if (!view.over || !view.result) return null;
  const r = view.result;
  const rank = [];
  r.ranking.forEach((group, i) => group.forEach((seat) => { rank[seat] = i + 1; }));
  return h("div", { class: `${cls}-result`, role: "region", "aria-label": "Final scoring" },
    h("div", { class: `${cls}-result-title` }, r.winner === null ? "A tie for first place."
      : `${cap(names[r.winner])} wins: ${r.reason}.`),
    h("table", { class: `${cls}-scores` },
      h("thead", {}, h("tr", {}, h("th", {}, "Place"), h("th", {}, "Player"),
        COLOURS.map((c) => h("th", { class: `mw-c-${c}` }, COLOUR_NAME[c])),
        h("th", {}, "treasures"), h("th", {}, "weakest first"))),
      h("tbody", {}, r.ranking.flat().map((seat) => {
        const sc = r.scores[seat];
        return h("tr", { "aria-label": `${names[seat]}: place ${rank[seat]}` },
          h("td", {}, String(rank[seat])), h("td", {}, cap(names[seat])),
          COLOURS.map((c) => h("td", {}, String(sc.colours[c]))),
          h("td", {}, String(sc.treasures)), h("td", {}, sc.weakest_first.join(" · ")));
      }))));
}
