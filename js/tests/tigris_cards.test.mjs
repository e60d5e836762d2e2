import assert from "node:assert/strict";
import { test } from "node:test";

import { buttons } from "../lib/legal.js";
import { described, installDom, fakeModel, tick } from "./dom-env.mjs";
import { untitled } from "./dom-env.mjs";
import { me } from "../lib/state.js";
import { mountGame } from "../lib/mount.js";
import { cardName, leaderName } from "../tigris_cards/cards.js";
import { choiceLabel, onBoard, targets } from "../tigris_cards/choices.js";
import { decisionText, sideStrength } from "../tigris_cards/decision.js";
import { drawBoard, kingdomOf, leaderPlaces } from "../tigris_cards/board.js";

installDom();

const cell = (card, leader = null, down = false) => ({
  card, down, leader: leader && { seat: Number(leader[0]), colour: leader[1],
    name: { K: "king", R: "priest", G: "trader", B: "farmer" }[leader[1]] },
});

// Archer's king heads column 3, lion's king column 4 (the widget tests' WAR position).
function view(extra = {}) {
  const columns = [[cell("T")], [cell("T")],
    [cell("T", "0K"), cell("R"), cell("G"), cell("B")],
    [cell("T", "1K"), cell("G"), cell("K"), cell("R")],
    [cell("T")], [cell("T")], [cell("T")], [cell("T")]];
  return {
    game: "tigris_cards", seat: 0, players: ["archer", "lion"], options: { open_piles: false },
    turn: 0, actions_taken: 0, to_move: 0, decision: null, columns,
    gaps: [null, null, null, null, null, null, null],
    kingdoms: [[1], [2], [3], [4], [5], [6], [7], [8]],
    hands: [["K", "K", "R", "R", "G", "G", "B", "B"], null], hand_sizes: [8, 8],
    piles: [{ size: 1, top: "R", cards: null }, { size: 0, top: null, cards: null }],
    table: [], deck_size: 163, discard_size: 0, removed_size: 0, catastrophes: [true, false],
    ships: ["SK", "SG", "SR"], leaders_in_supply: [["R", "G", "B"], ["R", "G", "B"]],
    treasures_in_play: 8, over: false, result: null, ...extra,
  };
}

const legal = (...names) => described("tigris_cards", names);
const one = (name) => legal(name)[0];
const LEGAL = legal("king 1.0", "king 4.1", "king 4.2", "priest 3.1", "red 1", "red 3",
  "red 3|4", "green 3", "green 3|4", "catastrophe 3.1", "catastrophe 4.2", "pass");

function traits(extra = {}) {
  return {
    view: view(), legal: LEGAL, history: [], cursor: 0, events: [], error: "", notice: "", request: {}, screen: false,
    acting: 0, lesson: {}, options: { undo: false, bots: [] }, seat: 0,
    seat_names: ["archer", "lion"], ...extra,
  };
}

function mount(extra) {
  const el = document.createElement("div");
  const model = fakeModel(traits(extra));
  mountGame({ model, el, drawBoard, name: "tigris_cards" });
  return { el, model };
}

const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
const lit = (el) => [...el.querySelectorAll(".mw-target")].map((n) => n.getAttribute("aria-label"));

test("legal actions give the places of a card, a leader, the catastrophe", () => {
  assert.deepEqual([...targets(LEGAL, "card R").keys()], ["1", "3", "3|4"]);
  assert.deepEqual([...targets(LEGAL, "leader K").entries()],
    [["1.0", "king 1.0"], ["4.1", "king 4.1"], ["4.2", "king 4.2"]]);
  assert.deepEqual([...targets(LEGAL, "catastrophe").keys()], ["3.1", "4.2"]);
  assert.equal(targets(LEGAL, null).size, 0);
  assert.ok(onBoard(one("green 3|4")) && onBoard(one("catastrophe 3.1")) && !onBoard(one("commit 2")));
});

test("decision buttons are worded from the described action", () => {
  const bank = { kind: "bank", seat: 0, colour: "R", why: "score" };
  assert.deepEqual(buttons(legal("bank red", "decline"), onBoard, choiceLabel, bank), [
    { name: "bank red", label: "Bank a red card" },
    { name: "decline", label: "Decline the point" }]);
  assert.equal(choiceLabel(one("commit 0")), "Commit none");
  assert.equal(choiceLabel(one("war green")), "The green war first");
  assert.equal(choiceLabel(one("keep 4")), "Keep the treasure of column 4");
  assert.equal(choiceLabel(one("ship blue-black")), "Build the blue-black ship");
  assert.equal(choiceLabel(one("bank red")), "Bank a red card");
  assert.deepEqual(buttons(LEGAL, onBoard, choiceLabel, null), [{ name: "pass", label: "End the turn" }]);
  assert.match(decisionText(bank, ["archer", "lion"]), /^Archer may bank a red card/);
});

