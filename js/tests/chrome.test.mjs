import assert from "node:assert/strict";
import { test } from "node:test";

import { fakeModel, installDom } from "./dom-env.mjs";
import { choicePanel } from "../lib/bar.js";
import { historyLabel } from "../lib/history.js";
import { intent } from "../lib/state.js";
import { mountGame } from "../lib/mount.js";
import { delegate, h } from "../lib/dom.js";
import { expandLegal, parts } from "../lib/protocol.js";

installDom();

test("a choice panel sends the name of the pressed choice", () => {
  const sent = [];
  const panel = choicePanel("Commit supporters", [
    { name: "commit 0", label: "0" }, { name: "commit 2", label: "2", hint: "two red tiles" },
  ], (n) => sent.push(n));
  delegate(panel);                         // as a widget's root runs its handlers
  assert.equal(panel.getAttribute("role"), "group");
  assert.equal(panel.getAttribute("aria-label"), "Commit supporters");
  const buttons = panel.querySelectorAll("button");
  assert.equal(buttons.length, 2);
  assert.equal(buttons[1].getAttribute("aria-label"), "2: two red tiles");
  buttons[1].dispatchEvent(new globalThis.window.Event("click", { bubbles: true }));
  assert.deepEqual(sent, ["commit 2"]);
});

test("no choices, no panel", () => {
  assert.equal(choicePanel("Anything", [], () => {}), null);
});

test("history labels", () => {
  assert.equal(historyLabel(3, 3), "Latest position (3 actions)");
  assert.equal(historyLabel(1, 1), "Latest position (1 action)");
  assert.equal(historyLabel(1, 3), "Position after action 1 of 3");
});

test("intents that change the game carry the position they were made on", () => {
  const state = { history: [{ seat: 0, name: "a" }, { seat: 1, name: "b" }] };
  assert.deepEqual(intent({ act: "red F7" }, state), { act: "red F7", at: 2 });
  assert.deepEqual(intent({ undo: true }, state), { undo: true, at: 2 });
  assert.deepEqual(intent({ takeback: false }, state), { takeback: false, at: 2 });
  assert.deepEqual(intent({ seek: 1 }, state), { seek: 1 });
});

test("grouped legal actions expand to one described action per place", () => {
  const wire = [{ kind: "tile", piece: "R", name: "red {place}", each: { place: ["F7", "G4"] } },
    { kind: "pass", name: "pass" }];
  assert.deepEqual(expandLegal(wire), [
    { kind: "tile", piece: "R", place: "F7", name: "red F7" },
    { kind: "tile", piece: "R", place: "G4", name: "red G4" }, { kind: "pass", name: "pass" }]);
  assert.deepEqual(expandLegal(undefined), []);
});

test("an entry with two fields in each expands to each piece on each place", () => {
  const wire = [{ kind: "place", name: "{piece} {place}",
    each: { piece: ["S3", "M9"], place: ["beige temple", "brown citadel"] } }];
  assert.deepEqual(expandLegal(wire), [
    { kind: "place", piece: "S3", place: "beige temple", name: "S3 beige temple" },
    { kind: "place", piece: "S3", place: "brown citadel", name: "S3 brown citadel" },
    { kind: "place", piece: "M9", place: "beige temple", name: "M9 beige temple" },
    { kind: "place", piece: "M9", place: "brown citadel", name: "M9 brown citadel" }]);
});

test("a piece's word in the name, and places as a mask over the place names", () => {
  const wire = [{ kind: "tile", name: "{piece} {place}", each: { piece: ["K", "R"], place: "j" },
    words: { piece: { K: "black", R: "red" } } }];
  const names = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1"];
  assert.deepEqual(expandLegal(wire, names).map((a) => [a.piece, a.place, a.name]), [
    ["K", "A1", "black A1"], ["K", "B1", "black B1"], ["K", "F1", "black F1"],
    ["R", "A1", "red A1"], ["R", "B1", "red B1"], ["R", "F1", "red F1"]]);
  const { words, ...rest } = wire[0];
  const vocabulary = { tile: words };     // the seat's words trait
  assert.deepEqual(expandLegal([rest], names, vocabulary), expandLegal(wire, names));
  assert.deepEqual(expandLegal([{ ...rest, words: {} }], names, vocabulary)[0].name, "K A1");
});

