// Which side of a two-sided table (Tyrus, Babel) is drawn at the bottom: the viewer's own;
// for the referee and a lesson, seat 0, always (the board does not turn with the turns),
// unless the reader turns it with the button.
import { h } from "./dom.js";

/** The seat drawn at the bottom. `ui.turned` is the reader's choice (referee views only). */
export function bottomSeat(state, ui = {}) {
  const seat = state.view.seat;
  if (seat !== null && seat !== undefined) return seat;
  return ui.turned ? 1 : 0;
}

/** "Turn the board" for the referee and lesson views (a seat always sits at the bottom). */
export function turnButton(state, ui, redraw) {
  if (state.view.seat !== null && state.view.seat !== undefined) return null;
  const top = state.seat_names[1 - bottomSeat(state, ui)];
  return h("button", { class: "mw-btn mw-turn-board", "data-key": "turn board",
    title: "Turn the board round: the other side at the bottom",
    "aria-label": `Turn the board: ${top} at the bottom`,
    onclick: () => { ui.turned = !ui.turned; redraw(); } }, "Turn the board");
}