test("names, leader places and kingdoms read from the view", () => {
  assert.equal(cardName("G"), "green card (market)");
  assert.equal(cardName(null), "face-down link card");
  assert.equal(cardName("SK"), "blue-black ship");
  assert.equal(leaderName({ seat: 1, colour: "G" }, ["archer", "lion"]), "lion's trader");
  assert.deepEqual(leaderPlaces(view()), { "0K": "3.0", "1K": "4.0" });
  const joined = view({ kingdoms: [[1], [2], [3, 4], [5], [6], [7], [8]] });
  assert.deepEqual(kingdomOf(joined), [0, 1, 2, 2, 3, 4, 5, 6]);
  assert.equal(me({ view: { seat: null }, acting: 1 }), 1);
});

test("the table: every card, column and gap has a label; the own dynasty is marked", () => {
  const board = drawBoard(traits(), { selected: null }, () => {}, () => {});
  assert.ok(board.querySelector("[aria-label='3.0: treasure, head of column 3, archer\\'s king']"));
  assert.ok(board.querySelector("[aria-label='4.2: black card (people)']"));
  assert.ok(board.querySelector("[aria-label^='column 4, 3 cards under the head']"));
  assert.equal(board.querySelectorAll("[aria-label$=', empty'][aria-label^='gap ']").length, 7);
  assert.ok(board.querySelector(".mw-tc-leader.mw-mine[aria-label=\"archer's king\"]"));
  assert.ok(!board.querySelector(".mw-tc-leader.mw-mine[aria-label=\"lion's king\"]"));
  assert.ok(board.querySelector(".mw-tc-player.mw-you[aria-label='archer (you)']"));
  assert.equal(board.querySelector("[aria-label^='archer\\'s points pile']").getAttribute("aria-label"),
    "archer's points pile: 1 card, red on top");
  assert.match(board.querySelector("[aria-label^=\"lion's catastrophe\"]").textContent, /used/);
  assert.equal(board.querySelectorAll(".mw-hand-card").length, 8);
  assert.equal(board.querySelectorAll(".mw-target").length, 0, "nothing lights up unchosen");
  // The discard travels as its size (mesowidgets/tigris_cards.py: counted_view).
  const discarded = drawBoard(traits({ view: view({ discard_size: 5 }) }), { selected: null },
    () => {}, () => {});
  assert.equal(discarded.querySelector("[aria-label^='discard:']").textContent, "Discard 5");
});

test("a hand card lights up its columns and gaps; a click sends the notation", async () => {
  const { el, model } = mount();
  click(el.querySelector(".mw-hand-card[aria-label='red card (temple) in hand']"));
  await tick();
  assert.deepEqual(lit(el), ["under column 1", "under column 3", "gap 3|4, empty"]);
  click(el.querySelector("[aria-label='under column 2']"));
  assert.deepEqual(model.sent, [], "a place that is not lit sends nothing");
  click(el.querySelector("[aria-label='gap 3|4, empty']"));
  assert.deepEqual(model.sent, [{ act: "red 3|4", at: 0 }]);
});

test("a leader and the catastrophe light up cards; the keyboard works too", async () => {
  const { el, model } = mount();
  const enter = () => Object.assign(new window.Event("keydown", { bubbles: true }), { key: "Enter" });
  el.querySelector("[aria-label='king (on 3.0)']").dispatchEvent(enter());
  await tick();
  assert.deepEqual(lit(el).map((l) => l.split(":")[0]), ["1.0", "4.1", "4.2"]);
  el.querySelector("[aria-label='catastrophe']").dispatchEvent(enter());
  await tick();
  assert.deepEqual(lit(el).map((l) => l.split(":")[0]), ["3.1", "4.2"]);
  el.querySelector("[data-place='4.2']").dispatchEvent(enter());
  assert.deepEqual(model.sent, [{ act: "catastrophe 4.2", at: 0 }]);
});

test("cards without a legal use are not pressable; pass is a button", () => {
  const { el, model } = mount();
  const black = el.querySelector(".mw-hand-card[aria-label='black card (people) in hand']");
  assert.equal(black.getAttribute("role"), null);
  click(el.querySelector("[aria-label='End the turn']"));
  assert.deepEqual(model.sent, [{ act: "pass", at: 0 }]);
});

