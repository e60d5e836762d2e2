// The table around every game's board: the lesson panel, the board with its action bar (the
// status line, the hot-seat screen, the pending decision and its buttons, the error line,
// the hint, the last result and what changed since the seat's last move), the history
// controls and the event log. Each game supplies drawBoard(state, ui, act), marking its
// decision parts with actionsOf(...).
import morphdom from "morphdom";
import { count, possessive } from "./words.js";
import { HANDLERS, cap, delegate, h, pressable } from "./dom.js";
import { sinceLast } from "./legal.js";
import { POSITIONAL, SPECTATOR, TRAITS, expandLegal } from "./protocol.js";
import { editorClick, editorPanel } from "./editor.js";
import { reviewPanel } from "./review.js";

/** The message for an intent, stamped with the position it was made on. */
export function intent(msg, state) {
  return Object.keys(msg).some((k) => POSITIONAL.includes(k))
    ? { ...msg, at: state.history.length } : msg;
}

/** Read every synced trait into one plain object (the legal actions flat, one per action). */
export function readState(model) {
  const state = {};
  for (const name of TRAITS) state[name] = model.get(name);
  state.legal = expandLegal(state.legal, state.place_names, state.words);
  return state;
}

/** Whose side of the table this widget takes: the viewer, else the seat acting now. */
export function me(state) {
  const { view, acting } = state;
  if (view.seat !== null && view.seat !== undefined) return view.seat;
  if (acting !== null && acting !== undefined) return acting;
  return null;
}

/** "Position 3 of 12" or "Latest position (12 actions)". */
export function historyLabel(cursor, total) {
  if (cursor === total) return `Latest position (${count(total, "action")})`;
  return `Position after action ${cursor} of ${total}`;
}

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

