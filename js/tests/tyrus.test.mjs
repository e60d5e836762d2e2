import assert from "node:assert/strict";
import { test } from "node:test";

import { described, installDom, fakeModel, tick } from "./dom-env.mjs";
import { untitled } from "./dom-env.mjs";
import { historyLabel } from "../lib/history.js";
import { mountGame } from "../lib/mount.js";
import { statusText } from "../lib/bar.js";
import { drawBoard, targets } from "../tyrus/board.js";
import { bottomSeat } from "../lib/sides.js";
import { delegate } from "../lib/dom.js";

installDom();

const VIEW = {
  game: "tyrus", seat: 0, players: ["beige", "brown"], first: 0, starter: 0, election: 1,
  elections: 9, card: "S", building: "citadel", placed: 2, to_move: 0, results: [],
  representatives: [0, 0], cards_left: { S: 2, M: 3, P: 3 },
  buildings: [
    { citadel: [["S7", 0], [null, 1]], market: [], temple: [] },
    { citadel: [[null, 1]], market: [], temple: [] },
  ],
  hands: [["S1", "S5", "P6"], null], hand_sizes: [3, 8], supply_sizes: [21, 21],
  discard: [[], []], last_count: null, over: false, result: null,
};
const LEGAL = described("tyrus", ["S1 beige citadel", "S1 brown temple", "S5 beige citadel",
  "P6 beige citadel"]);

function traits(extra = {}) {
  return {
    view: VIEW, legal: LEGAL, history: [{ seat: 0, name: "S7 beige citadel", place: "beige citadel" },
      { seat: 1, name: "? brown citadel", place: "brown citadel" }], cursor: 2, events: [], error: "", notice: "", request: {},
    screen: false, acting: 0, lesson: {}, options: { undo: true, bots: [1] }, seat: 0,
    seat_names: ["beige", "brown"], ...extra,
  };
}

test("the legal targets of a tile", () => {
  assert.deepEqual([...targets(LEGAL, "S1").entries()],
    [["beige citadel", "S1 beige citadel"], ["brown temple", "S1 brown temple"]]);
  assert.deepEqual([...targets(LEGAL, "M3")], []);
});

test("the viewer's own side is drawn at the bottom; the referee's board never turns", () => {
  assert.equal(bottomSeat({ view: { seat: 1 }, acting: null }), 1);
  assert.equal(bottomSeat({ view: { seat: null }, acting: 1 }), 0, "fixed for the referee");
  assert.equal(bottomSeat({ view: { seat: null }, acting: null }), 0);
  assert.equal(bottomSeat({ view: { seat: null } }, { turned: true }), 1, "turned by the reader");
  assert.equal(bottomSeat({ view: { seat: 0 } }, { turned: true }), 0, "a seat stays at the bottom");
});

test("the referee may turn the board; a seat's view has no such button", () => {
  const ui = { selected: null };
  let redrawn = 0;
  const referee = traits({ view: { ...traits().view, seat: null }, seat: null, acting: null });
  const sides = (board) => [...board.querySelectorAll(".mw-side")].map((n) => n.getAttribute("aria-label"));
  const board = drawBoard(referee, ui, () => {}, () => { redrawn += 1; });
  delegate(board);                         // as a widget's root runs its handlers
  assert.deepEqual(sides(board), ["brown's buildings", "beige's buildings"]);
  board.querySelector("[data-key='turn board']").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.equal(redrawn, 1);
  assert.deepEqual(sides(drawBoard(referee, ui, () => {}, () => {})),
    ["beige's buildings", "brown's buildings"]);
  assert.equal(drawBoard(traits(), { selected: null }, () => {}, () => {})
    .querySelector("[data-key='turn board']"), null);
});

test("status and history labels", () => {
  assert.equal(historyLabel(3, 3), "Latest position (3 actions)");
  assert.equal(historyLabel(1, 3), "Position after action 1 of 3");
  const state = traits();
  assert.equal(statusText(state), "Beige, your turn.");
  assert.equal(statusText({ ...state, acting: null }), "Waiting for beige.");
  assert.equal(statusText({ ...state, screen: true }), "Beige to play: pass the screen.");
  assert.match(statusText({ ...state, cursor: 1 }), /Looking back/);
  assert.equal(statusText({ ...state, acting: null, thinking: 1 }), "Brown is thinking…");
});

test("the board draws face-down tiles as backs with labels, never their values", () => {
  const board = drawBoard(traits(), { selected: null }, () => {}, () => {});
  const backs = board.querySelectorAll(".mw-tile.mw-back");
  assert.equal(backs.length, 2);
  for (const b of backs) assert.equal(b.getAttribute("aria-label"), "brown tile, face down");
  const citadel = board.querySelector("[aria-label^='beige citadel']");
  assert.match(citadel.getAttribute("aria-label"), /2 tiles, election here/);
  assert.equal(board.querySelector(".mw-hidden-hand").textContent, "Brown: 8 tiles in hand");
});

