// The table around every game's board, mounted in a widget's element: the lesson and
// puzzle panels, the board with its action bar (bar.js), the history bar and the event
// log. Each game supplies drawBoard(state, ui, act, redraw), marking its decision parts
// with actionsOf(...) (bar.js).
import { h, delegate } from "./dom.js";
import { editorClick } from "./editor.js";
import { logPanel } from "./events.js";
import { fitBoard } from "./fit.js";
import { historyControls } from "./history.js";
import { lessonPanel, puzzlePanel } from "./lesson.js";
import { morph, morphAll } from "./morph.js";
import { beginDrawing, openBook, part, shownOn } from "./parts.js";
import { actionBar } from "./bar.js";
import { TRAITS } from "./protocol.js";
import { holds, intent, readState } from "./state.js";

/** The whole table drawn from `state`: the children of the widget's root. */
function drawTable(state, ui, send, act, drawBoard, redraw) {
  const drawn = drawBoard(state, ui, act, redraw);
  const actions = drawn.querySelector?.(":scope > .mw-actions");
  actions?.remove();                 // the game's decision parts go to the action bar
  const editing = Boolean(state.editing?.palette);
  const field = h("div", { class: `mw-field${editing ? " mw-editing" : ""}` }, drawn);
  const { cursor, history } = state;
  // the lesson's and the puzzle's panels only where the table holds one ({} otherwise)
  return [
    holds(state.lesson) ? part(ui, "lesson", [state.lesson, cursor, history.length],
      () => lessonPanel(state, send)) : null,
    holds(state.puzzle) ? part(ui, "puzzle", [state.puzzle, cursor, history.length],
      () => puzzlePanel(state, send)) : null,
    h("div", { class: "mw-table" }, field, actionBar(state, ui, send, redraw, actions)),
    part(ui, "history", [history, cursor, state.seat_names, state.options?.undo,
      state.options?.takeback],
      () => historyControls(state, ui, send)),
    part(ui, "log", [state.events, history, state.seat_names], () => logPanel(state, ui)),
  ].filter(Boolean);
}

/**
 * Mount a game: draw everything from the synced state, redraw on every change.
 * drawBoard(state, ui, act, redraw) returns the board element; `ui` is the renderer's own
 * local state (a selection, say) that survives redraws; act(name) sends the legal action
 * of that name (its notation, as Python listed it).
 * `style`: CSS custom properties for the root (a game's palette).
 *
 * Each redraw draws the table anew, but for the parts whose inputs are unchanged
 * (parts.js), then updates the page in place (morph.js). Layout is read once, in the next
 * animation frame: the event log kept at its newest line, the board fitted to the window.
 *
 * @param {{model: any, el: HTMLElement, drawBoard: Function, name: string,
 *   style?: string}} widget
 */
export function mountGame({ model, el, drawBoard, name, style }) {
  const root = h("div", {
    class: `mw-root mw-${name}`, "data-lm-suppress-shortcuts": "true", tabindex: "-1",
    ...(style ? { style } : {}),
  });
  el.append(root);
  const ui = { selected: null, draws: 0 };
  openBook(ui);
  const send = (msg) => model.send(intent(msg, readState(model)));
  const act = (name) => { ui.selected = null; send({ act: name }); };
  const undelegate = delegate(root);
  // The board editor (its field drawn with mw-editing) takes a click on the board before
  // the board's own handlers do.
  const editorClicks = (e) => {
    if (e.target.closest?.(".mw-field.mw-editing")) editorClick(e, ui, send);
  };
  root.addEventListener("click", editorClicks, true);
  const win = root.ownerDocument.defaultView;
  const frame = win?.requestAnimationFrame ? (f) => win.requestAnimationFrame(f) : (f) => f();
  let pending = false;
  let follow = false;                // the log on the page was at its newest line
  let framed = false;

  function afterLayout() {
    framed = false;
    const log = root.querySelector(".mw-log");
    if (log && follow) log.scrollTop = log.scrollHeight;     // follow the newest event
    follow = false;
    fitBoard(root);
  }

  function render() {
    pending = false;
    const state = readState(model);
    if (!state.view || !state.view.game) return;
    beginDrawing(ui);
    const next = root.cloneNode(false);
    next.append(...drawTable(state, ui, send, act, drawBoard, render));
    if (!framed) {                   // read once a frame, while the layout is still clean
      const log = root.querySelector(".mw-log");
      follow = Boolean(log) && log.scrollTop + log.clientHeight >= log.scrollHeight - 2;
    }
    const active = root.ownerDocument.activeElement;
    const focused = active && root.contains(active) ? active.getAttribute("data-key") : null;
    morph(root, next);
    if (shownOn(ui, root)) {         // a part moved out of its parent: draw every part anew
      openBook(ui);
      const again = root.cloneNode(false);
      again.append(...drawTable(state, ui, send, act, drawBoard, render));
      morphAll(root, again);
      shownOn(ui, root);
    }
    if (focused && !root.contains(root.ownerDocument.activeElement)) {  // its element went
      [...root.querySelectorAll("[data-key]")]
        .find((node) => node.getAttribute("data-key") === focused)?.focus();
    }
    ui.draws += 1;
    root.setAttribute("data-drawn", String(ui.draws));
    if (!framed) { framed = true; frame(afterLayout); }
  }
  const schedule = () => {
    if (!pending) { pending = true; queueMicrotask(render); }
  };
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  render();
  const refit = () => fitBoard(root);
  const watch = win?.ResizeObserver ? new win.ResizeObserver(refit) : null;
  watch?.observe(root);
  win?.addEventListener("resize", refit);
  return () => {
    watch?.disconnect();
    win?.removeEventListener("resize", refit);
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    undelegate();
    root.removeEventListener("click", editorClicks, true);
  };
}
