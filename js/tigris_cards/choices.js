// Reading the legal notations: which places light up for a chosen card, leader or the
// catastrophe, and the words on the buttons of the other decisions. Nothing here knows a
// rule: whatever Python lists as legal is offered, nothing else.
import { COLOUR_NAME, LEADER_NAME, SHIP_NAME } from "./cards.js";

/** The notation prefix of a selection: "card R" -> "red", "leader G" -> "trader". */
export function selectionPrefix(selected) {
  if (!selected) return null;
  const [kind, code] = selected.split(" ");
  if (kind === "card") return COLOUR_NAME[code];
  if (kind === "leader") return LEADER_NAME[code];
  if (kind === "catastrophe") return "catastrophe";
  return null;
}

/** Map place ("3", "3|4", "3.2") -> legal notation, for the actions starting with prefix. */
export function targets(legal, prefix) {
  const out = new Map();
  if (!prefix) return out;
  const start = `${prefix} `;
  for (const a of legal) {
    if (a.startsWith(start)) out.set(a.slice(start.length), a);
  }
  return out;
}

const BOARD_HEADS = new Set(["black", "red", "green", "blue", "king", "priest", "trader",
  "farmer", "catastrophe"]);

/** Is this notation played by clicks on the table (a card, a leader, the catastrophe)? */
export function onBoard(notation) {
  return BOARD_HEADS.has(notation.split(" ")[0]);
}

/** A button's words for a decision's notation. */
export function choiceLabel(notation, decision) {
  const [head, arg] = notation.split(" ");
  switch (head) {
    case "pass": return "End the turn";
    case "commit": return arg === "0" ? "Commit none" : `Commit ${arg}`;
    case "bank": return `Bank a ${arg} card`;
    case "ship": return `Build the ${arg} ship`;
    case "war": return `The ${arg} war first`;
    case "keep": return `Keep the treasure of column ${arg}`;
    case "decline":
      if (!decision) return "Decline";
      return { bank: "Decline the point", ship: "No ship", treasure: "Take no treasure" }[
        decision.kind] ?? "Decline";
    default: return notation;
  }
}

/** The buttons for the legal actions that are not clicks on the table. */
export function choices(legal, decision) {
  return legal.filter((a) => !onBoard(a)).map((notation) => ({
    notation, label: choiceLabel(notation, decision),
  }));
}

/** The title of the choice row. */
export function choiceTitle(decision) {
  if (!decision) return "Turn";
  return { bank: "Points", conflict: "Conflict", ship: "Ship", order: "Wars",
    treasure: "Treasures" }[decision.kind] ?? "Decision";
}

export { SHIP_NAME };
