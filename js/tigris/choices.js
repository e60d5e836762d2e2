// The legal actions of Tigris & Euphrates as the table offers them: which squares light up
// for a chosen tile, leader or catastrophe, which answers are clicks on the board, and the
// words on the buttons of the others. Actions arrive described (docs/actions.md); nothing
// here parses notation or knows a rule: whatever Python lists as legal is offered.
import { byPlace, declineLabel, ofKinds, selectionFields } from "../lib/legal.js";
import { COLOURS, COLOUR_NAME, LEADER_NAME, TILE_NAME, monumentName } from "./pieces.js";

/** Answers to a decision that are a click on one square: keep, building, ziggurat. */
const SQUARE_ANSWERS = ["keep", "building", "ziggurat"];

/** Map square -> name of the legal action a click there plays: for the selection, or for
 * the decision's square answers when nothing is selected. */
export function targets(legal, selected) {
  const fields = selectionFields(selected);
  if (fields) return byPlace(legal, fields);
  return byPlace(legal.filter(ofKinds(...SQUARE_ANSWERS)), {});
}

/** Is this action played on the board or the hand (not a button of its own)? */
export const onBoard = ofKinds("tile", "leader", "catastrophe", "swap");

/** A button's words for an action. */
export function choiceLabel(action, decision) {
  const { kind, piece, place, count } = action;
  switch (kind) {
    case "pass": return "End the turn";
    case "withdraw": return `Withdraw the ${LEADER_NAME[piece]}`;
    case "commit": return count === 0 ? "Add none" : `Add ${count}`;
    case "war": return `The ${LEADER_NAME[piece]}s first`;
    case "keep": return `Leave the treasure on ${place}`;
    case "monument": return `Build the ${monumentName(piece)} monument on ${place}`;
    case "ziggurat": return `Build the ziggurat on ${place}`;
    case "building": return `Put the ${TILE_NAME[piece]} building on ${place}`;
    case "bonus": return `A ${COLOUR_NAME[piece]} point`;
    case "decline": return declineLabel(decision, { monument: "No monument",
      ziggurat: "No ziggurat", building: "Leave the building" });
    default: return action.name;
  }
}

/** The title of the choice row. */
export function choiceTitle(decision) {
  if (!decision) return "Turn";
  return { conflict: "Conflict", order: "Conflicts", treasure: "Treasures", monument: "Monument",
    ziggurat: "Ziggurat", building: "Building", bonus: "Ziggurat point" }[decision.kind] ?? "Decision";
}

/** The legal swap of exactly these tile codes (any order), or null. */
export function swapAction(legal, codes) {
  const want = [...codes].sort((a, b) => COLOURS.indexOf(a) - COLOURS.indexOf(b)).join("");
  return legal.find((a) => a.kind === "swap" && a.pieces.join("") === want) ?? null;
}

export { LEADER_NAME };
