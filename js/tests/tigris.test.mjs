import assert from "node:assert/strict";
import { test } from "node:test";

import { described, fakeModel, installDom, tick } from "./dom-env.mjs";
import { untitled } from "./dom-env.mjs";
import { mountGame } from "../lib/mount.js";
import { shownOrder } from "../lib/parts.js";
import { buttons, lastPlace, selectionFields } from "../lib/legal.js";
import { choiceLabel, onBoard, swapAction, targets } from "../tigris/choices.js";
import { decisionText, sideStrength } from "../tigris/decision.js";
import { drawBoard, kingdomOf, layoutOf } from "../tigris/board.js";
import { leaderPlaces } from "../tigris/panels.js";
import { me } from "../lib/state.js";
import { monumentName, squareLabel, tileName } from "../tigris/pieces.js";
import { CELL, squareXY } from "../tigris/geometry.js";
import { SQUARES, squareWords } from "../tigris/squares.js";

installDom();

const NAMES = ["archer", "lion"];
const leader = (seat, colour) => ({ seat, colour,
  name: { K: "king", R: "priest", G: "trader", B: "farmer" }[colour] });

// Archer's king on G5 beside the temple F5; a lion priest on J6; a monument, a
// catastrophe, a treasure (one taken first), a building and the ziggurat's cross.
function view(extra = {}) {
  return {
    game: "tigris", seat: 0, players: NAMES,
    options: { side: "classic", english: false, buildings: true, ziggurat: true, open_scores: false },
    turn: 0, actions_taken: 0, to_move: 0, decision: null,
    rivers: ["E1", "F1", "G1", "H1", "I1"], priority: ["B2"],
    tiles: { F5: "R", H5: "G", K1: "R", B2: "R", C3: "X", L8: "k", M8: "k", L9: "k", M9: "k",
      I6: "R", N4: "r", M5: "r", N5: "r", O5: "r", N6: "r" },
    leaders: { G5: leader(0, "K"), J6: leader(1, "R") },
    treasures: ["B2", "K1"],
    monuments: [{ colours: "KR", name: "black-red", squares: ["L8", "M8", "L9", "M9"] }],
    available: ["KG", "KB", "RG", "RB", "GB"], buildings: { K: null, R: null, G: "H5", B: null },
    ziggurat: ["N5", "N4", "N6", "M5", "O5"], junction: null,
    kingdoms: [["F5", "G5", "H5"], ["I6", "J6"]],
    hands: [["K", "R", "R", "G", "B", "B"], null], hand_sizes: [6, 6], catastrophes: [2, 1],
    scores: [{ K: 1, R: 2, G: 0, B: 0 }, null], treasure_points: [1, null], table: [],
    bag_size: 120, out: 0, leaders_in_supply: [["R", "G", "B"], ["K", "G", "B"]],
    over: false, result: null, ...extra,
  };
}

const legal = (...names) => described("tigris", names);
const one = (name) => legal(name)[0];
const LEGAL = legal("king F4", "king F6", "withdraw king", "priest E5", "red G4", "red G6",
  "blue E1", "catastrophe H5", "catastrophe D4", "swap red", "swap red red", "swap black red",
  "pass");

function traits(extra = {}) {
  return {
    view: view(), legal: LEGAL, history: [{ seat: 1, name: "priest J6", place: "J6" }], cursor: 1,
    events: [], error: "", notice: "", request: {}, screen: false, acting: 0, lesson: {},
    options: { undo: false, bots: [] }, seat: 0, seat_names: NAMES, ...extra,
  };
}

function mount(extra) {
  const el = document.createElement("div");
  const model = fakeModel(traits(extra));
  mountGame({ model, el, drawBoard, name: "tigris" });
  return { el, model };
}

const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
const key = (k) => Object.assign(new window.Event("keydown", { bubbles: true }), { key: k });
const lit = (el) => [...el.querySelectorAll(".mw-square.mw-target")].map((n) => n.getAttribute("data-square"));