test("an entry with subsets expands to every choice of pieces from the collection", () => {
  assert.deepEqual(parts(["K", "R", "R"]), [["R"], ["R", "R"], ["K"], ["K", "R"],
    ["K", "R", "R"]]);
  const wire = [{ kind: "swap", name: "swap {pieces}", subsets: { pieces: ["K", "R", "R"] },
    words: { pieces: { K: "black", R: "red" } } }];
  assert.deepEqual(expandLegal(wire).map((a) => a.name), ["swap red", "swap red red",
    "swap black", "swap black red", "swap black red red"]);
  assert.deepEqual(expandLegal(wire)[3], { kind: "swap", pieces: ["K", "R"],
    name: "swap black red" });
});

test("the hint button asks for a hint; the hint is shown in words", async () => {
  const traits = { view: { game: "x", to_move: 0, over: false }, legal: [], history: [],
    cursor: 0, events: [], error: "", notice: "", request: {}, screen: false, acting: 0,
    lesson: {}, options: { undo: false, bots: [1], hints: true }, seat: 0,
    seat_names: ["beige", "brown"], thinking: null, suggestion: {} };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard: () => document.createElement("div"), name: "x" });
  el.querySelector("[data-key='hint']").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ hint: true, at: 0 }]);
  model.set("suggestion", { name: "S1 beige citadel", text: "About 60%." });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(el.querySelector(".mw-suggestion").textContent, "Hint: S1 beige citadel. About 60%.");
});

test("a redraw keeps the page's elements and gives them the new drawing's handlers", async () => {
  const traits = { view: { game: "x", to_move: 0, over: false, n: 1 }, legal: [], history: [],
    cursor: 0, events: [], error: "", notice: "", request: {}, screen: false, acting: 0,
    lesson: {}, options: { undo: false, bots: [], hints: false }, seat: 0,
    seat_names: ["beige", "brown"], thinking: null, suggestion: {} };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  const pressed = [];
  const drawBoard = (state) => h("div", {},
    h("button", { class: "go", onclick: (e, element) => pressed.push([state.view.n, element]) },
      "Go"),
    h("span", { class: "n" }, String(state.view.n)));
  mountGame({ model, el, drawBoard, name: "x" });
  const button = el.querySelector(".go");
  model.set("view", { ...traits.view, n: 2 });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(el.querySelector(".n").textContent, "2");
  assert.equal(el.querySelector(".go"), button, "the element on the page stays");
  button.dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.equal(pressed.length, 1, "one handler ran");
  assert.equal(pressed[0][0], 2, "its handler is the new drawing's");
  assert.equal(pressed[0][1], button, "and it is given the element on the page");
});

test("the status names the question a seat answers out of its turn", async () => {
  const { statusText } = await import("../lib/bar.js");
  const state = { view: { to_move: 1, over: false, decision: { kind: "bank", seat: 1,
    ask: "bank a red card or decline" } }, acting: 1, screen: false,
  seat_names: ["archer", "lion"], cursor: 0, history: [] };
  assert.equal(statusText(state), "Lion: bank a red card or decline.");
  assert.equal(statusText({ ...state, view: { ...state.view, decision: null } }), "Lion, your turn.");
});

test("the places since a seat's last action are what the others did meanwhile", async () => {
  const { placesSince } = await import("../lib/legal.js");
  const history = [{ seat: 0, name: "red F7", place: "F7" }, { seat: 1, name: "king G5", place: "G5" },
    { seat: 1, name: "swap 2" }, { seat: 0, name: "blue E1", place: "E1" },
    { seat: 1, name: "red H5", place: "H5" }, { seat: 1, name: "pass" }];
  const state = { history, cursor: 6 };
  assert.deepEqual([...placesSince(state, 0)], ["H5"]);
  assert.deepEqual([...placesSince(state, 1)], []);
  assert.deepEqual([...placesSince({ history, cursor: 3 }, 0)], ["G5"]);
  assert.deepEqual([...placesSince({ history, cursor: 5 }, null)], ["H5"], "the referee: the last");
  assert.deepEqual([...placesSince({ history: [], cursor: 0 }, 0)], []);
});