test("a war shows both sides' strengths and commits through the panel", () => {
  const decision = { kind: "conflict", type: "war", colour: "K", fight: "K", attacker: 0, defender: 1,
    seat: 1, base: [0, 1], added: [2, null], link: 2, sides: [true, false] };
  const gaps = [null, null, cell(null, null, true), null, null, null, null];
  const v = view({ decision, gaps, table: ["K", "K"], to_move: 1, seat: 1,
    hands: [null, ["R", "K", "B"]] });
  assert.deepEqual(sideStrength(decision, 0), { base: 0, committed: 2, strength: 2 });
  const { el, model } = mount({ view: v, legal: legal("commit 0", "commit 1"), acting: 1, seat: 1 });
  const panel = el.querySelector("[aria-label='Conflict']");
  assert.match(panel.textContent, /War of the kings/);
  assert.equal(panel.querySelector("[aria-label^='attacker']").getAttribute("aria-label"),
    "attacker archer: strength 2");
  assert.equal(panel.querySelector("[aria-label^='defender']").getAttribute("aria-label"),
    "defender lion: strength 1 so far");
  assert.equal(panel.querySelectorAll(".mw-tc-committed .mw-tc-card").length, 2);
  assert.ok(el.querySelector("[aria-label='gap 3|4: face-down link card']"));
  assert.equal(el.querySelector(".mw-tc-card.mw-link").classList.contains("mw-back"), true);
  click(el.querySelector("[aria-label='Commit 1']"));
  assert.deepEqual(model.sent, [{ act: "commit 1", at: 0 }]);
});

test("the player of the face-down link card sees its colour", () => {
  const gaps = [null, null, cell("G", null, true), null, null, null, null];
  const board = drawBoard(traits({ view: view({ gaps }) }), { selected: null }, () => {}, () => {});
  const card = board.querySelector("[aria-label^='gap 3|4']");
  assert.match(card.getAttribute("aria-label"), /face-down link card \(green card \(market\), seen by you\)/);
  assert.ok(card.classList.contains("mw-down") && card.classList.contains("mw-c-G"));
});

test("hot seat: no hand and no buttons behind the screen", () => {
  const { el, model } = mount({ view: view({ seat: null, hands: [null, null] }), screen: true,
    acting: null, legal: [], seat: "hotseat" });
  assert.equal(el.querySelectorAll(".mw-hand-card").length, 0);
  assert.equal(el.querySelectorAll(".mw-choices").length, 0);
  click(el.querySelector("[aria-label=\"Show archer's hand\"]"));
  assert.deepEqual(model.sent, [{ reveal: true }]);
});

test("every button and piece explains itself in a tooltip", () => {
  const { el } = mount();
  assert.deepEqual(untitled(el), []);
});

test("a lesson's marks outline the cards it names", () => {
  const { el } = mount({ lesson: { step: 1, steps: 2, text: "Look.", next: null, ask: "",
    found: false, marks: ["2.0"], exploring: false } });
  assert.deepEqual([...el.querySelectorAll(".mw-marked")].map((n) => n.getAttribute("data-place")),
    ["2.0"]);
});

test("the board editor: a card put under a column, a leader on a card, a gap cleared", () => {
  const editing = { palette: [{ piece: "G", label: "green card", group: "cards" },
    { piece: "ak", label: "archer's king", group: "archer's leaders" }],
  diagram: "Euphrat & Tigris: the card game\n", lines: ["archer hand: R R"], lesson: "L", puzzle: "P" };
  const { el, model } = mount({ editing, acting: null, legal: [] });
  const bubble = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
  bubble(el.querySelector("[data-key='ed G']"));
  bubble(el.querySelector("[data-place='3']"));
  bubble(el.querySelector("[data-key='ed ak']"));
  bubble(el.querySelector("[data-place='4.2']"));
  bubble(el.querySelector("[aria-label='Take off']"));
  bubble(el.querySelector("[data-place='3|4']"));
  assert.deepEqual(model.sent.map(({ edit }) => edit),
    [{ put: "G", at: "3" }, { put: "ak", at: "4.2" }, { clear: "3|4" }]);
});

test("the review's marked decision: the move played and the better one on the cards and in hand", () => {
  const review = { played: { name: "red 3|4", value: 0.3, kind: "card", piece: "R", place: "3|4" },
    better: { name: "priest 3.1", value: 0.6, kind: "leader", piece: "R", place: "3.1" } };
  const { el } = mount({ view: view({ marks: { review } }), acting: null, legal: [] });
  const places = (cls) => [...el.querySelectorAll(`[data-place].${cls}`)].map((n) => n.getAttribute("data-place"));
  assert.deepEqual(places("mw-review-played"), ["3|4"]);
  assert.deepEqual(places("mw-review-better"), ["3.1"]);
  assert.equal(el.querySelectorAll(".mw-hand-card.mw-review-played").length, 2, "both red cards in hand");
});
