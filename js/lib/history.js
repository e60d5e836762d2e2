// The history bar under the table: step through the positions, jump to one, take back.
import { count } from "./words.js";
import { h } from "./dom.js";
import { part } from "./parts.js";

/** "Position 3 of 12" or "Latest position (12 actions)". */
export function historyLabel(cursor, total) {
  if (cursor === total) return `Latest position (${count(total, "action")})`;
  return `Position after action ${cursor} of ${total}`;
}

/** How many actions a group of the history's list holds. */
export const HISTORY_GROUP = 20;

/** The options of actions from + 1 to `to`, a part (and each option a part): an action
 * played redraws the last group alone, and the update passes over the others (morph.js). */
function historyGroup(state, ui, from, to) {
  const entries = state.history.slice(from, to);
  const at = state.cursor;
  const inputs = [...entries, at > from && at <= to ? at : 0, state.seat_names];
  return part(ui, `history group ${from}`, inputs, () => h("optgroup", {
    label: `Actions ${from + 1}–${from + HISTORY_GROUP}` }, entries.map((entry, k) => {
    const i = from + k;
    const selected = i + 1 === at;
    const who = state.seat_names[entry.seat] ?? "";
    return part(ui, `history ${i + 1}`, [entry, selected, who], () => h("option", {
      value: String(i + 1), selected: selected || undefined }, `${i + 1}. ${who} ${entry.name}`));
  })));
}

/** The history bar: first, previous, next and latest position, a list to jump to any,
 * where the table stands, and Take back where the table allows it. */
export function historyControls(state, ui, send) {
  const total = state.history.length;
  const at = state.cursor;
  const button = (label, aria, target, disabled) => h("button", {
    class: "mw-btn", "aria-label": aria, disabled: disabled || undefined,
    onclick: () => send({ seek: target }),
  }, label);
  const groups = [];
  for (let from = 0; from < total; from += HISTORY_GROUP) {
    groups.push(historyGroup(state, ui, from, Math.min(total, from + HISTORY_GROUP)));
  }
  const jump = h("select", {
    class: "mw-jump", "aria-label": "Jump to a position",
    onchange: (e) => send({ seek: Number(e.target.value) }),
  }, h("option", { value: "0", selected: at === 0 || undefined }, "0. Start"), groups);
  return h("div", { class: "mw-history", role: "group", "aria-label": "History" },
    button("«", "First position", 0, at === 0),
    button("‹", "Previous position", Math.max(0, at - 1), at === 0),
    button("›", "Next position", Math.min(total, at + 1), at === total),
    button("»", "Latest position", total, at === total),
    jump,
    h("span", { class: "mw-history-label" }, historyLabel(at, total)),
    state.options?.undo ? takeBackButton(state, send) : null);
}

/** Take back, disabled with Python's reason in its tooltip when the table refuses it now
 * (options.takeback: "" when it is offered). */
function takeBackButton(state, send) {
  const why = state.options.takeback ?? "";
  return h("button", {
    class: "mw-btn", "aria-label": "Take back", onclick: () => send({ undo: true }),
    disabled: Boolean(why) || state.history.length === 0 || undefined,
    title: why || "Take back your last move and the answers to it",
  }, "Take back");
}