test("the log reads oldest first, numbered like the history", () => {
  const traits = { view: { game: "x", to_move: 0, over: false }, legal: [], history: [],
    cursor: 0, events: [{ kind: "deal", text: "The tiles are dealt.", at: 0 },
      { kind: "tile", text: "Archer places a red tile.", at: 1 },
      { kind: "point", text: "Archer scores 1 red point.", at: 1 }],
    error: "", notice: "", request: {}, screen: false, acting: null, lesson: {},
    options: { undo: false, bots: [] }, seat: 0, seat_names: ["archer", "lion"] };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"), name: "x" });
  assert.deepEqual([...el.querySelectorAll(".mw-log li")].map((li) => li.textContent), [
    "0. The tiles are dealt.", "1. Archer places a red tile.", "1. Archer scores 1 red point."]);
});

test("a seat reads what the others did since its last move, points included", () => {
  const traits = { view: { game: "x", seat: 0, to_move: 0, over: false }, legal: [],
    history: [{ seat: 0, name: "red F7", place: "F7" }, { seat: 1, name: "red G7", place: "G7" }],
    cursor: 2, events: [{ kind: "tile", text: "Archer places a red tile on F7.", at: 1 },
      { kind: "tile", text: "Lion places a red tile on G7.", at: 2 },
      { kind: "point", text: "Lion scores 1 red point.", at: 2 }],
    error: "", notice: "", request: {}, screen: false, acting: 0, lesson: {},
    options: { undo: false, bots: [] }, seat: 0, seat_names: ["archer", "lion"] };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"), name: "x" });
  assert.deepEqual([...el.querySelectorAll(".mw-since li")].map((li) => li.textContent.trim()),
    ["Lion, 1 action: Lion places a red tile on G7. Lion scores 1 red point."]);
  assert.ok(el.querySelector(".mw-since .mw-ev-point"), "the point stands out");
  const referee = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, view: { ...traits.view, seat: null } }), el: referee,
    drawBoard: () => document.createElement("div"), name: "x" });
  assert.equal(referee.querySelector(".mw-since"), null, "a seat's own view only");
});

test("a conflict's result card shows both strengths until the seat acts again", () => {
  const traits = { view: { game: "x", seat: 1, to_move: 1, over: false }, legal: [],
    history: [{ seat: 0, name: "commit 2" }, { seat: 1, name: "commit 3" }], cursor: 2,
    events: [{ kind: "conflict", text: "Lion wins the war 5 to 4.", at: 2,
      result: { winner: 1, loser: 0, strength: [4, 5] } }],
    error: "", notice: "", request: {}, screen: false, acting: 1, lesson: {},
    options: { undo: false, bots: [] }, seat: 1, seat_names: ["archer", "lion"] };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"), name: "x" });
  assert.equal(el.querySelector(".mw-result-head").textContent, "Archer 4 – Lion 5: Lion wins");
  const later = { ...traits, history: [...traits.history, { seat: 1, name: "pass" }], cursor: 3 };
  const el2 = document.createElement("div");
  mountGame({ model: fakeModel(later), el: el2, drawBoard: () => document.createElement("div"), name: "x" });
  assert.equal(el2.querySelector(".mw-result-card"), null, "gone after the seat's next action");
});

test("a monument, an election and the end of the game get a result card too", () => {
  const base = { view: { game: "x", seat: 0, to_move: 0, over: false }, legal: [],
    history: [{ seat: 0, name: "red F7" }, { seat: 1, name: "monument RB F7" }], cursor: 2,
    error: "", notice: "", request: {}, screen: false, acting: 0, lesson: {},
    options: { undo: false, bots: [] }, seat: 0, seat_names: ["archer", "lion"] };
  const card = (events) => {
    const el = document.createElement("div");
    mountGame({ model: fakeModel({ ...base, events }), el, drawBoard: () => document.createElement("div"), name: "x" });
    return el.querySelector(".mw-bar .mw-result-card");
  };
  const monument = card([{ kind: "monument", text: "Lion builds the red-blue monument.", at: 2 }]);
  assert.equal(monument.getAttribute("aria-label"), "Monument built");
  assert.match(monument.textContent, /Monument built.*red-blue/);
  assert.match(card([{ kind: "elected", text: "Brown wins election 3.", at: 2 }]).textContent,
    /Election won/);
  assert.equal(card([{ kind: "monument", text: "Archer builds one.", at: 0 }]), null,
    "an older one (before the seat's last action) is gone");
});

