// The legal actions of the card game as the table offers them: which places light up for a
// chosen card, leader or the catastrophe, and the words on the buttons of the other
// decisions. Actions arrive described (docs/actions.md); nothing here parses notation or
// knows a rule: whatever Python lists as legal is offered, nothing else.
import { byPlace, declineLabel, ofKinds, selectionFields } from "../lib/legal.js";
import { COLOUR_NAME, SHIP_NAME } from "./cards.js";

/** Map place ("3", "3|4", "3.2") -> name of the legal action the selection plays there. */
export function targets(legal, selected) {
  const fields = selectionFields(selected);
  return fields ? byPlace(legal, fields) : new Map();
}

/** Is this action played by clicks on the table (a card, a leader, the catastrophe)? */
export const onBoard = ofKinds("card", "leader", "catastrophe");

/** A button's words for a decision's action. */
export function choiceLabel(action, decision) {
  const { kind, piece, place, count } = action;
  switch (kind) {
    case "pass": return "End the turn";
    case "commit": return count === 0 ? "Commit none" : `Commit ${count}`;
    case "bank": return `Bank a ${COLOUR_NAME[piece]} card`;
    case "ship": return `Build the ${SHIP_NAME[piece]} ship`;
    case "war": return `The ${COLOUR_NAME[piece]} war first`;
    case "keep": return `Keep the treasure of column ${place}`;
    case "decline": return declineLabel(decision, { bank: "Decline the point", ship: "No ship",
      treasure: "Take no treasure" });
    default: return action.name;
  }
}

/** The title of the choice row. */
export function choiceTitle(decision) {
  if (!decision) return "Turn";
  return { bank: "Points", conflict: "Conflict", ship: "Ship", order: "Wars",
    treasure: "Treasures" }[decision.kind] ?? "Decision";
}

export { SHIP_NAME };
