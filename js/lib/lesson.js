// The lesson and puzzle panels above the table.
import { h } from "./dom.js";

/** A button of the lesson or puzzle panel: it sends `msg`; `key` keeps the focus across
 * redraws. */
function panelButton(send, label, aria, msg, key, disabled, primary) {
  return h("button", { class: `mw-btn${primary ? " mw-primary" : ""}`, "aria-label": aria,
    "data-key": key, disabled: disabled || undefined, onclick: () => send(msg) }, label);
}

/** `node` holding a lesson's words: `html`, Python's sanitized rendering of their Markdown
 * (mesowidgets/rich_text.py), else the plain `text`. */
function rich(node, html, text) {
  if (html) node.innerHTML = html;
  else node.textContent = text || "";
  return node;
}

/** The lesson: its words, Previous, Next and Restart, and Try it yourself (leave the
 * script and play freely; Back to the lesson takes the free moves back). */
export function lessonPanel(state, send) {
  const lesson = state.lesson;
  if (!lesson || !("steps" in lesson)) return null;
  const done = lesson.step >= lesson.steps;
  const live = state.cursor === state.history.length;
  const button = (label, aria, msg, disabled, primary) => panelButton(send, label, aria, msg,
    `lesson ${aria}`, disabled || !live, primary);
  if (lesson.exploring) {
    return h("div", { class: "mw-lesson mw-exploring", role: "region", "aria-label": "Lesson" },
      h("div", { class: "mw-lesson-step" }, `Step ${lesson.step} of ${lesson.steps} · trying it yourself`),
      h("p", { class: "mw-lesson-text" }, "Play any legal move on the board. Back to the lesson takes your moves back."),
      button("Back to the lesson", "Back to the lesson", { explore: false }, false, true));
  }
  const nextLabel = done ? "End of the lesson" : lesson.ask ? "Show me"
    : `Next step${lesson.next ? `: ${lesson.next}` : ""}`;
  return h("div", { class: `mw-lesson${lesson.ask ? " mw-asking" : ""}`, role: "region",
    "aria-label": "Lesson" },
    h("div", { class: "mw-lesson-step" }, `Step ${lesson.step} of ${lesson.steps}`),
    lesson.found ? h("div", { class: "mw-lesson-found", role: "status" },
      lesson.note ? `✓ ${lesson.note}` : "✓ You found it.") : null,
    rich(h("div", { class: "mw-lesson-text mw-md" }), lesson.html, lesson.text),
    lesson.ask ? h("p", { class: "mw-lesson-ask", role: "status" },
      h("strong", {}, "Your move: "), rich(h("span", {}), lesson.ask_html, lesson.ask),
      " Play it on the board.") : null,
    h("div", { class: "mw-lesson-controls", role: "group", "aria-label": "Lesson steps" },
      button("‹ Previous", "Previous step", { previous: true }, lesson.step === 0),
      button(nextLabel, "Next step", { next: true }, done, true),
      button("Restart", "Restart the lesson", { restart: true }, lesson.step === 0),
      button("Try it yourself", "Try it yourself", { explore: true }, false)));
}

/** The marks of a set's puzzles: solved, solution shown, not solved yet. */
const PUZZLE_MARKS = { solved: "✓", shown: "○", "": "·" };

/** The puzzle: its goal, the verdict (✓ or ✗ with the reason), Check, Retry, Hint, Show
 * solution, and for a set the puzzles before and after and the score. The hint and the
 * solution are drawn only once Python sent them (after the student asked). */
export function puzzlePanel(state, send) {
  const p = state.puzzle;
  if (!p || !("status" in p)) return null;
  const live = state.cursor === state.history.length;
  const button = (label, aria, command, disabled, primary) => panelButton(send, label, aria,
    { puzzle: command }, `puzzle ${command}`, disabled || !live, primary);
  const ended = p.status !== "playing";
  const verdictClass = { solved: " mw-solved", failed: " mw-failed", shown: " mw-shown" };
  const mark = { solved: "✓ ", failed: "✗ ", shown: "" }[p.status]
    ?? (p.verdict ? "✗ " : "");
  const set = p.total > 1 ? h("div", { class: "mw-puzzle-set" },
    `Puzzle ${p.index + 1} of ${p.total}${p.set ? ` · ${p.set}` : ""} · ${p.score}`,
    h("span", { class: "mw-puzzle-marks", "aria-hidden": "true" },
      p.results.map((r, i) => h("span", { class: i === p.index ? "mw-here" : "" },
        PUZZLE_MARKS[r] ?? "·")))) : null;
  return h("div", { class: `mw-puzzle${verdictClass[p.status] ?? ""}`, role: "region",
    "aria-label": "Puzzle" },
    set,
    h("div", { class: "mw-puzzle-title" }, p.title),
    p.text ? h("p", { class: "mw-puzzle-goal" }, p.text) : null,
    p.verdict ? h("div", { class: "mw-puzzle-verdict", role: "status" }, mark + p.verdict)
      : null,
    p.hint ? h("p", { class: "mw-puzzle-hint" }, h("strong", {}, "Hint: "), p.hint) : null,
    p.solution.length ? h("ol", { class: "mw-puzzle-solution", "aria-label": "Solution" },
      p.solution.map((a) => h("li", {}, a))) : null,
    h("div", { class: "mw-lesson-controls", role: "group", "aria-label": "Puzzle" },
      button("Check", "Check my answer", "check", ended, !ended),
      button("Retry", "Retry the puzzle", "retry", state.history.length === 0 && !ended),
      p.has_hint ? button("Hint", "Show the hint", "hint", Boolean(p.hint)) : null,
      p.has_solution ? button("Show solution", "Show the solution", "solution",
        p.status === "shown") : null,
      p.total > 1 ? button("‹ Previous puzzle", "Previous puzzle", "previous", p.index === 0)
        : null,
      p.total > 1 ? button("Next puzzle ›", "Next puzzle", "next", p.index + 1 >= p.total,
        p.status === "solved" || p.status === "shown") : null));
}