test("legal actions give the squares of a tile, a leader, a catastrophe", () => {
  assert.deepEqual(selectionFields("tile R"), { kind: "tile", piece: "R" });
  assert.deepEqual(selectionFields("catastrophe"), { kind: "catastrophe" });
  assert.deepEqual([...targets(LEGAL, "tile R").keys()], ["G4", "G6"]);
  assert.deepEqual([...targets(LEGAL, "leader K").entries()], [["F4", "king F4"], ["F6", "king F6"]]);
  assert.deepEqual([...targets(legal("keep B2", "keep K1", "decline"), null).keys()], ["B2", "K1"]);
  assert.equal(targets(LEGAL, null).size, 0);
  assert.equal(one("monument red-blue F11").place, "F11");
  assert.equal(one("commit 2").place, undefined);
  assert.ok(onBoard(one("swap red")) && onBoard(one("catastrophe H5")) && !onBoard(one("withdraw king")));
  assert.equal(swapAction(legal("swap black red blue", "swap red"), ["B", "K", "R"]).name, "swap black red blue");
  assert.equal(swapAction(LEGAL, ["B"]), null);
});

test("decision buttons are worded from the described action", () => {
  assert.deepEqual(buttons(LEGAL, onBoard, choiceLabel, null).map((c) => c.label), ["Withdraw the king", "End the turn"]);
  assert.equal(choiceLabel(one("commit 0")), "Add none");
  assert.equal(choiceLabel(one("war green")), "The traders first");
  assert.equal(choiceLabel(one("monument red-blue F5")), "Build the red-blue monument on F5");
  assert.equal(choiceLabel(one("building green H5")), "Put the market building on H5");
  assert.equal(choiceLabel(one("decline"), { kind: "monument" }), "No monument");
  assert.equal(choiceLabel(one("bonus red")), "A red point");
  const order = { kind: "order", seat: 0, colours: ["K", "G"] };
  assert.match(decisionText(order, NAMES), /kings, traders\. Archer chooses/);
  const war = { kind: "conflict", type: "war", colour: "G", fight: "G", attacker: 1, defender: 0, seat: 0,
    base: [1, 2], added: [4, null], leaders: ["F5", "K5"] };
  assert.deepEqual(sideStrength(war, 0), { base: 1, committed: 4, strength: 5 });
  assert.deepEqual(sideStrength(war, 1), { base: 2, committed: null, strength: null });
});

test("names, places, kingdoms and the layout read from the view", () => {
  assert.equal(tileName("r"), "red temple");
  assert.equal(monumentName("RB"), "red-blue");
  assert.deepEqual(leaderPlaces(view()), { "0K": "G5", "1R": "J6" });
  assert.equal(kingdomOf(view()).H5, 0);
  // a kingdom as it travels: a mask over the place names ("jC": places 0, 1, 5 and 7)
  const names = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1"];
  assert.deepEqual(kingdomOf({ kingdoms: ["jC", "Q"] }, names),
    { A1: 0, B1: 0, F1: 0, H1: 0, E1: 1 });
  assert.equal(layoutOf(view())[0], "....~~~~~.......");
  assert.equal(lastPlace(traits()), "J6");
  assert.equal(me({ view: { seat: null }, acting: 1 }), 1);
  assert.equal(squareLabel(view(), "B2", NAMES), "B2, red temple, with a treasure taken first");
  assert.equal(squareLabel(view(), "H5", NAMES), "H5, green market, with the market building");
  assert.equal(squareLabel(view(), "M8", NAMES), "M8, black settlement face down, under the black-red monument");
  assert.equal(squareLabel(view(), "E1", NAMES), "E1, river, empty");
});

test("the squares' words, updated from the last ones, are those worded from scratch after each change", () => {
  // squareWords keeps one Map for a board: a tile placed, a leader moved, a treasure taken
  // and the seats renamed, each must word every square as squareLabel does from scratch
  const ui = {};
  const same = (v, names = NAMES) => {
    const words = squareWords(v, names, ui);
    for (const { name } of SQUARES) assert.equal(words.get(name), squareLabel(v, name, names), name);
    return words;
  };
  const v0 = view();
  const first = same(v0);
  assert.equal(squareWords({ ...v0 }, NAMES, ui), first, "the view's lists unchanged: the same words");
  const v1 = { ...v0, tiles: { ...v0.tiles, C4: "B" } };
  assert.equal(same(v1).get("C4"), "C4, blue farm");
  const { G5: king, ...others } = v1.leaders;
  const v2 = { ...v1, leaders: { ...others, F6: king } };
  assert.equal(same(v2).get("F6"), "F6, archer's king");
  const v3 = { ...v2, tiles: { ...v2.tiles, K1: "G" }, treasures: ["B2"] };
  same(v3);
  same(v3, ["ann", "bob"]);
});

