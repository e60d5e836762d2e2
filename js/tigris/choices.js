// Reading the legal notations: which squares light up for a chosen tile, leader or
// catastrophe, which answers are clicks on the board, and the words on the buttons of
// the others. Nothing here knows a rule: whatever Python lists as legal is offered.
import { COLOUR_CODE, COLOUR_NAME, LEADER_NAME, TILE_NAME } from "./pieces.js";

/** The notation prefix of a selection: "tile R" -> "red", "leader G" -> "trader". */
export function selectionPrefix(selected) {
  if (!selected) return null;
  const [kind, code] = selected.split(" ");
  if (kind === "tile") return COLOUR_NAME[code];
  if (kind === "leader") return LEADER_NAME[code];
  if (kind === "catastrophe") return "catastrophe";
  return null;
}

/** The last word of a notation when it is a square ("F7"), else null. */
export function squareOf(notation) {
  const m = /\s([A-P](?:1[01]|[1-9]))$/.exec(notation);
  return m ? m[1] : null;
}

/** Answers to a decision that are a click on one square: keep, building, ziggurat. */
const SQUARE_ANSWERS = ["keep", "building", "ziggurat"];

/** Map square -> legal notation, for the selection (or for the decision's square answers). */
export function targets(legal, prefix) {
  const out = new Map();
  for (const a of legal) {
    const head = a.split(" ")[0];
    const square = squareOf(a);
    if (!square) continue;
    if ((prefix && a.startsWith(`${prefix} `)) || (!prefix && SQUARE_ANSWERS.includes(head))) {
      out.set(square, a);
    }
  }
  return out;
}

const BOARD_HEADS = new Set(["black", "red", "green", "blue", "king", "priest", "trader",
  "farmer", "catastrophe", "swap"]);

/** Is this notation played on the board or the hand (not a button of its own)? */
export function onBoard(notation) {
  return BOARD_HEADS.has(notation.split(" ")[0]);
}

/** A button's words for a notation. */
export function choiceLabel(notation, decision) {
  const words = notation.split(" ");
  const [head, arg] = words;
  switch (head) {
    case "pass": return "End the turn";
    case "withdraw": return `Withdraw the ${arg}`;
    case "commit": return arg === "0" ? "Add none" : `Add ${arg}`;
    case "war": return `The ${LEADER_NAME[COLOUR_CODE[arg]]}s first`;
    case "keep": return `Leave the treasure on ${arg}`;
    case "monument": return `Build the ${arg} monument on ${words[2]}`;
    case "ziggurat": return `Build the ziggurat on ${arg}`;
    case "building": return `Put the ${TILE_NAME[COLOUR_CODE[arg]]} building on ${words[2]}`;
    case "bonus": return `A ${arg} point`;
    case "decline":
      if (!decision) return "Decline";
      return { monument: "No monument", ziggurat: "No ziggurat", building: "Leave the building" }[
        decision.kind] ?? "Decline";
    default: return notation;
  }
}

/** The buttons for the legal actions that are not played on the board or the hand. */
export function choices(legal, decision) {
  return legal.filter((a) => !onBoard(a)).map((notation) => ({
    notation, label: choiceLabel(notation, decision),
  }));
}

/** The title of the choice row. */
export function choiceTitle(decision) {
  if (!decision) return "Turn";
  return { conflict: "Conflict", order: "Conflicts", treasure: "Treasures", monument: "Monument",
    ziggurat: "Ziggurat", building: "Building", bonus: "Ziggurat point" }[decision.kind] ?? "Decision";
}

/** The notation of a swap of these tile codes, in the engine's order (K R G B). */
export function swapNotation(codes) {
  const order = "KRGB";
  const sorted = [...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return `swap ${sorted.map((c) => COLOUR_NAME[c]).join(" ")}`;
}

export { LEADER_NAME };
