// The action bar beside (or above) the board: the status line, the result screen and the
// game's review (review.js), the hot-seat screen, a
// take-back request, the pending decision and its buttons (a game's actionsOf parts), what
// the rules refuse now, the error line, the hint, the last result and what changed since
// the seat's last move, and the notice.
import { count } from "./words.js";
import { cap, h } from "./dom.js";
import { editorPanel } from "./editor.js";
import { resultCard, sincePanel } from "./events.js";
import { part } from "./parts.js";
import { resultScreen } from "./result.js";
import { reviewPanel } from "./review.js";
import { holds } from "./state.js";

/** The status sentence: whose turn, from this widget's point of view. */
export function statusText(state) {
  const { view, acting, screen, seat_names: names, cursor, history } = state;
  if (cursor < history.length) {
    return state.result?.rows ? "Reviewing the finished game."
      : "Looking back: the game goes on at the latest position.";
  }
  if (view.over) return "The game is over.";
  const mover = names[view.to_move] ?? "?";
  if (state.thinking !== null && state.thinking !== undefined) {
    return `${cap(names[state.thinking])} is thinking…`;
  }
  if (screen) return `${cap(mover)} to play: pass the screen.`;
  if (acting !== null && acting !== undefined) {
    const d = view.decision;
    if (d && d.seat === acting && d.ask) return `${cap(names[acting])}: ${d.ask}.`;
    return `${cap(names[acting])}, your turn.`;
  }
  return `Waiting for ${mover}.`;
}

function screenPanel(state, send) {
  const mover = state.seat_names[state.view.to_move] ?? "";
  return h("div", { class: "mw-screen", role: "dialog", "aria-label": "Screen" },
    h("p", {}, `${cap(mover)}'s turn. The other players look away.`),
    h("button", {
      class: "mw-btn mw-primary", "aria-label": `Show ${mover}'s hand`,
      onclick: () => send({ reveal: true }),
    }, `I am ${mover}: show my hand`));
}

/** Another player asks to take back moves: agree or refuse (only the asked see buttons). */
function requestPanel(state, send) {
  const req = state.request;
  if (!req || !req.kind) return null;
  const asker = cap(state.seat_names[req.by] ?? "");
  const moves = count(req.count, "action");
  const asked = typeof state.seat === "number" && req.waiting.includes(state.seat);
  return h("div", { class: "mw-request", role: "alertdialog", "aria-label": "Take-back request" },
    h("p", {}, `${asker} asks to take back the last ${moves}.`),
    asked ? h("button", { class: "mw-btn mw-primary", "aria-label": "Agree to take back",
      onclick: () => send({ takeback: true }) }, "Agree") : null,
    asked ? h("button", { class: "mw-btn", "aria-label": "Refuse to take back",
      onclick: () => send({ takeback: false }) }, "Refuse") : null);
}

/** The Hint button (where the table allows hints) and the hint asked for. */
function hintPanel(state, send) {
  const can = state.options?.hints && state.acting !== null && state.acting !== undefined
    && state.cursor === state.history.length;
  const shown = state.suggestion && state.suggestion.name;
  if (!can && !shown) return null;
  return h("div", { class: "mw-hint-row", role: "group", "aria-label": "Hint" },
    can ? h("button", { class: "mw-btn", "data-key": "hint", "aria-label": "Ask for a hint",
      title: "The hard bot's suggestion, from what you may see",
      onclick: () => send({ hint: true }) }, "Hint") : null,
    shown ? h("span", { class: "mw-suggestion", role: "status" },
      `Hint: ${state.suggestion.name}. ${state.suggestion.text}`) : null);
}

/** The actions a player looks for that the rules refuse now: disabled, with the reason. */
function absentPanel(state) {
  const absent = state.acting !== null && state.acting !== undefined ? state.absent ?? [] : [];
  if (!absent.length) return null;
  return h("div", { class: "mw-absent", role: "group", "aria-label": "Not available now" },
    absent.map(({ name, reason }) => h("div", { class: "mw-absent-row" },
      h("button", { class: "mw-btn", disabled: true, title: reason,
        "aria-label": `${cap(name)}: not available. ${reason}` }, cap(name)),
      h("span", { class: "mw-absent-reason" }, reason))));
}

/**
 * A row of buttons for decisions that are not a click on the board (commit, decline,
 * end the turn...): choices are [{ name, label, hint? }]; a press sends the action's name.
 */
export function choicePanel(title, choices, act) {
  if (!choices.length) return null;
  return h("div", { class: "mw-choices", role: "group", "aria-label": title },
    h("span", { class: "mw-choices-title" }, title),
    choices.map(({ name, label, hint }) => h("button", {
      class: "mw-btn mw-choice", "data-key": `c ${name}`, title: hint ?? name,
      "aria-label": hint ? `${label}: ${hint}` : label, onclick: () => act(name),
    }, label)));
}

/** The parts of a game's drawing that ask or answer the pending decision (buttons, the hand,
 * the hint line): the table shows them in its action bar, always in view beside (or, on a
 * narrow notebook, above) the board. */
export function actionsOf(...parts) {
  return h("div", { class: "mw-actions" }, parts);
}

/** The action bar: `actions` are the game's decision parts (actionsOf). The panels drawn
 * from the history and the events are parts (parts.js): kept as they are while those are. */
export function actionBar(state, ui, send, redraw, actions) {
  const editing = Boolean(state.editing?.palette);
  const { view, cursor, history, events, seat_names: names } = state;
  return h("div", { class: "mw-bar", role: "region", "aria-label": "Action bar" },
    h("div", { class: "mw-status", role: "status" },
      editing ? "Board editor: put pieces down, write the other lines." : statusText(state)),
    editing ? editorPanel(state, ui, send, redraw) : null,
    holds(state.result) ? part(ui, "result screen", [state.result, cursor, history.length,
      state.seat], () => resultScreen(state, send)) : null,
    holds(state.reviewed) ? part(ui, "review", [state.reviewed, cursor, history.length,
      state.view.marks?.review], () => reviewPanel(state, send)) : null,
    state.screen ? screenPanel(state, send) : null,
    requestPanel(state, send),
    actions,
    absentPanel(state),
    state.error ? h("div", { class: "mw-error", role: "alert" }, state.error) : null,
    hintPanel(state, send),
    state.result?.rows ? null : part(ui, "result card", [view.seat, cursor, history, events,
      names], () => resultCard(state)),
    part(ui, "since", [view.seat, cursor, history, events, names, view.marks?.turn],
      () => sincePanel(state)),
    state.notice ? h("div", { class: "mw-notice", role: "status" }, state.notice) : null);
}