test("the board draws every kind of piece, each square labelled", () => {
  const board = drawBoard(traits(), { selected: null }, () => {}, () => {});
  assert.equal(board.querySelectorAll(".mw-square").length, 176);
  assert.equal(board.querySelectorAll(".mw-tile").length, 14);
  assert.equal(board.querySelectorAll(".mw-tile.mw-down").length, 9);
  assert.equal(board.querySelectorAll(".mw-catastrophe").length, 1);
  assert.equal(board.querySelectorAll(".mw-treasure").length, 2);
  assert.equal(board.querySelectorAll(".mw-treasure.mw-priority").length, 1);
  assert.equal(board.querySelectorAll(".mw-leader").length, 2);
  assert.ok(board.querySelector(".mw-leader.mw-mine[data-leader='0K']"));
  assert.equal(board.querySelectorAll(".mw-monument").length, 1);
  assert.equal(board.querySelectorAll(".mw-ziggurat").length, 1);
  assert.equal(board.querySelectorAll(".mw-building-piece").length, 1);
  assert.ok(board.querySelector(".mw-square.mw-last[data-square='J6']"), "the last action");
  assert.ok(board.querySelector("[aria-label=\"G5, archer's king\"]"));
  assert.match(board.querySelector(".mw-tg-player[aria-label='lion']").textContent, /points hidden/);
  assert.match(board.querySelector(".mw-tg-player[aria-label='archer (you)']")
    .querySelector(".mw-tg-scores").getAttribute("aria-label"), /1 black, 2 red.*1 treasure/);
  assert.equal(board.querySelectorAll(".mw-hand-tile").length, 6);
  assert.equal(board.querySelectorAll(".mw-target").length, 0, "nothing lights up unchosen");
  const junction = drawBoard(traits({ view: view({ junction: "H5" }) }), { selected: null }, () => {}, () => {});
  assert.equal(junction.querySelectorAll(".mw-junction").length, 1);
});

test("a tile lights up its squares; a click sends the action's name", async () => {
  const { el, model } = mount();
  assert.equal(el.querySelectorAll(".mw-hand-tile[role=button]").length, 4,
    "tiles with a legal place are buttons (the farms have E1, the black tile none)");
  click(el.querySelector(".mw-hand-tile[aria-label='red temple']"));
  await tick();
  assert.deepEqual(lit(el), ["G4", "G6"]);
  click(el.querySelector(".mw-square[data-square='H6']"));
  assert.deepEqual(model.sent, [], "a square that is not lit sends nothing");
  click(el.querySelector(".mw-square[data-square='G6']"));
  assert.deepEqual(model.sent, [{ act: "red G6", at: 1 }]);
});

test("the empty board stays on the page through redraws: every square, the rivers", async () => {
  const { el, model } = mount();
  const grid = () => [el.querySelectorAll(".mw-grid .mw-sq").length,
    el.querySelectorAll(".mw-grid .mw-river").length];
  assert.deepEqual(grid(), [176, 5]);
  const drawn = el.querySelector(".mw-grid");
  for (let i = 0; i < 3; i += 1) {
    click(el.querySelector(".mw-hand-tile[aria-label='red temple']"));     // a local redraw
    await tick();
    model.set("history", [{ seat: 1, name: "priest J6", place: "J6" }, { seat: 0, name: `pass ${i}` }]);
    await tick();                                                          // a synced change
    assert.deepEqual(grid(), [176, 5], `after redraw ${i + 1}`);
  }
  assert.equal(el.querySelector(".mw-grid"), drawn, "the page's grid is kept, not rebuilt");
});

test("a leader chosen on the board moves by keyboard; the catastrophe lights its squares", async () => {
  const { el, model } = mount();
  click(el.querySelector(".mw-square[data-square='G5']"));
  await tick();
  assert.deepEqual(lit(el), ["F4", "F6"]);
  el.querySelector("[aria-label='catastrophe']").dispatchEvent(key("Enter"));
  await tick();
  assert.deepEqual(lit(el), ["D4", "H5"]);
  const board = () => el.querySelector(".mw-tg-board");
  board().dispatchEvent(key("ArrowDown"));       // cursor from H6 to H7
  await tick();
  board().dispatchEvent(key("ArrowUp"));
  await tick();
  board().dispatchEvent(key("ArrowUp"));         // H5
  await tick();
  assert.ok(el.querySelector(".mw-square.mw-cursor[data-square='H5']"));
  board().dispatchEvent(key("Enter"));
  assert.deepEqual(model.sent, [{ act: "catastrophe H5", at: 1 }]);
});

