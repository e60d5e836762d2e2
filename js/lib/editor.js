// The board editor: a palette of pieces, a click on the board puts the chosen piece there
// (or takes off what stands there), the diagram's other lines as fields, the whole diagram
// as text, and the lesson and puzzle cells to paste. Python applies every edit and reads
// the position back; the front end only says what was clicked.
import { h } from "./dom.js";

const ERASER = "";

/** The place a click on the board means: the nearest element that names one. */
function placeOf(target) {
  return target?.closest?.("[data-place]")?.getAttribute("data-place") ?? null;
}

/** Route board clicks to edits while the editor is on; returns true when it took one. */
export function editorClick(event, ui, send) {
  const place = placeOf(event.target);
  if (place === null || ui.piece === undefined) return false;
  event.preventDefault();
  event.stopPropagation();
  send(ui.piece === ERASER ? { edit: { clear: place } } : { edit: { put: ui.piece, at: place } });
  return true;
}

/** Enter in a line's field commits it, as leaving the field does (one change event). */
function enterCommits(event) {
  if (event.key === "Enter") event.target.blur();
}

/** A fold that stays open or closed across redraws (`ui.open`). */
function folding(ui, name) {
  ui.open ??= {};
  return { class: `mw-editor-${name}`, open: ui.open[name] || undefined,
    ontoggle: (e) => { ui.open[name] = e.target.open; } };
}

function copyBox(label, text) {
  // The text is the textarea's content (not its value) so that a redraw sees it change.
  const area = h("textarea", { class: "mw-editor-cell", readonly: "", rows: "6",
    "aria-label": label, spellcheck: "false" }, text);
  return h("div", { class: "mw-editor-copy" },
    h("div", { class: "mw-editor-head" }, label,
      h("button", { class: "mw-btn", "aria-label": `Copy the ${label.toLowerCase()}`,
        onclick: (e, button) => {
          button.closest(".mw-editor-copy").querySelector("textarea").select();
          navigator.clipboard?.writeText(text);
        } }, "Copy")),
    area);
}

/** The puzzle's goal (from the library's list, with its parameter), and its solution
 * recorded by playing it on the board: Record the solution, the solver's moves (the other
 * seats answer with the strongest defence), Stop recording. */
function puzzlePart(ed, send) {
  const goal = ed.goal ?? {};
  const chosen = (ed.goals ?? []).find((g) => g.key === goal.key);
  const select = (label, key, options, value, change) => h("select", {
    class: "mw-editor-select", "aria-label": label, "data-key": key,
    disabled: ed.recording ? true : undefined, onchange: (e) => change(e.target.value) },
  options.map((o) => h("option", { value: o.value, selected: o.value === value ? "" : undefined },
    o.label)));
  const goals = select("Goal", "ed goal", (ed.goals ?? []).map((g) => ({ value: g.key, label: g.label })),
    goal.key, (key) => {
      const next = ed.goals.find((g) => g.key === key);
      send({ edit: { goal: key, value: next?.values[0]?.value ?? "" } });
    });
  const param = chosen?.values.length
    ? select("Goal's value", "ed goal value", chosen.values, goal.value,
      (value) => send({ edit: { goal: goal.key, value } })) : null;
  const record = ed.recording
    ? h("button", { class: "mw-btn mw-primary", "aria-label": "Stop recording",
      "data-key": "ed stop", onclick: () => send({ edit: { record: "stop" } }) }, "Stop recording")
    : h("button", { class: "mw-btn", "aria-label": "Record the solution", "data-key": "ed record",
      onclick: () => send({ edit: { record: "start" } }) }, "Record the solution");
  const solution = ed.solution?.length ? ed.solution.join(", ") : "none yet";
  return h("div", { class: "mw-editor-puzzle", role: "group", "aria-label": "Puzzle" },
    h("div", { class: "mw-editor-head" }, "Puzzle"),
    h("div", { class: "mw-editor-group" }, goals, param, record),
    ed.recording ? h("p", { class: "mw-editor-tip" },
      "Recording: play the solver's moves on the board; the other seats answer with the strongest defence.")
      : null,
    h("div", { class: "mw-editor-solution", role: "status", "aria-label": "Recorded solution" },
      `Solution: ${solution}`, ed.verdict ? h("span", {}, ` — ${ed.verdict}`) : null));
}

/** The editor's panel, in the action bar. `ui.piece`: the chosen token, "" the eraser. */
export function editorPanel(state, ui, send, redraw) {
  const ed = state.editing;
  if (ed.recording) {         // the board plays: clicks are moves, not pieces put down
    ui.piece = undefined;
    return h("div", { class: "mw-editor", role: "region", "aria-label": "Board editor" },
      puzzlePart(ed, send));
  }
  const groups = new Map();
  for (const p of ed.palette) {
    if (!groups.has(p.group)) groups.set(p.group, []);
    groups.get(p.group).push(p);
  }
  const pick = (piece, label) => h("button", {
    class: `mw-btn mw-piece${ui.piece === piece ? " mw-primary" : ""}`,
    "aria-pressed": String(ui.piece === piece), "aria-label": label,
    "data-key": `ed ${piece}`,
    onclick: () => { ui.piece = ui.piece === piece ? undefined : piece; redraw(); },
  }, label);
  const palette = h("div", { class: "mw-editor-palette", role: "group", "aria-label": "Pieces" },
    [...groups].map(([group, pieces]) => h("div", { class: "mw-editor-group" },
      h("div", { class: "mw-editor-head" }, group),
      pieces.map((p) => pick(p.piece, p.label)))),
    h("div", { class: "mw-editor-group" }, pick(ERASER, "Take off")));
  const fields = ed.lines.map((line) => {
    const at = line.indexOf(":");
    const key = line.slice(0, at).trim();
    const input = h("input", { class: "mw-editor-value", value: line.slice(at + 1).trim(),
      "aria-label": key, "data-key": `line ${key}`, spellcheck: "false",
      onkeydown: enterCommits,
      onchange: (e) => send({ edit: { line: key, value: e.target.value } }) });
    return h("label", { class: "mw-editor-line" }, h("span", {}, key), input);
  });
  const added = h("input", { class: "mw-editor-value", placeholder: "key: value",
    "aria-label": "A new line", "data-key": "line +", onkeydown: enterCommits,
    onchange: (e) => {
      const [key, ...rest] = e.target.value.split(":");
      send({ edit: { line: key, value: rest.join(":") } });
    } });
  const text = h("textarea", { class: "mw-editor-diagram", rows: "14", spellcheck: "false",
    "aria-label": "Diagram", "data-key": "diagram" }, ed.diagram);
  return h("div", { class: "mw-editor", role: "region", "aria-label": "Board editor" },
    h("p", { class: "mw-editor-tip" }, ui.piece === undefined
      ? "Choose a piece, then click the board where it goes."
      : ui.piece === ERASER ? "Click a piece on the board to take it off."
        : "Click the board where it goes; choose it again to stop."),
    palette,
    h("details", folding(ui, "lines"), h("summary", {}, "Hands, piles and other lines"),
      fields, added),
    h("details", folding(ui, "text"), h("summary", {}, "Diagram"), text,
      h("button", { class: "mw-btn", "aria-label": "Apply the diagram",
        onclick: (e, button) => send({ edit: { text: button.closest(".mw-editor")
          .querySelector(".mw-editor-diagram").value } }) }, "Apply")),
    puzzlePart(ed, send),
    copyBox("Lesson cell", ed.lesson),
    copyBox("Puzzle cell", ed.puzzle));
}