test("counted words are plural when the count is not 1", async () => {
  const { count } = await import("../lib/words.js");
  assert.equal(count(1, "card"), "1 card");
  assert.equal(count(0, "card"), "0 cards");
  assert.equal(count(2, "red point"), "2 red points");
  assert.equal(count(3, "catastrophe"), "3 catastrophes");
});

test("the turns since a seat's last move: one per seat's run of actions", async () => {
  const { turnsSince } = await import("../lib/events.js");
  const state = { history: [{ seat: 0, name: "a" }, { seat: 1, name: "b" }, { seat: 1, name: "c" },
    { seat: 2, name: "d" }], events: [{ kind: "x", text: "B.", at: 2 }, { kind: "x", text: "C.", at: 3 },
    { kind: "x", text: "D.", at: 4 }, { kind: "x", text: "A.", at: 1 }] };
  assert.deepEqual(turnsSince(state, 0).map((t) => [t.seat, t.ats, t.events.map((e) => e.text)]),
    [[1, [2, 3], ["B.", "C."]], [2, [4], ["D."]]]);
  assert.deepEqual(turnsSince(state, 2), []);
});

test("the log is grouped by turn: a heading where the acting seat changes", async () => {
  const { possessive } = await import("../lib/words.js");
  assert.equal(possessive("Hittites"), "Hittites'");
  const traits = { view: { game: "x", to_move: 0, over: false }, legal: [],
    history: [{ seat: 0, name: "a" }, { seat: 0, name: "b" }, { seat: 1, name: "c" }], cursor: 3,
    events: [{ kind: "deal", text: "Dealt.", at: 0 }, { kind: "x", text: "A.", at: 1 },
      { kind: "x", text: "B.", at: 2 }, { kind: "x", text: "C.", at: 3 }],
    error: "", notice: "", request: {}, screen: false, acting: null, lesson: {},
    options: { undo: false, bots: [] }, seat: null, seat_names: ["archer", "lion"] };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"), name: "x" });
  assert.deepEqual([...el.querySelectorAll(".mw-log li")].map((li) => li.textContent), [
    "0. Dealt.", "Archer's turn", "1. A.", "2. B.", "Lion's turn", "3. C."]);
});

test("the lesson panel steps back and forth, restarts, and lets the student try", () => {
  const traits = { view: { game: "x", to_move: 0, over: false }, legal: [],
    history: [{ seat: 0, name: "a" }], cursor: 1, events: [], error: "", notice: "", request: {},
    screen: false, acting: null, seat: null, seat_names: ["beige", "brown"],
    options: { undo: false, bots: [] },
    lesson: { step: 1, steps: 3, text: "Beige plays.", next: "b", exploring: false } };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard: () => document.createElement("div"), name: "x" });
  for (const name of ["Previous step", "Next step", "Restart the lesson", "Try it yourself"]) {
    el.querySelector(`[aria-label='${name}']`).dispatchEvent(new window.Event("click", { bubbles: true }));
  }
  assert.deepEqual(model.sent, [{ previous: true, at: 1 }, { next: true, at: 1 },
    { restart: true, at: 1 }, { explore: true, at: 1 }]);
  const free = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, lesson: { ...traits.lesson, exploring: true } }),
    el: free, drawBoard: () => document.createElement("div"), name: "x" });
  assert.match(free.querySelector(".mw-lesson").textContent, /trying it yourself/);
  assert.ok(free.querySelector("[aria-label='Back to the lesson']"));
  const start = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, lesson: { ...traits.lesson, step: 0 } }),
    el: start, drawBoard: () => document.createElement("div"), name: "x" });
  const previous = /** @type {HTMLButtonElement} */ (
    start.querySelector("[aria-label='Previous step']"));
  assert.ok(previous.disabled, "nothing before the start");
});