test("a swap is built by choosing tiles; pass and withdraw are buttons", async () => {
  const { el, model } = mount();
  click(el.querySelector("[aria-label='Swap tiles']"));
  await tick();
  const tiles = [...el.querySelectorAll(".mw-hand-tile")];
  click(tiles[1]);
  await tick();
  click(el.querySelectorAll(".mw-hand-tile")[0]);
  await tick();
  click(el.querySelector("[data-key='swap go']"));
  assert.deepEqual(model.sent, [{ act: "swap black red", at: 1 }]);
  click(el.querySelector("[aria-label='End the turn']"));
  click(el.querySelector("[aria-label='Withdraw the king']"));
  assert.deepEqual(model.sent.slice(1), [{ act: "pass", at: 1 }, { act: "withdraw king", at: 1 }]);
});

test("a conflict panel shows both sides; commits are buttons for the deciding seat", () => {
  const decision = { kind: "conflict", type: "revolt", colour: "R", fight: "R", attacker: 0, defender: 1,
    seat: 0, base: [2, 1], added: [null, null], leaders: ["I5", "J6"] };
  const { el, model } = mount({ view: view({ decision, to_move: 0 }),
    legal: legal("commit 0", "commit 1", "commit 2") });
  const panel = el.querySelector("[aria-label='Conflict']");
  assert.match(panel.textContent, /Revolt: two priests/);
  assert.ok(panel.querySelector("[aria-label='attacker archer: strength 2 so far']"));
  assert.match(panel.textContent, /2 temples beside I5/);
  click(el.querySelector("[aria-label='Add 2']"));
  assert.deepEqual(model.sent, [{ act: "commit 2", at: 1 }]);
  assert.equal(el.querySelectorAll(".mw-hand-tile[role=button]").length, 0, "no tile play meanwhile");
});

