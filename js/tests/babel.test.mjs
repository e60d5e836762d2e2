import assert from "node:assert/strict";
import { test } from "node:test";

import { described, installDom, fakeModel, tick } from "./dom-env.mjs";
import { untitled } from "./dom-env.mjs";
import { mountGame } from "../lib/mount.js";
import { classify, drawBoard, siteIntent } from "../babel/board.js";

installDom();

const empty = () => ({ cards: [], temple: [], level: 0 });
const sites = (fill) => Object.fromEntries(["A", "H", "M", "P", "S"].map((n) => [n, fill[n] ?? empty()]));
const VIEW = {
  game: "babel", seat: 0, players: ["north", "south"], first: 0, active: 0, to_move: 0, turn: 3,
  phase: "actions", pending_discard: 0, migrated: false, end_phase: false, over: false, result: null,
  pawns: ["S", "M"],
  sites: [
    sites({ S: { cards: ["S", "S", "S", "P"], temple: [1, 2], level: 2 } }),
    sites({ S: { cards: ["M", "A"], temple: [1, 2, 3], level: 3 } }),
  ],
  temple_sums: [2, 3], columns: [[4, 3], [6, 2]], start_cards: [false, false],
  hands: [["A", "H", "S", "S"], null], hand_sizes: [4, null], deck_size: 30, quarry_size: 30,
  discard: ["H"],
};
const legal = (...names) => described("babel", names);
const LEGAL = legal("move Assyrians", "move Hittites", "deploy Assyrians", "deploy Hittites",
  "deploy Sumerians", "build 3 from north", "migrate Sumerians to Assyrians",
  "migrate Sumerians to Medes", "Sumerians take", "Sumerians halve", "end turn");

function traits(extra = {}) {
  return {
    view: VIEW, legal: LEGAL, history: [], cursor: 0, events: [], error: "", notice: "", request: {}, screen: false,
    acting: 0, lesson: {}, options: { undo: true, bots: [1] }, seat: 0,
    seat_names: ["north", "south"], ...extra,
  };
}

function mount(extra) {
  const el = document.createElement("div");
  const model = fakeModel(traits(extra));
  mountGame({ model, el, drawBoard, name: "babel" });
  return { el, model };
}

const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));

test("legal actions are sorted into board offers and panel choices", () => {
  const o = classify(LEGAL);
  assert.deepEqual([...o.move.keys()].sort(), ["A", "H"]);
  assert.equal(o.move.get("H"), "move Hittites");
  assert.deepEqual([...o.deploy.keys()].sort(), ["A", "H", "S"]);
  assert.equal(o.build.get("north"), "build 3 from north");
  assert.equal(o.migrate.get("S").get("M"), "migrate Sumerians to Medes");
  assert.deepEqual(o.powers.map((a) => a.name), ["Sumerians take", "Sumerians halve"]);
  assert.equal(o.end, "end turn");
  assert.equal(classify(legal("discard Medes")).end, null);
});

test("a chosen card lights its own site to move and the pawn's site to deploy", () => {
  const offers = classify(LEGAL);
  const state = traits();
  assert.equal(siteIntent(state, { selected: "A" }, offers, "A"), "move Assyrians");
  assert.equal(siteIntent(state, { selected: "A" }, offers, "S"), "deploy Assyrians");
  assert.equal(siteIntent(state, { selected: "A" }, offers, "H"), null);
  assert.equal(siteIntent(state, { selected: "S" }, offers, "S"), "deploy Sumerians");
  assert.equal(siteIntent(state, { migrate: "S" }, offers, "M"), "migrate Sumerians to Medes");
  assert.equal(siteIntent(state, { migrate: "S" }, offers, "H"), null);
});

test("choose a hand card, then a site: deploy or move is sent", async () => {
  const { el, model } = mount();
  const card = el.querySelector("[aria-label='Hittites card in hand']");
  assert.equal(card.getAttribute("role"), "button");
  click(card);
  await tick();
  const lit = [...el.querySelectorAll(".mw-site.mw-target")].map((n) => n.getAttribute("data-key"));
  assert.deepEqual(lit.sort(), ["site H", "site S"]);
  click(el.querySelector(".mw-site[data-key='site M']"));
  assert.deepEqual(model.sent, [], "a site that is not lit sends nothing");
  click(el.querySelector(".mw-site[data-key='site H']"));
  assert.deepEqual(model.sent, [{ act: "move Hittites", at: 0 }]);
});

test("the takeable top of a temple column builds; migrate, powers and end turn are buttons", async () => {
  const { el, model } = mount();
  const top = el.querySelector("[data-key='col north']");
  assert.match(top.getAttribute("aria-label"), /level 3: build 3 from north/);
  assert.equal(el.querySelector("[data-key='col south']").getAttribute("role"), null);
  click(top);
  click(el.querySelector("[aria-label='Migrate the last three Sumerians site cards']"));
  await tick();
  assert.equal(el.querySelectorAll(".mw-chip.mw-chosen").length, 3, "the three cards that migrate");
  click(el.querySelector(".mw-site[data-key='site M']"));
  click(el.querySelector("[aria-label='Sumerians take']"));
  click(el.querySelector("[data-key='c end turn']"));
  assert.deepEqual(model.sent.map((m) => m.act), ["build 3 from north",
    "migrate Sumerians to Medes", "Sumerians take", "end turn"]);
});

test("the opponent's hidden hand is a count only when it may be shown", () => {
  const board = drawBoard(traits(), { selected: null }, () => {}, () => {});
  assert.match(board.textContent, /South: fewer than 4 cards/);
  assert.match(board.textContent, /North 2 – South 3/);
  assert.equal(board.querySelectorAll("[aria-label$='card in hand']").length, 4);
});