test("a lesson's words show as the HTML Python rendered from their Markdown", () => {
  const traits = { view: { game: "x", to_move: 0, over: false }, legal: [],
    history: [{ seat: 0, name: "a" }], cursor: 1, events: [], error: "", notice: "", request: {},
    screen: false, acting: 0, seat: 0, seat_names: ["beige", "brown"],
    options: { undo: false, bots: [] },
    lesson: { step: 1, steps: 3, text: "The **archer** wins.", html: "<p>The <strong>archer</strong> wins.</p>",
      ask: "Which *tile*?", ask_html: "Which <em>tile</em>?", found: true,
      note: "P2 beige citadel reaches it too.", next: null, exploring: false } };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"), name: "x" });
  const words = el.querySelector(".mw-lesson-text");
  assert.equal(words.querySelector("strong").textContent, "archer");
  assert.doesNotMatch(words.textContent, /\*\*/);
  assert.equal(el.querySelector(".mw-lesson-ask em").textContent, "tile");
  assert.match(el.querySelector(".mw-lesson-found").textContent, /reaches it too/);
});

test("the puzzle panel shows the goal and the verdict, and sends its buttons", () => {
  const puzzle = { title: "Win this war", set: "Tigris", text: "Drive the trader home.",
    index: 1, total: 3, status: "failed", verdict: "Not solved: the trader stands.",
    has_hint: true, hint: "", has_solution: true, solution: [],
    results: ["solved", "", ""], score: "1 puzzle of 3 solved" };
  const traits = { view: { game: "x", to_move: 1, over: false }, legal: [],
    history: [{ seat: 0, name: "a" }, { seat: 0, name: "b" }], cursor: 2, events: [],
    error: "", notice: "", request: {}, screen: false, acting: null, seat: 0,
    seat_names: ["archer", "lion"], options: { undo: true, bots: [1] }, lesson: {}, puzzle };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard: () => document.createElement("div"), name: "x" });
  const panel = el.querySelector(".mw-puzzle");
  assert.ok(panel.classList.contains("mw-failed"));
  assert.match(panel.textContent, /Puzzle 2 of 3 · Tigris · 1 puzzle of 3 solved/);
  assert.equal(panel.querySelector("[role='status']").textContent, "✗ Not solved: the trader stands.");
  const check = /** @type {HTMLButtonElement} */ (
    panel.querySelector("[aria-label='Check my answer']"));
  assert.ok(check.disabled, "the try is over");
  assert.equal(panel.querySelector(".mw-puzzle-hint"), null, "no hint before it is asked");
  assert.equal(panel.querySelector(".mw-puzzle-solution"), null);
  for (const name of ["Retry the puzzle", "Show the hint", "Show the solution",
    "Previous puzzle", "Next puzzle"]) {
    el.querySelector(`[aria-label='${name}']`).dispatchEvent(new window.Event("click", { bubbles: true }));
  }
  assert.deepEqual(model.sent.map((m) => m.puzzle), ["retry", "hint", "solution", "previous", "next"]);
  assert.ok(model.sent.every((m) => m.at === 2));
  const shown = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, puzzle: { ...puzzle, status: "shown",
    verdict: "The solution: home.", hint: "Count.", solution: ["green J5", "commit 2"] } }),
  el: shown, drawBoard: () => document.createElement("div"), name: "x" });
  assert.deepEqual([...shown.querySelectorAll(".mw-puzzle-solution li")].map((li) => li.textContent),
    ["green J5", "commit 2"]);
  assert.match(shown.querySelector(".mw-puzzle-hint").textContent, /Hint: Count\./);
});