test("a treasure to keep is a lit square; another seat's decision is told in words", () => {
  const decision = { kind: "treasure", seat: 0, options: ["B2", "K1"], squares: ["B2", "K1", "F5"] };
  const { el, model } = mount({ view: view({ decision }), legal: legal("keep B2", "keep K1") });
  assert.deepEqual(lit(el), ["K1", "B2"]);
  click(el.querySelector(".mw-square[data-square='K1']"));
  assert.deepEqual(model.sent, [{ act: "keep K1", at: 1 }]);
  const waiting = mount({ view: view({ decision: { ...decision, seat: 1 } }), legal: [], acting: null });
  assert.match(waiting.el.querySelector("[aria-label='Decision']").textContent, /^Lion's trader takes/);
});

test("a point just scored shows +1 on its square and its seat's panel, then not", async () => {
  const point = { kind: "point", text: "Lion scores 1 red point.", at: 1,
    gain: { seat: 1, colour: "R", points: 1 } };
  const { el: old } = mount({ events: [point] });
  assert.equal(old.querySelectorAll(".mw-gain").length, 0, "found at the first draw: old news");
  const { el, model } = mount();
  const later = [{ seat: 1, name: "priest J6", place: "J6" }, { seat: 1, name: "red K6", place: "K6" }];
  model.set("history", later);
  model.set("cursor", 2);
  model.set("events", [{ ...point, at: 2 }]);
  await tick();
  const onBoard = el.querySelector(".mw-gains .mw-gain");
  assert.equal(onBoard.textContent, "+1");
  assert.equal(Number(onBoard.getAttribute("x")), squareXY(5, 10)[0] + CELL / 2, "over K6");
  const badge = el.querySelector(".mw-tg-player[aria-label='lion'] .mw-gain");
  assert.equal(badge.getAttribute("aria-label"), "1 red point scored");
  assert.equal(el.querySelector(".mw-tg-player[aria-label='archer (you)'] .mw-gain"), null);
});

test("every button and piece explains itself in a tooltip", () => {
  const { el } = mount();
  assert.deepEqual(untitled(el), []);
});

test("a leader carries its dynasty's symbol, drawn from the palette, on the board and in panels", async () => {
  const { DYNASTY_SYMBOL } = await import("../lib/palette.js");
  const board = drawBoard(traits(), { selected: null }, () => {}, () => {});
  const king = board.querySelector(".mw-leader[data-leader='0K'] .mw-dynasty-symbol");
  assert.equal(king.getAttribute("d"), DYNASTY_SYMBOL[0]);
  const priest = board.querySelector(".mw-leader[data-leader='1R'] .mw-dynasty-symbol");
  assert.equal(priest.getAttribute("d"), DYNASTY_SYMBOL[1]);
  assert.equal(board.querySelector(".mw-leader text"), null, "no letters");
  assert.equal(new Set(DYNASTY_SYMBOL).size, 4, "four different symbols");
  const chip = board.querySelector(".mw-tg-player[aria-label='lion'] .mw-leader-chip");
  assert.equal(chip.querySelector("svg path").getAttribute("d"), DYNASTY_SYMBOL[1]);
});

test("a lesson's marks outline the squares it names", () => {
  const { el } = mount({ lesson: { step: 1, steps: 2, text: "Look at the temples.", next: null,
    ask: "", found: false, marks: ["F5", "G6"], exploring: false } });
  assert.deepEqual([...el.querySelectorAll(".mw-square.mw-marked")]
    .map((n) => n.getAttribute("data-square")).sort(), ["F5", "G6"]);
});

test("the board editor: a piece chosen, a square clicked, an edit sent; the eraser", () => {
  const editor = { palette: [{ piece: "R", label: "red temple", group: "tiles" },
    { piece: "ak", label: "archer's king", group: "archer's leaders" }],
  diagram: "Tigris & Euphrates\n", lines: ["archer hand: R R"], lesson: "L", puzzle: "P" };
  const { el, model } = mount({ editing: editor, acting: null, legal: [] });
  assert.match(el.querySelector(".mw-status").textContent, /Board editor/);
  const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));
  click(el.querySelector(".mw-square[data-place='F5']"));
  assert.deepEqual(model.sent, [], "no piece chosen: a click on the board sends nothing");
  click(el.querySelector("[data-key='ed ak']"));
  click(el.querySelector(".mw-square[data-place='F5']"));
  click(el.querySelector("[aria-label='Take off']"));
  click(el.querySelector(".mw-square[data-place='G6']"));
  assert.deepEqual(model.sent.map(({ edit }) => edit),
    [{ put: "ak", at: "F5" }, { clear: "G6" }]);
  const hand = /** @type {HTMLInputElement} */ (
    el.querySelector("input[aria-label='archer hand']"));
  assert.equal(hand.value, "R R");
  hand.value = "R R G";
  hand.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent.at(-1).edit, { line: "archer hand", value: "R R G" });
  const cell = /** @type {HTMLTextAreaElement} */ (
    el.querySelector("textarea[aria-label='Puzzle cell']"));
  assert.equal(cell.value, "P");
});

test("the board editor: Enter in a line's field commits it, once", () => {
  const editing = { palette: [], diagram: "Tigris & Euphrates\n", lines: ["archer hand: R R"],
    lesson: "L", puzzle: "P" };
  const { el, model } = mount({ editing, acting: null, legal: [] });
  const hand = /** @type {HTMLInputElement} */ (
    el.querySelector("input[aria-label='archer hand']"));
  let blurred = 0;
  hand.blur = () => { blurred += 1; hand.dispatchEvent(new window.Event("change", { bubbles: true })); };
  hand.value = "R R K";
  hand.dispatchEvent(key("Enter"));
  hand.dispatchEvent(key("a"));
  assert.equal(blurred, 1);
  assert.deepEqual(model.sent.map(({ edit }) => edit), [{ line: "archer hand", value: "R R K" }]);
});

test("a tile placed changes its square and adds its piece; the rest of the board stays", async () => {
  const { el, model } = mount();
  const looks = (node) => [...node.attributes].map((a) => `${a.name}=${a.value}`).join(" ")
    + (node.children.length ? "" : ` ${node.textContent}`);
  const before = new Map([...el.querySelectorAll(".mw-tg-board *")].map((n) => [n, looks(n)]));
  const view = model.get("view");            // as a patch sets it: only the path is new
  model.set("view", { ...view, tiles: { ...view.tiles, C8: "B" } });
  await tick();
  const after = [...el.querySelectorAll(".mw-tg-board *")];
  const changed = after.filter((n) => before.has(n) && before.get(n) !== looks(n));
  assert.deepEqual(changed.map((n) => n.getAttribute("data-square") ?? n.parentElement.getAttribute("data-square")),
    ["C8", "C8"], "one square changed (its label and its tooltip), nothing else");
  const added = after.filter((n) => !before.has(n));
  assert.deepEqual(added.filter((n) => n.getAttribute("data-tile")).map((n) => n.getAttribute("data-tile")),
    ["C8"], "one piece added: the tile (with what it is drawn with)");
  assert.ok(added.every((n) => n.closest("[data-tile='C8']")));
  assert.equal(after.length, before.size + added.length, "nothing taken away");
});