function historyControls(state, send) {
  const total = state.history.length;
  const at = state.cursor;
  const button = (label, aria, target, disabled) => h("button", {
    class: "mw-btn", "aria-label": aria, disabled: disabled || undefined,
    onclick: () => send({ seek: target }),
  }, label);
  const items = state.history.map((entry, i) => h("option", {
    value: String(i + 1), selected: i + 1 === at || undefined,
  }, `${i + 1}. ${state.seat_names[entry.seat] ?? ""} ${entry.name}`));
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
function lessonPanel(state, send) {
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

/** The class of an event's line: mw-ev-<kind>. */
function eventClass(event) {
  return `mw-ev-${event.kind.replace(/\W/g, "-")}`;
}

/** The turns played since `seat`'s last action: [{ seat, ats (the actions' numbers),
 * events }], a turn being the actions one seat took in a row. */
export function turnsSince(state, seat) {
  const from = sinceLast(state.history, seat);
  const turns = [];
  state.history.slice(from).forEach((entry, k) => {
    const last = turns.at(-1);
    if (last && last.seat === entry.seat) last.ats.push(from + k + 1);
    else turns.push({ seat: entry.seat, ats: [from + k + 1] });
  });
  return turns.map((t) => ({ ...t, events: state.events.filter((e) => t.ats.includes(e.at)) }));
}

/** What happened since this seat's last action, one line per turn of the others ("Lion,
 * 2 actions: ..."), points scored included, until the seat acts again. Only for a seat's
 * own view; the last four turns (the log has the rest). */
function sincePanel(state) {
  const seat = state.view.seat;
  if (seat === null || seat === undefined || state.cursor < state.history.length) return null;
  const turns = turnsSince(state, seat).filter((t) => t.events.length);
  if (!turns.length) return null;
  const shown = turns.slice(-4);
  const names = state.seat_names;
  return h("div", { class: "mw-since", role: "status", "aria-label": "Since your last move" },
    h("strong", {}, "Since your last move"),
    h("ul", {}, shown.map((t) => h("li", { class: "mw-since-turn" },
      h("span", { class: "mw-since-who" }, `${cap(names[t.seat])}, ${count(t.ats.length, "action")}: `),
      t.events.map((e) => h("span", { class: eventClass(e) }, `${e.text} `))))),
    turns.length > shown.length
      ? h("span", { class: "mw-more" }, `and ${count(turns.length - shown.length, "earlier turn")} (see the log)`)
      : null);
}

/** Events that end something and get a result card: their card's heading. (A conflict's
 * card also shows both sides' strengths, from its event's `result`.) */
const RESULT_HEADS = { monument: "Monument built", elected: "Election won",
  void: "Void election", "game over": "Game over" };

/** The result of the last conflict, election, monument or game, from its event, until the
 * seat's next action (or, for the referee and spectators, until the next action). */
function resultCard(state) {
  const seat = state.view.seat;
  if (state.cursor < state.history.length) return null;
  const since = seat === null || seat === undefined ? state.history.length
    : sinceLast(state.history, seat);
  const last = [...state.events].reverse()
    .find((e) => (e.result || RESULT_HEADS[e.kind]) && e.at >= since);
  if (!last) return null;
  if (!last.result) {
    return h("div", { class: `mw-result-card ${eventClass(last)}`, role: "status",
      "aria-label": RESULT_HEADS[last.kind] },
    h("div", { class: "mw-result-head" }, h("strong", {}, RESULT_HEADS[last.kind])),
    h("div", { class: "mw-result-text" }, last.text));
  }
  const { winner, loser, strength: [att, dfn] } = last.result;
  const [attacker, defender] = att > dfn ? [winner, loser] : [loser, winner];
  const names = state.seat_names;
  const side = (who, n) => h(who === winner ? "strong" : "span", { class: "mw-result-side" },
    `${cap(names[who])} ${n}`);
  return h("div", { class: "mw-result-card", role: "status", "aria-label": "Conflict result" },
    h("div", { class: "mw-result-head" }, side(attacker, att), " – ", side(defender, dfn),
      `: ${cap(names[winner])} wins${att === dfn ? " (a tie goes to the defender)" : ""}`),
    h("div", { class: "mw-result-text" }, last.text));
}

/** The end of every game (the synced `result`, mesowidgets/results.py): the title, the
 * ranking with each seat's points as the rules count them and the tie-break, the winner
 * marked, and Rematch (same seats and bots, a new deal), New game (a new deal, everyone one
 * seat round) and Review (the game's review asked for, review.js, and the history from its
 * start, stepped with the history bar or the review's graph; the result screen comes back
 * at the latest position). */
export function resultScreen(state, send) {
  const r = state.result;
  if (!r || !r.rows) return null;
  const live = state.cursor === state.history.length;
  if (!live) {
    return h("div", { class: "mw-review", role: "region", "aria-label": "Review" },
      h("span", {}, "Reviewing the game: step through it with the history buttons."),
      h("button", { class: "mw-btn mw-primary", "data-key": "end result",
        "aria-label": "Back to the result", onclick: () => send({ seek: state.history.length }) },
      "Back to the result"));
  }
  const plays = state.seat !== SPECTATOR;
  const button = (label, aria, msg, primary, title) => h("button", {
    class: `mw-btn${primary ? " mw-primary" : ""}`, "data-key": `end ${label}`,
    "aria-label": aria, title, onclick: () => send(msg) }, label);
  return h("div", { class: "mw-result-screen", role: "region", "aria-label": "Result" },
    h("div", { class: "mw-result-title" }, r.title),
    h("div", { class: "mw-result-reason" }, `Decided by ${r.reason}.`),
    h("ol", { class: "mw-result-rows", "aria-label": "Ranking" },
      r.rows.map((row) => h("li", {
        class: `mw-result-row mw-seat-${row.seat}${row.winner ? " mw-winner" : ""}`,
        "aria-label": `${row.name}: place ${row.place}, ${row.points} (${r.counts}), ${row.tiebreak}`,
      },
      h("span", { class: "mw-result-place" }, row.winner ? "★" : String(row.place)),
      h("span", { class: "mw-result-who" },
        h("strong", {}, row.name),
        row.detail ? h("span", { class: "mw-result-detail" }, row.detail) : null),
      h("span", { class: "mw-result-points", title: r.counts }, String(row.points)),
      h("span", { class: "mw-result-tiebreak", title: "the tie-break" }, row.tiebreak)))),
    h("div", { class: "mw-result-counts" }, `Points: ${r.counts}; then the tie-break.`),
    h("div", { class: "mw-result-buttons", role: "group", "aria-label": "After the game" },
      plays ? button("Rematch", "Rematch", { rematch: true }, true,
        "The same seats and bots, a new secret deal") : null,
      plays ? button("New game", "New game", { newgame: true }, false,
        "The same options, a new secret deal, everyone one seat round") : null,
      h("button", { class: "mw-btn", "data-key": "end Review", "aria-label": "Review the game",
        title: "Each decision's win chance and the better moves, from the game's start",
        onclick: () => { send({ review: true }); send({ seek: 0 }); } }, "Review")));
}

/** The last events, oldest first as the history reads, each numbered by the action it
 * followed (the history's numbers; 0: before the first action). */
function logPanel(state) {
  const entries = state.events.slice(-12);
  const lines = [];
  let turn = null;                   // grouped by turn: a heading where the acting seat changes
  for (const e of entries) {
    const seat = state.history[e.at - 1]?.seat;
    if (seat !== undefined && seat !== turn) {
      lines.push(h("li", { class: "mw-log-turn" }, `${possessive(cap(state.seat_names[seat] ?? "?"))} turn`));
    }
    turn = seat ?? turn;
    lines.push(h("li", { class: eventClass(e), "data-at": String(e.at) },
      h("span", { class: "mw-log-at" }, `${e.at}.`), ` ${e.text}`));
  }
  return h("ol", { class: "mw-log", "aria-label": "Events" }, lines);
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

/** Text fields whose value is the reader's while they type in them. */
const TYPING = new Set(["INPUT", "TEXTAREA"]);

/** Move the handlers of a new drawing's subtree onto the equal subtree on the page. */
function takeHandlers(from, to) {
  from[HANDLERS] = to[HANDLERS];
  for (let a = from.firstElementChild, b = to.firstElementChild; a && b;
    a = a.nextElementSibling, b = b.nextElementSibling) takeHandlers(a, b);
}

/** morphdom's question for each element it keeps: an element equal to its new drawing
 * stays as it is (and takes the new handlers); a text field being typed in keeps what the
 * reader typed; any other is updated. */
function update(from, to) {
  if (from.isEqualNode(to)) {
    takeHandlers(from, to);
    return false;
  }
  from[HANDLERS] = to[HANDLERS];
  return !(TYPING.has(from.tagName) && from === from.ownerDocument.activeElement);
}

/** The height a game's scalable board (the element marked mw-fit) may take so that the
 * whole table stays in one window of the notebook: its visible height, less what else must
 * be in view with the board (the panels above the table, the rest of the board's field,
 * the action bar when it stands above the board, and the history bar under the table).
 * Sets --mw-room (the board's height), --mw-bar-room (the action bar's, beside the board)
 * and --mw-scale (the board's drawing scale, so its labels keep a readable size) on the
 * root; changes smaller than a pixel are left alone, so a redraw cannot loop. */
export function fitBoard(root) {
  const board = root.querySelector(".mw-fit");
  const table = root.querySelector(".mw-table");
  const history = root.querySelector(".mw-history");
  if (!table || !history || !root.isConnected) return;
  const scroller = root.closest(".jp-WindowedPanel-outer");
  const visible = scroller ? scroller.clientHeight : root.ownerDocument.defaultView.innerHeight;
  const box = (n) => n.getBoundingClientRect();
  const [r, t, hi, field, bar] = [root, table, history, root.querySelector(".mw-field"),
    root.querySelector(".mw-bar")].map(box);
  const b = board ? box(board) : { height: 0, width: 0 };
  if (!visible || !t.width) return;
  const avail = visible - (t.top - r.top) - (hi.bottom - t.bottom) - 12;
  const fixed = field.height - b.height;         // the board's field without the board
  let room;
  let barRoom;
  if (bar.bottom <= field.top + 1) {             // the bar stands above the board
    barRoom = Math.max(120, Math.floor(avail - fixed - (board ? 240 : 0) - 8));
    room = Math.floor(avail - fixed - Math.min(bar.height, barRoom) - 8);
  } else {
    barRoom = Math.max(160, Math.floor(avail));
    room = Math.floor(avail - fixed);
  }
  const set = (name, value, unit) => {
    const old = parseFloat(root.style.getPropertyValue(name));
    if (!(Math.abs(old - value) < (unit ? 1 : 0.01))) root.style.setProperty(name, `${value}${unit}`);
  };
  set("--mw-room", Math.max(160, room), "px");
  set("--mw-bar-room", barRoom, "px");
  const ctm = board?.getScreenCTM?.();
  if (ctm) set("--mw-scale", Math.round(ctm.a * 100) / 100, "");
}

/**
 * Mount a game: draw everything from the synced state, redraw on every change.
 * drawBoard(state, ui, act) returns the board element; `ui` is the renderer's own local
 * state (a selection, say) that survives redraws; act(name) sends the legal action of that
 * name (its notation, as Python listed it).
 * `style`: CSS custom properties for the root (a game's palette).
 *
 * Each redraw builds the whole table anew, then morphdom makes the page equal to it in
 * place: only what changed is touched, so the browser restyles and lays out a few nodes,
 * not the thousand of a Tigris board (benchmarks/browser_latency.py, local redraw), and
 * focus and scroll positions stay where they were.
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
  const send = (msg) => model.send(intent(msg, readState(model)));
  const act = (name) => { ui.selected = null; send({ act: name }); };
  const undelegate = delegate(root);
  // The board editor (its field drawn with mw-editing) takes a click on the board before
  // the board's own handlers do.
  const editorClicks = (e) => {
    if (e.target.closest?.(".mw-field.mw-editing")) editorClick(e, ui, send);
  };
  root.addEventListener("click", editorClicks, true);
  let pending = false;

  function render() {
    pending = false;
    const state = readState(model);
    if (!state.view || !state.view.game) return;
    const drawn = drawBoard(state, ui, act, render);
    const actions = drawn.querySelector?.(":scope > .mw-actions");
    actions?.remove();                 // the game's decision parts go to the action bar
    const editing = Boolean(state.editing?.palette);
    const bar = h("div", { class: "mw-bar", role: "region", "aria-label": "Action bar" },
      h("div", { class: "mw-status", role: "status" },
        editing ? "Board editor: put pieces down, write the other lines." : statusText(state)),
      editing ? editorPanel(state, ui, send, render) : null,
      resultScreen(state, send),
      reviewPanel(state, send),
      state.screen ? screenPanel(state, send) : null,
      requestPanel(state, send),
      actions,
      absentPanel(state),
      state.error ? h("div", { class: "mw-error", role: "alert" }, state.error) : null,
      hintPanel(state, send),
      state.result?.rows ? null : resultCard(state),
      sincePanel(state),
      state.notice ? h("div", { class: "mw-notice", role: "status" }, state.notice) : null);
    const field = h("div", { class: `mw-field${editing ? " mw-editing" : ""}` }, drawn);
    const next = root.cloneNode(false);
    next.append(...[
      lessonPanel(state, send),
      puzzlePanel(state, send),
      h("div", { class: "mw-table" }, field, bar),
      historyControls(state, send),
      logPanel(state)].filter(Boolean));
    const log = root.querySelector(".mw-log");
    const atEnd = !log || log.scrollTop + log.clientHeight >= log.scrollHeight - 2;
    const active = root.ownerDocument.activeElement;
    const focused = active && root.contains(active) ? active.getAttribute("data-key") : null;
    morphdom(root, next, { childrenOnly: true, onBeforeElUpdated: update });
    if (focused && !root.contains(root.ownerDocument.activeElement)) {  // its element went
      [...root.querySelectorAll("[data-key]")]
        .find((node) => node.getAttribute("data-key") === focused)?.focus();
    }
    const after = root.querySelector(".mw-log");
    if (after && atEnd) after.scrollTop = after.scrollHeight;   // follow the newest event
    ui.draws += 1;
    root.setAttribute("data-drawn", String(ui.draws));
    fitBoard(root);
  }
  const schedule = () => {
    if (!pending) { pending = true; queueMicrotask(render); }
  };
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  render();
  const win = root.ownerDocument.defaultView;
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

export { pressable };
