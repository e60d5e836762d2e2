import assert from "node:assert/strict";
import { test } from "node:test";

import { neighbours, parseSquare, squareName, squareXY, step } from "../tigris/geometry.js";

const CLASSIC_ROW0 = "....~~~~~.T.~...";

test("square names follow the notation: columns A-P, rows 1-11", () => {
  assert.equal(squareName(0, 0), "A1");
  assert.equal(squareName(10, 15), "P11");
  assert.deepEqual(parseSquare("f7"), [6, 5]);
  assert.equal(parseSquare("Q1"), null);
  assert.equal(parseSquare("A12"), null);
  assert.equal(parseSquare("A0"), null);
});

test("squares, neighbours and the keyboard cursor stay on the board", () => {
  assert.deepEqual(neighbours("A1").sort(), ["A2", "B1"]);
  assert.deepEqual(neighbours("F7").sort(), ["E7", "F6", "F8", "G7"]);
  assert.equal(step("A1", "ArrowUp"), "A1");
  assert.equal(step("A1", "ArrowRight"), "B1");
  assert.equal(step("P11", "ArrowDown"), "P11");
  const [x1] = squareXY(0, 0);
  const [x2] = squareXY(0, 1);
  assert.ok(x2 > x1);
});

test("the empty board has 176 squares, rivers marked, and edge coordinates", async () => {
  const { installDom } = await import("./dom-env.mjs");
  installDom();
  const { grid } = await import("../tigris/grid.js");
  const layout = [CLASSIC_ROW0, ...Array(10).fill("................")];
  const g = grid(layout);
  assert.equal(g.querySelectorAll("rect[data-square]").length, 176);
  assert.equal(g.querySelectorAll("rect.mw-river").length, 6);
  assert.equal(g.querySelector("rect[data-square='E1']").getAttribute("class"), "mw-sq mw-river");
  const coords = [...g.querySelectorAll(".mw-coord")].map((t) => t.textContent);
  assert.equal(coords.length, 2 * 16 + 2 * 11);
  assert.ok(coords.includes("P") && coords.includes("11"));
});
