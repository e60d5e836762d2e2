import assert from "node:assert/strict";
import { test } from "node:test";

import { fakeModel, installDom } from "./dom-env.mjs";
import { mountGame } from "../lib/mount.js";
import { decisionText } from "../lib/review.js";

installDom();

const reviewed = { computing: false, seats: ["Archer", "Lion"], over: true,
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
  points: [
    { at: 0, seat: 0, played: "a1", best: "a1", value: 0.5, best_value: 0.5, drop: 0, mark: "" },
    { at: 1, seat: 1, played: "b2", best: "c3", value: 0.2, best_value: 0.6, drop: 0.4, mark: "blunder" },
    { at: 2, seat: 0, played: "pass", best: "pass", value: null, best_value: null, drop: 0, mark: "" },
    { at: 3, seat: 0, played: "d4", best: "d4", value: 0.7, best_value: 0.7, drop: 0, mark: "" }] };

function mount(extra) {
  const traits = { view: { game: "x", seat: 0, to_move: null, over: true }, legal: [],
    history: [0, 1, 2, 3].map((i) => ({ seat: i % 2, name: `m${i}` })), cursor: 1, events: [],
    error: "", notice: "", request: {}, screen: false, acting: null, lesson: {},
    options: { undo: false, bots: [] }, seat: 0, seat_names: ["archer", "lion"], result: {},
    reviewed, ...extra };
  const model = fakeModel(traits);
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard: () => document.createElement("div"), name: "x" });
  return { model, el };
}

test("the review: one line per seat, the marks ringed, a point seeks its position", () => {
  const { model, el } = mount({});
  const panel = el.querySelector("[aria-label='Game review']");
  assert.equal(panel.querySelectorAll("polyline").length, 2);
  assert.equal(panel.querySelector(".mw-review-head").textContent,
    "Win chances — Archer — Lion");
  assert.equal(panel.querySelectorAll(".mw-review-point").length, 3, "forced: no point");
  assert.equal(panel.querySelectorAll(".mw-review-blunder").length, 1);
  assert.equal(panel.querySelector(".mw-review-selected").textContent,
    "Action 2: Lion played b2 (about 20%); better: c3 (about 60%) — blunder ??.");
  panel.querySelector("[data-at='3']").dispatchEvent(
    new globalThis.window.Event("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ seek: 3 }]);
});

test("while the review is computed, a progress bar", () => {
  const { el } = mount({ reviewed: { computing: true, done: 3, total: 8, seats: ["A", "B"] } });
  const bar = el.querySelector("progress");
  assert.equal(bar.getAttribute("value"), "3");
  assert.equal(bar.getAttribute("max"), "8");
});

test("a forced decision and the best move in words", () => {
  assert.equal(decisionText(reviewed.points[2], ["Archer", "Lion"]),
    "Action 3: Archer played pass, the only legal action.");
  assert.equal(decisionText(reviewed.points[0], ["Archer", "Lion"]),
    "Action 1: Archer played a1 (about 50%), the best move found.");
});
