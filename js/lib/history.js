// The history bar under the table: step through the positions, jump to one, take back.
import { count } from "./words.js";
import { h } from "./dom.js";
import { part } from "./parts.js";

/** "Position 3 of 12" or "Latest position (12 actions)". */
export function historyLabel(cursor, total) {
  if (cursor === total) return `Latest position (${count(total, "action")})`;
  return `Position after action ${cursor} of ${total}`;
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
  const items = state.history.map((entry, i) => {     // parts: an action adds one
    const selected = i + 1 === at;
    const who = state.seat_names[entry.seat] ?? "";
    return part(ui, `history ${i + 1}`, [entry, selected, who], () => h("option", {
      value: String(i + 1), selected: selected || undefined }, `${i + 1}. ${who} ${entry.name}`));
  });
  const jump = h("select", {
    class: "mw-jump", "aria-label": "Jump to a position",
    onchange: (e) => send({ seek: Number(e.target.value) }),
  }, h("option", { value: "0", selected: at === 0 || undefined }, "0. Start"), items);
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