test("choosing a tile then a building sends the placement", async () => {
  const el = document.createElement("div");
  const model = fakeModel(traits());
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const tile = el.querySelector(".mw-hand-tile[aria-label^='S1,']");
  tile.dispatchEvent(new window.Event("click", { bubbles: true }));
  await tick();
  const targetsNow = [...el.querySelectorAll(".mw-building.mw-target")]
    .map((n) => n.getAttribute("aria-label").split(",")[0]);
  assert.deepEqual(targetsNow.sort(), ["beige citadel", "brown temple"]);
  el.querySelector("[aria-label^='brown market']").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [], "an illegal building sends nothing");
  el.querySelector("[aria-label^='brown temple']").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ act: "S1 brown temple", at: 2 }]);
});

test("keyboard: Enter chooses a tile and places it", async () => {
  const el = document.createElement("div");
  const model = fakeModel(traits());
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const enter = () => Object.assign(new window.Event("keydown", { bubbles: true }), { key: "Enter" });
  el.querySelector(".mw-hand-tile[aria-label^='P6,']").dispatchEvent(enter());
  await tick();
  el.querySelector("[aria-label^='beige citadel']").dispatchEvent(enter());
  assert.deepEqual(model.sent, [{ act: "P6 beige citadel", at: 2 }]);
});

test("history buttons send seek and take back sends undo; redraw on change", async () => {
  const el = document.createElement("div");
  const model = fakeModel(traits());
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const root = el.querySelector(".mw-root");
  assert.equal(root.getAttribute("data-lm-suppress-shortcuts"), "true");
  assert.doesNotMatch(root.textContent, /null|undefined/);
  el.querySelector("[aria-label='Previous position']").dispatchEvent(new window.Event("click", { bubbles: true }));
  el.querySelector("[aria-label='Take back']").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ seek: 1 }, { undo: true, at: 2 }]);
  const drawn = root.getAttribute("data-drawn");
  model.set("error", "It is brown's turn (rule: turn order)");
  await tick();
  assert.notEqual(root.getAttribute("data-drawn"), drawn);
  assert.equal(el.querySelector("[role=alert]").textContent, "It is brown's turn (rule: turn order)");
});

test("Take back is disabled with Python's reason in its tooltip when the table refuses it", () => {
  const el = document.createElement("div");
  const why = "A take-back never undoes a draw or a reveal: action 2 showed hidden pieces.";
  const model = fakeModel(traits({ options: { undo: true, bots: [1], takeback: why } }));
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const button = /** @type {HTMLButtonElement} */ (el.querySelector("[aria-label='Take back']"));
  assert.ok(button.disabled);
  assert.equal(button.getAttribute("title"), why);
});

test("Take back follows the table's answer as it changes (the history bar drawn again)", async () => {
  const el = document.createElement("div");
  const why = "A take-back never undoes a draw or a reveal: action 2 showed hidden pieces.";
  const model = fakeModel(traits({ options: { undo: true, bots: [1], takeback: "" } }));
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const takeBack = () => /** @type {HTMLButtonElement} */ (
    el.querySelector("[aria-label='Take back']"));
  assert.ok(!takeBack().disabled);
  model.set("options", { undo: true, bots: [1], takeback: why });
  await tick();
  const button = takeBack();
  assert.ok(button.disabled);
  assert.equal(button.getAttribute("title"), why);
});

test("the hot-seat screen hides the hand and offers to reveal it", async () => {
  const el = document.createElement("div");
  const hidden = { ...VIEW, seat: null, hands: [null, null] };
  const model = fakeModel(traits({ view: hidden, screen: true, acting: null, legal: [] }));
  mountGame({ model, el, drawBoard, name: "tyrus" });
  assert.equal(el.querySelectorAll(".mw-hand-tile").length, 0);
  el.querySelector("[aria-label=\"Show beige's hand\"]").dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ reveal: true }]);
});

