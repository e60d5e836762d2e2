// The pending decision in words: a conflict with both sides' strengths, a point to bank,
// a ship to build, wars to order, treasures to take. Drawn from view.decision for everyone.
import { count } from "../lib/words.js";
import { cap, h } from "../lib/dom.js";
import { conflictSide, sideStrength } from "../lib/weakest.js";
import { COLOUR_NAME, LEADER_NAME, SHIP_NAME, cardFace } from "./cards.js";

const WHY = { score: "for the card just added", spoils: "as the spoils of the conflict",
  ship: "for the ship in the leader's kingdom" };

function baseWhy(decision, i) {
  const base = decision.base[i];
  if (decision.type === "revolt") {
    return base ? "1 for a leader on a red card" : "no leader on a red card";
  }
  const word = COLOUR_NAME[decision.colour];
  return `${count(base, `${word} card`)} in the former kingdom`;
}

/** The conflict panel: who attacks, who defends, and each side's strength so far. */
export function conflictPanel(decision, names, table) {
  const leader = LEADER_NAME[decision.colour];
  const fight = COLOUR_NAME[decision.fight];
  const title = decision.type === "revolt"
    ? `Revolt: two ${leader}s in one kingdom; each side adds ${fight} cards from hand`
    : `War of the ${leader}s (${COLOUR_NAME[decision.colour]}): each side adds ${fight} cards from hand`;
  const side = (i) => conflictSide(decision, i, names, { cls: "mw-tc",
    words: { next: "commits next", added: "committed" },
    sum: (base) => `${base} (${baseWhy(decision, i)})` });
  return h("div", { class: "mw-tc-conflict", role: "region", "aria-label": "Conflict" },
    h("div", { class: "mw-tc-conflict-title" }, title),
    h("div", { class: "mw-tc-sides" }, side(0), h("span", { class: "mw-tc-vs" }, "vs"), side(1)),
    table && table.length ? h("div", { class: "mw-tc-committed", "aria-label":
      `${count(table.length, "card")} committed` },
    "On the table: ", table.map((c) => cardFace(c, { small: true }))) : null,
    h("div", { class: "mw-tc-rule" }, "A tie goes to the defender."));
}

/** One sentence for a pending decision other than a conflict. */
export function decisionText(decision, names) {
  const who = cap(names[decision.seat] ?? "");
  switch (decision.kind) {
    case "bank":
      return `${who} may bank a ${COLOUR_NAME[decision.colour]} card from hand ${
        WHY[decision.why] ?? ""}, or decline.`;
    case "ship":
      return `${who} lined up four ${COLOUR_NAME[decision.colour]} cards in column ${
        decision.column}: build the ${decision.options.map((s) => SHIP_NAME[s]).join(" or ")
      } ship, or not.`;
    case "order":
      return `The link started ${decision.colours.length} wars (${decision.colours
        .map((c) => COLOUR_NAME[c]).join(", ")}): ${who} chooses which is resolved first.`;
    case "treasure":
      return `${who}'s trader may take the treasures of columns ${decision.columns
        .join(", ")} except one, each replaced by a red card from hand.`;
    default:
      return `${who} decides.`;
  }
}

/** The panel for view.decision (null when the active player picks an action). */
export function decisionPanel(view, names) {
  const d = view.decision;
  if (!d) return null;
  if (d.kind === "conflict") return conflictPanel(d, names, view.table);
  return h("div", { class: "mw-tc-decision", role: "region", "aria-label": "Decision" },
    decisionText(d, names));
}

export { sideStrength };