test("the end of every game: a result screen with the ranking, Rematch, New game and Review", () => {
  const result = { title: ["rs.weakest wins", "Lion", 4], // a phrase, spoken
    reason: "the most points in one's weakest colour", counts: "points in the weakest colour",
    winner: 1, // the rows name no one: the seats' names are the seat_names trait
    rows: [[1, 1, 4, "then 4 · 5", "black 4"], [0, 2, 3, "then 5 · 6"]] };
  const traits = { view: { game: "x", seat: null, to_move: null, over: true }, legal: [],
    history: [{ seat: 0, name: "a" }, { seat: 1, name: "b" }], cursor: 2, events: [
      { kind: "game over", text: "Game over.", at: 2 }],
    error: "", notice: "", request: {}, screen: false, acting: null, lesson: {},
    options: { undo: false, bots: [] }, seat: "hotseat", seat_names: ["archer", "lion"], result };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard: () => document.createElement("div"), name: "x" });
  const screen = el.querySelector(".mw-bar [aria-label='Result']");
  assert.match(screen.textContent, /^Lion wins with 4 points in the weakest colour\./);
  assert.match(screen.querySelector(".mw-result-reason").textContent,
    /^Decided by the most points in one's weakest colour\.$/);
  assert.deepEqual([...screen.querySelectorAll(".mw-result-row")].map((r) => r.getAttribute("aria-label")),
    ["Lion: place 1, 4 (points in the weakest colour), then 4 · 5",
      "Archer: place 2, 3 (points in the weakest colour), then 5 · 6"]);
  assert.ok(screen.querySelector(".mw-winner .mw-result-place").textContent === "★");
  assert.deepEqual([...screen.querySelectorAll(".mw-result-who strong")].map((n) => n.textContent),
    ["Lion", "Archer"]);
  assert.equal(screen.querySelectorAll(".mw-winner").length, 1);
  assert.equal(el.querySelector(".mw-result-card"), null, "the result screen, not a card");
  for (const name of ["Rematch", "New game", "Review the game"]) {
    el.querySelector(`[aria-label='${name}']`).dispatchEvent(
      new globalThis.window.Event("click", { bubbles: true }));
  }
  assert.deepEqual(model.sent, [{ rematch: true, at: 2 }, { newgame: true, at: 2 },
    { review: true }, { seek: 0 }]);
  const back = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, cursor: 0 }), el: back,
    drawBoard: () => document.createElement("div"), name: "x" });
  assert.equal(back.querySelector("[aria-label='Result']"), null, "reviewing: the board shows");
  assert.ok(back.querySelector("[aria-label='Back to the result']"));
  const spectator = document.createElement("div");
  mountGame({ model: fakeModel({ ...traits, seat: "spectator" }), el: spectator,
    drawBoard: () => document.createElement("div"), name: "x" });
  assert.equal(spectator.querySelector("[aria-label='Rematch']"), null, "a spectator only watches");
});

test("the result screen speaks the phrases its rows travel as (results.py)", () => {
  const result = { title: "Lion wins with 4 points in the weakest colour.",
    reason: ["rs.tigris"], counts: ["rs.weakest"], winner: 1,
    rows: [[1, 1, 4, ["rs.then", 4, 5, 7], ["rs.colours", 4, 5, 7, 4, 1]],
      [0, 2, 3, "then 5 · 6"]] };
  const traits = { view: { game: "x", seat: null, to_move: null, over: true }, legal: [],
    history: [{ seat: 0, name: "a" }], cursor: 1, events: [], error: "", notice: "",
    request: {}, screen: false, acting: null, lesson: {}, options: { undo: false, bots: [] },
    seat: "hotseat", seat_names: ["archer", "lion"], result };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits), el, drawBoard: () => document.createElement("div"),
    name: "x" });
  const screen = el.querySelector(".mw-bar [aria-label='Result']");
  assert.equal(screen.querySelector(".mw-result-reason").textContent, "Decided by the most "
    + "points in one's weakest colour (treasures wild; ties go to the next weakest colour).");
  assert.deepEqual([...screen.querySelectorAll(".mw-result-row")].map((r) => r.getAttribute("aria-label")),
    ["Lion: place 1, 4 (points in the weakest colour), then 4 · 5 · 7",
      "Archer: place 2, 3 (points in the weakest colour), then 5 · 6"]);
  assert.equal(screen.querySelector(".mw-result-detail").textContent,
    "black 4 · red 5 · green 7 · blue 4 (1 treasure, wild)");
});
