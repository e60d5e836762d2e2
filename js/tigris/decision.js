// The pending decision in words: a conflict with both sides' strengths, the order of a
// union's conflicts, the treasure that stays, a monument, the ziggurat, a building, the
// ziggurat's point. Drawn from view.decision for everyone at the table.
import { count } from "../lib/words.js";
import { cap, h } from "../lib/dom.js";
import { conflictSide, sideStrength } from "../lib/weakest.js";
import { COLOUR_NAME, LEADER_NAME, TILE_NAME, tileChip } from "./pieces.js";

function baseWhy(decision, i) {
  const base = decision.base[i];
  const at = decision.leaders?.[i] ?? "";
  if (decision.type === "revolt") return `${count(base, "temple")} beside ${at}`;
  const word = TILE_NAME[decision.fight];
  return `${count(base, word)} on its side`;
}

/** The conflict panel: who attacks, who defends, each side's strength so far. */
export function conflictPanel(decision, names, table, english) {
  const leader = LEADER_NAME[decision.colour];
  const fight = TILE_NAME[decision.fight];
  const title = decision.type === "revolt"
    ? `Revolt: two ${leader}s in one kingdom; each side may add temples from behind its screen`
    : `War of the ${leader}s: each side may add ${fight}s from behind its screen`;
  const side = (i) => conflictSide(decision, i, names, { cls: "mw",
    words: { next: "adds next", added: "added" }, sum: () => baseWhy(decision, i) });
  const rule = english
    ? "English variant: the attacker adds only enough to lead; the defender adds none or exactly enough to tie. A tie goes to the defender."
    : "A tie goes to the defender.";
  return h("div", { class: "mw-conflict", role: "region", "aria-label": "Conflict" },
    h("div", { class: "mw-conflict-title" }, title),
    h("div", { class: "mw-sides" }, side(0), h("span", { class: "mw-vs" }, "vs"), side(1)),
    table && table.length ? h("div", { class: "mw-committed", "aria-label":
      `${count(table.length, "tile")} added` },
    "Added: ", table.map((c) => tileChip(c))) : null,
    h("div", { class: "mw-rule" }, rule));
}

/** One sentence for a pending decision other than a conflict. */
export function decisionText(decision, names) {
  const who = cap(names[decision.seat] ?? "");
  switch (decision.kind) {
    case "order":
      return `The union holds two leaders of each of these colours: ${decision.colours
        .map((c) => `${LEADER_NAME[c]}s`).join(", ")}. ${who} chooses which conflict comes first.`;
    case "treasure":
      return `${who}'s trader takes the treasures of its kingdom (${decision.squares.join(", ")
      }) but one: ${who} chooses the one that stays (${decision.options.join(" or ")}).`;
    case "monument":
      return `${who} completed a square of four: build a monument on it (${decision.options
        .map((o) => `${o.name} on ${o.square}`).join(", ")}), or none, for good.`;
    case "ziggurat":
      return `${who} completed a cross of five: build the ziggurat on it, or not.`;
    case "building":
      return `${who} made a line of three ${TILE_NAME[decision.colour]}s: put the ${
        TILE_NAME[decision.colour]} building on one of them (${decision.options.join(", ")}), or not.`;
    case "bonus":
      return `${who}'s king shares a kingdom with the ziggurat: ${who} chooses the colour of the point.`;
    default:
      return `${who} decides.`;
  }
}

/** The panel for view.decision (null when the active player chooses an action). */
export function decisionPanel(view, names) {
  const d = view.decision;
  if (!d) return null;
  if (d.kind === "conflict") return conflictPanel(d, names, view.table, view.options.english);
  return h("div", { class: "mw-decision", role: "region", "aria-label": "Decision" },
    decisionText(d, names), d.kind === "bonus" ? h("span", { class: "mw-hint" },
      ` (${Object.values(COLOUR_NAME).join(", ")})`) : null);
}

export { sideStrength };