test("the count panel shows each side's arithmetic", () => {
  // As the synced view sends it: [election, corporation, winner, [[seat, votes,
  // counters, guards], ...]] (mesowidgets/protocol.py's AS_VALUES).
  const count = [1, "S", 1, [[0, ["S7", "S5"], ["M8"], ["P6"]], [1, ["S10", "S8"], ["M7"], []]]];
  // The count's lines are its "count" events (the synced view leaves them out): the last
  // two shown, not an earlier count's nor one past the cursor.
  const line = (text, at) => ({ kind: "count", text, at });
  const events = [line("Beige: an earlier count.", 1), line("Brown: an earlier count.", 1),
    line("Beige: 7 + 5 = 12 soldiers ... 10 votes.", 2),
    line("Brown: 10 + 8 = 18 ... 11 votes.", 2), line("Beige: a later count.", 3)];
  const board = drawBoard(traits({ view: { ...VIEW, last_count: count }, events }),
    { selected: null }, () => {}, () => {});
  const panel = board.querySelector(".mw-count");
  assert.deepEqual([...panel.querySelectorAll(".mw-count-text")].map((n) => n.textContent),
    ["Beige: 7 + 5 = 12 soldiers ... 10 votes.", "Brown: 10 + 8 = 18 ... 11 votes."]);
  assert.match(panel.textContent, /Count of election 1: general/);
  assert.match(panel.textContent, /Brown is elected general/);
  assert.equal(panel.querySelectorAll(".mw-tile").length, 7);
});

test("every button and piece explains itself in a tooltip", () => {
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits()), el, drawBoard, name: "tyrus" });
  assert.deepEqual(untitled(el), []);
});

test("a lesson step that asks shows the question, hides the answer and marks the buildings", () => {
  const model = fakeModel(traits({ lesson: { step: 1, steps: 3, text: "Beige plays.",
    next: null, ask: "Which card keeps the citadel?", found: false,
    marks: ["brown citadel"], exploring: false } }));
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard, name: "tyrus" });
  assert.match(el.querySelector(".mw-lesson-ask").textContent,
    /Your move: Which card keeps the citadel\? Play it on the board\./);
  assert.equal(el.querySelector("[aria-label='Next step']").textContent, "Show me");
  assert.deepEqual([...el.querySelectorAll(".mw-building.mw-marked")]
    .map((b) => b.getAttribute("data-key")), ["b brown citadel"]);
  const found = document.createElement("div");
  mountGame({ model: fakeModel(traits({ lesson: { step: 2, steps: 3, text: "Right.",
    next: "S5 beige citadel", ask: "", found: true, marks: [], exploring: false } })),
  el: found, drawBoard, name: "tyrus" });
  assert.equal(found.querySelector(".mw-lesson-found").textContent, "✓ You found it.");
  assert.equal(found.querySelector(".mw-building.mw-marked"), null);
});

test("the board editor: a tile chosen, a building clicked, an edit sent; the eraser", () => {
  const editing = { palette: [{ piece: "beige S1", label: "S1", group: "beige's hand" }],
    diagram: "Tyrus\n", lines: ["placed: 2"], lesson: "L", puzzle: "P" };
  const el = document.createElement("div");
  const model = fakeModel(traits({ editing, acting: null, legal: [] }));
  mountGame({ model, el, drawBoard, name: "tyrus" });
  const bubble = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
  bubble(el.querySelector("[data-key='ed beige S1']"));
  bubble(el.querySelector("[data-place='brown temple'] .mw-building-name"));
  bubble(el.querySelector("[aria-label='Take off']"));
  bubble(el.querySelector("[data-place='beige citadel']"));
  assert.deepEqual(model.sent.map(({ edit }) => edit),
    [{ put: "beige S1", at: "brown temple" }, { clear: "beige citadel" }]);
});

test("after the end, the header says the game is over, not which election is on", () => {
  const over = { ...VIEW, over: true, to_move: null, results: [0, 0, 0] };
  const board = drawBoard(traits({ view: over, legal: [], acting: null }), { selected: null },
    () => {}, () => {});
  const head = board.querySelector(".mw-tyrus-head");
  assert.match(head.textContent, /^Game over/);
  assert.doesNotMatch(head.textContent, /Election 1 of 9|vote in the/);
});

test("the review's marked decision: the move played and the better one on the buildings and in hand", () => {
  const review = { played: { name: "S1 brown temple", value: 0.3, kind: "place", piece: "S1", place: "brown temple" },
    better: { name: "P6 beige citadel", value: 0.6, kind: "place", piece: "P6", place: "beige citadel" } };
  const el = document.createElement("div");
  mountGame({ model: fakeModel(traits({ view: { ...VIEW, marks: { review } }, acting: null, legal: [] })),
    el, drawBoard, name: "tyrus" });
  const marked = (cls) => [...el.querySelectorAll(`.${cls}`)].filter((n) => !n.closest(".mw-review-key"))
    .map((n) => n.getAttribute("data-place") ?? n.getAttribute("data-key"));
  assert.deepEqual(marked("mw-review-played"), ["brown temple", "t S1"]);
  assert.deepEqual(marked("mw-review-better"), ["beige citadel", "t P6"]);
});