test("answering a half-hand attack: clicking a card discards it", async () => {
  const view = { ...VIEW, seat: 1, active: 0, to_move: 1, phase: "discard", pending_discard: 2,
    hands: [null, ["M", "P", "P"]], hand_sizes: [4, 3],
    decision: { kind: "discard", seat: 1, rule: "half-hand attack",
      ask: "discard 2 cards of your choice (a half-hand attack)" } };
  const { el, model } = mount({ view, legal: legal("discard Medes", "discard Persians"), acting: 1, seat: 1 });
  assert.equal(el.querySelector(".mw-status").textContent,
    "South: discard 2 cards of your choice (a half-hand attack).", "not 'your turn': north's turn");
  assert.match(el.textContent, /Discard 2 more/);
  click(el.querySelectorAll("[aria-label='Persians card in hand']")[0]);
  assert.deepEqual(model.sent, [{ act: "discard Persians", at: 0 }]);
});

test("a special ability says what it will do; a refused End turn says why", () => {
  const tip = "South's 1 Assyrian card at the Sumerians site join your side.";
  const withTip = LEGAL.map((a) => (a.name === "Sumerians take" ? { ...a, tip } : a));
  const { el } = mount({ legal: withTip.filter((a) => a.name !== "end turn"),
    absent: [{ name: "end turn", reason: "You must build your starting level 1 temple first." }] });
  const powers = el.querySelector("[aria-label='Special abilities']");
  assert.match(powers.textContent, /Sumerians take.*join your side/);
  assert.equal(powers.querySelector("[data-key='c Sumerians take']").getAttribute("title"), tip);
  const refused = /** @type {HTMLButtonElement} */ (
    el.querySelector(".mw-bar [aria-label='Not available now'] button"));
  assert.equal(refused.textContent, "End turn");
  assert.ok(refused.disabled);
  assert.match(el.querySelector(".mw-absent-reason").textContent, /starting level 1 temple/);
  assert.equal(el.querySelector("[data-key='c end turn']"), null);
});

test("every button and piece explains itself in a tooltip", () => {
  const { el } = mount();
  assert.deepEqual(untitled(el), []);
});

test("the site the other player moved to since my last action is marked", () => {
  const { el } = mount({ history: [{ seat: 0, name: "move Sumerians", place: "S" },
    { seat: 1, name: "move Medes", place: "M" }], cursor: 2 });
  assert.ok(el.querySelector(".mw-site.mw-recent[data-key='site M']"));
  assert.match(el.querySelector(".mw-site[data-key='site M']").getAttribute("aria-label"),
    /moved to since your last move/);
  assert.equal(el.querySelectorAll(".mw-site.mw-recent").length, 1, "not my own move");
});

test("a lesson's marks ring the sites it names", () => {
  const { el } = mount({ lesson: { step: 1, steps: 2, text: "Look.", next: null, ask: "",
    found: false, marks: ["S"], exploring: false } });
  assert.deepEqual([...el.querySelectorAll(".mw-site.mw-marked")].map((n) => n.getAttribute("data-key")),
    ["site S"]);
});

test("the board editor: a card put at a site, the eraser on one player's half", () => {
  const editing = { palette: [{ piece: "north A", label: "Assyrian card", group: "north's pieces" },
    { piece: "south pawn", label: "pawn", group: "south's pieces" }],
  diagram: "Babel\n", lines: ["north hand: A H"], lesson: "L", puzzle: "P" };
  const { el, model } = mount({ editing, acting: null, legal: [] });
  const bubble = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
  bubble(el.querySelector("[data-key='ed north A']"));
  bubble(el.querySelector("[data-place='A'] .mw-site-name"));
  bubble(el.querySelector("[data-key='ed south pawn']"));
  bubble(el.querySelector("[data-place='M'] .mw-site-name"));
  bubble(el.querySelector("[aria-label='Take off']"));
  bubble(el.querySelector("[data-place='north S'] .mw-temple"));
  assert.deepEqual(model.sent.map(({ edit }) => edit),
    [{ put: "north A", at: "A" }, { put: "south pawn", at: "M" }, { clear: "north S" }]);
});

test("after the end, the header says the game is over, not that the end phase is on", () => {
  const over = { ...VIEW, end_phase: true, over: true, to_move: null };
  const { el } = mount({ view: over, legal: [], acting: null });
  const phase = el.querySelector(".mw-phase");
  assert.equal(phase.textContent, "Game over");
  assert.ok(!phase.classList.contains("mw-end-phase"));
  assert.doesNotMatch(el.querySelector(".mw-babel-head").textContent, /End phase/);
});

test("the review's marked decision: the move played and the better one on the sites and in hand", () => {
  const review = { played: { name: "move Assyrians", value: 0.3, kind: "move", piece: "A", place: "A" },
    better: { name: "migrate Sumerians to Medes", value: 0.6, kind: "migrate", place: "M" } };
  const { el } = mount({ view: { ...VIEW, marks: { review } }, acting: null, legal: [] });
  assert.deepEqual([...el.querySelectorAll(".mw-site.mw-review-played")].map((n) => n.getAttribute("data-place")), ["A"]);
  assert.deepEqual([...el.querySelectorAll(".mw-site.mw-review-better")].map((n) => n.getAttribute("data-place")), ["M"]);
  assert.equal(el.querySelectorAll(".mw-card.mw-review-played").length, 1, "the Assyrian card in hand");
});