test("the board marks a move's origin and arrival, the fighters, the hint and another's turn", async () => {
  const marks = {
    from: "F6", to: "G5", fight: ["G5", "J6"],
    hint: { name: "red G4", kind: "tile", piece: "R", place: "G4" },
    turn: { seat: 1, done: true, first: 1, last: 2 },
  };
  const history = [{ seat: 1, name: "priest J6" }, { seat: 1, name: "red I6" }];
  const events = [{ at: 1, kind: "leader", text: "Lion places their priest on J6." },
    { at: 2, kind: "tile", text: "Lion places a temple on I6." }];
  const { el } = mount({ view: view({ marks }), history, events, cursor: 2 });
  await tick();
  const classesOf = (sq) => el.querySelector(`.mw-square[data-square="${sq}"]`).getAttribute("class");
  assert.match(classesOf("F6"), /\bmw-from\b/, "the square the leader left");
  assert.match(classesOf("G5"), /\bmw-to\b/);
  assert.match(classesOf("G5"), /\bmw-fight\b/);
  assert.match(classesOf("J6"), /\bmw-fight\b/);
  assert.match(classesOf("G4"), /\bmw-hint-place\b/);
  assert.equal(el.querySelectorAll(".mw-hand-tile.mw-hinted").length, 2, "both red tiles in hand");
  const steps = [...el.querySelectorAll(".mw-bar .mw-turn .mw-turn-step")];
  assert.deepEqual(steps.map((s) => s.querySelector(".mw-turn-name").textContent), ["priest J6", "red I6"]);
  assert.equal(steps[1].querySelector(".mw-turn-text").textContent, " Lion places a temple on I6.",
    "what a step did: the seat's events at that step");
  assert.equal(el.querySelector(".mw-since"), null, "the turn listed is not told again below");
  assert.match(el.querySelector(".mw-turn-title").textContent, /Lion's turn: 2 actions/);
});

test("another seat's turn in progress names its newest step", async () => {
  const turn = { seat: 1, done: false, first: 1, last: 2 };
  const history = [{ seat: 1, name: "priest J6" }, { seat: 1, name: "red I6" }];
  const { el } = mount({ view: view({ marks: { turn } }), history });
  await tick();
  assert.equal(el.querySelector(".mw-turn-title").textContent, "Lion is playing: step 2, red I6");
  assert.equal(el.querySelectorAll(".mw-turn-step.mw-step-now").length, 1);
});

test("a hint asked for later marks the tiles in hand (the hand's part redrawn for it)", async () => {
  const { el, model } = mount();
  await tick();
  assert.equal(el.querySelectorAll(".mw-hand-tile.mw-hinted").length, 0);
  const view = model.get("view");            // as a patch sets it: only the marks are new
  model.set("view", { ...view, marks: { hint: { name: "red G4", kind: "tile", piece: "R", place: "G4" } } });
  await tick();
  assert.equal(el.querySelectorAll(".mw-hand-tile.mw-hinted").length, 2, "both red tiles in hand");
  assert.match(el.querySelector('.mw-square[data-square="G4"]').getAttribute("class"), /\bmw-hint-place\b/);
});

test("a marked decision of the review: the move played and the better one on the board, with their estimates", async () => {
  const review = { played: { name: "king F4", value: 0.31, kind: "leader", piece: "K", place: "F4", from: "G5" },
    better: { name: "red G4", value: 0.58, kind: "tile", piece: "R", place: "G4" } };
  const reviewed = { computing: false, seats: ["Archer", "Lion"], over: true,
    thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
    points: [{ at: 1, seat: 0, played: "king F4", best: "red G4", value: 0.31, best_value: 0.58,
      drop: 0.27, mark: "mistake" }] };
  const { el } = mount({ view: view({ marks: { review } }), reviewed, acting: null, legal: [] });
  await tick();
  const classesOf = (sq) => el.querySelector(`.mw-square[data-square="${sq}"]`).getAttribute("class");
  assert.match(classesOf("F4"), /\bmw-review-played\b/);
  assert.match(classesOf("G5"), /\bmw-review-played-from\b/, "the square the leader leaves");
  assert.match(classesOf("G4"), /\bmw-review-better\b/);
  assert.equal(el.querySelectorAll(".mw-hand-tile.mw-review-better").length, 2, "both red tiles in hand");
  const key = el.querySelector("[aria-label='On the board']");
  assert.deepEqual([...key.querySelectorAll(".mw-review-key-item")].map((n) => n.textContent),
    ["Played: king F4 (31%)", "Better: red G4 (58%)"]);
  assert.ok(key.querySelector(".mw-review-swatch.mw-review-played"));
  assert.ok(key.querySelector(".mw-review-swatch.mw-review-better"));
});

test("a tile placed with many squares lit changes a few nodes of the page, not every lit square", async () => {
  // 60 empty squares light up for a red tile (rows 2 to 6, columns A to L, but the board's
  // pieces); the click plays one, and the kernel's answer (the tile on the board, the turn
  // goes on with nothing lit) is drawn: the page changes by a bounded count of mutations
  const taken = new Set(Object.keys(view().tiles).concat(Object.keys(view().leaders), view().rivers));
  const squares = [];
  for (let r = 2; squares.length < 60; r += 1) {
    for (const c of "ABCDEFGHIJKL") if (!taken.has(`${c}${r}`) && squares.length < 60) squares.push(`${c}${r}`);
  }
  const reds = squares.map((q) => ({ ...one("red G4"), name: `red ${q}`, place: q }));
  const { el, model } = mount({ legal: [...reds, one("pass")] });
  click(el.querySelector(".mw-hand-tile[aria-label='red temple']"));
  await tick();
  assert.equal(lit(el).length, 60);
  const records = [];
  const observer = new window.MutationObserver((found) => records.push(...found));
  observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
  click(el.querySelector(".mw-square.mw-target[data-square='C4']"));
  assert.deepEqual(model.sent, [{ act: "red C4", at: 1 }]);
  const before = model.get("view");
  model.set("view", { ...before, tiles: { ...before.tiles, C4: "R" }, actions_taken: 1,
    hands: [["K", "R", "G", "B", "B"], null], hand_sizes: [5, 6] });
  model.set("legal", [one("pass")]);
  model.set("history", [...model.get("history"), { seat: 0, name: "red C4", place: "C4" }]);
  await tick();
  records.push(...observer.takeRecords());
  observer.disconnect();
  assert.equal(lit(el).length, 0, "nothing lit once the tile is placed");
  assert.ok(el.querySelector("[data-tile='C4']"), "the tile is drawn");
  assert.ok(records.length <= 40, `${records.length} changes to the page (at most 40)`);
});

test("a tile placed before the others in the board's order adds one node, moving none", async () => {
  // the view lists the tiles in the board's order (A1 first): a tile on A1 comes first in
  // the list, but the page's tiles stay where they are and the new one is appended
  const { el, model } = mount();
  const tiles = () => [...el.querySelectorAll("[data-tile]")];
  const shown = tiles();
  const records = [];
  const observer = new window.MutationObserver((found) => records.push(...found));
  observer.observe(el, { subtree: true, childList: true });
  const before = model.get("view");
  model.set("view", { ...before, tiles: { A1: "R", ...before.tiles }, actions_taken: 1 });
  await tick();
  records.push(...observer.takeRecords());
  observer.disconnect();
  const moved = records.filter((r) => [...r.addedNodes, ...r.removedNodes]
    .some((n) => /** @type {Element} */ (n).getAttribute?.("data-tile")));
  assert.deepEqual(moved.map((r) => [r.addedNodes.length, r.removedNodes.length]), [[1, 0]]);
  assert.equal(/** @type {Element} */ (moved[0].addedNodes[0]).getAttribute("data-tile"), "A1");
  assert.ok(shown.every((node, i) => tiles()[i] === node), "every tile drawn before is the same node");
});

test("shownOrder keeps the page's order of a list and puts new items last", () => {
  const ui = {};
  assert.deepEqual(shownOrder(ui, "l", ["b", "c"], (x) => x), ["b", "c"]);
  assert.deepEqual(shownOrder(ui, "l", ["a", "b", "c"], (x) => x), ["b", "c", "a"]);
  assert.deepEqual(shownOrder(ui, "l", ["a", "c", "d"], (x) => x), ["c", "a", "d"]);
  assert.deepEqual(shownOrder(ui, "other", ["z", "y"], (x) => x), ["z", "y"]);
  assert.deepEqual(shownOrder(undefined, "l", ["b", "a"], (x) => x), ["b", "a"]);
});

/** A game 30 actions in, the seats taking turns of two actions, one event an action. */
function longGame() {
  const history = [];
  const events = [];
  for (let i = 1; i <= 30; i += 1) {
    history.push({ seat: Math.floor((i - 1) / 2) % 2, name: `red C${i}`, place: `C${i}` });
    events.push(["tile", i, `Played a red tile (${i}).`]);
  }
  return { history, events, cursor: 30 };
}

/** The page's changes while the kernel answers a click with one more action and event. */
async function clickChanges(el, model) {
  const records = [];
  const observer = new window.MutationObserver((found) => records.push(...found));
  observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
  const history = model.get("history");
  const at = history.length + 1;
  model.set("history", [...history, { seat: 1, name: `red D${at}`, place: `D${at}` }]);
  model.set("cursor", at);
  model.set("events", [...model.get("events"), ["tile", at, `Played a red tile (${at}).`]]);
  await tick();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

/** The lines of the log a change added and removed (linkedom names the observed element as
 * every record's target: the nodes are read instead). */
const logLines = (records) => {
  const lines = (nodes) => nodes.filter((n) => /^log /.test(n.getAttribute?.("data-part") ?? ""))
    .map((n) => n.getAttribute("data-part"));
  return { added: lines(records.flatMap((r) => [...r.addedNodes])),
    removed: lines(records.flatMap((r) => [...r.removedNodes])) };
};

test("a click's new event is appended to the log, nothing else in it changes", async () => {
  const { el, model } = mount(longGame());
  const lines = [...el.querySelectorAll(".mw-log > li")];
  assert.deepEqual(logLines(await clickChanges(el, model)),
    { added: ["log turn 30", "log 30"], removed: [] });
  const now = [...el.querySelectorAll(".mw-log > li")];
  assert.ok(lines.every((n, i) => now[i] === n), "every line drawn before is the same node");
  assert.equal(el.querySelector(".mw-log > li:last-child").getAttribute("data-at"), "31");
});

/** How many of the page's elements matching `selector` the update looks into (reads the
 * first child of: morphdom does, for each element it indexes or morphs) while `change`
 * runs. */
async function lookedInto(el, selector, change) {
  const inside = new Set(el.querySelectorAll(selector));
  const proto = Object.getPrototypeOf(Object.getPrototypeOf(el.querySelector(selector)));
  let owner = proto;
  while (!Object.getOwnPropertyDescriptor(owner, "firstChild")) owner = Object.getPrototypeOf(owner);
  const plain = Object.getOwnPropertyDescriptor(owner, "firstChild");
  const read = new Set();
  Object.defineProperty(owner, "firstChild", { configurable: true,
    get() { if (inside.has(this)) read.add(this); return plain.get.call(this); } });
  try {
    await change();
  } finally {
    Object.defineProperty(owner, "firstChild", plain);
  }
  return read.size;
}

test("a redraw passes over the log and history it left as they were", async () => {
  const { el, model } = mount(longGame());
  const before = model.get("view");
  const reads = await lookedInto(el, ".mw-log li, .mw-history option", async () => {
    model.set("view", { ...before, tiles: { ...before.tiles, C4: "R" }, actions_taken: 1 });
    await tick();
  });
  assert.ok(el.querySelector("[data-tile='C4']"), "the tile is drawn");
  assert.equal(reads, 0, "no line of the log nor option of the history looked into");
});

test("an action played redraws the history's last options, not the earlier ones", async () => {
  const { el, model } = mount(longGame());
  const early = [...el.querySelectorAll(".mw-history option")].slice(0, 21);
  const reads = await lookedInto(el, ".mw-history option", () => clickChanges(el, model));
  assert.equal(el.querySelector(".mw-history option[selected]")
    ?.getAttribute("value"), "31");
  const now = [...el.querySelectorAll(".mw-history option")];
  assert.equal(now.length, 32);
  assert.ok(early.every((o, i) => now[i] === o), "the earlier options are the same nodes");
  assert.ok(reads <= 11, `${reads} options looked into (at most the start and the last group's 10)`);
});
