// Parts (js/lib/parts.js): a redraw draws and updates only the parts whose inputs changed.
import assert from "node:assert/strict";
import { test } from "node:test";

import { fakeModel, installDom, tick } from "./dom-env.mjs";
import { h } from "../lib/dom.js";
import { mountGame } from "../lib/mount.js";
import { changedPart, part, sparseList } from "../lib/parts.js";

installDom();

const cells = (...texts) => texts.map((text) => ({ text }));

/** A toy game: one part a cell, keyed by the cell's id (its text's first letter), drawn
 * from the cell; `drawn` lists the cells drawn, `clicked` the cells clicked. */
function toy(view) {
  const drawn = [];
  const clicked = [];
  const drawBoard = (state, ui) => h("div", { class: "toy" }, state.view.cells.map((c) =>
    part(ui, `cell ${c.text[0]}`, [c], () => {
      drawn.push(c.text);
      return h("span", { class: "cell", onclick: () => clicked.push(c.text) }, c.text);
    })));
  const el = document.createElement("div");
  const model = fakeModel({ view, legal: [], history: [], cursor: 0, events: [], error: "",
    notice: "", request: {}, screen: false, acting: 0, lesson: {}, options: {}, seat: 0,
    seat_names: ["archer", "lion"] });
  mountGame({ model, el, drawBoard, name: "toy" });
  const page = () => [...el.querySelectorAll(".cell")];
  return { el, model, drawn, clicked, page };
}

const view = (list) => ({ game: "toy", seat: 0, to_move: 0, cells: list });

test("a change to one part draws and updates that part alone", async () => {
  const list = cells("a1", "b1", "c1", "d1");
  const t = toy(view(list));
  assert.deepEqual(t.drawn, ["a1", "b1", "c1", "d1"]);
  const before = t.page();
  t.drawn.length = 0;
  t.model.set("view", view(list.map((c, i) => (i === 2 ? { text: "c2" } : c))));   // a patch keeps the others
  await tick();
  assert.deepEqual(t.drawn, ["c2"]);
  const after = t.page();
  assert.ok(after.every((node, i) => node === before[i]), "every element stays in place");
  assert.deepEqual(after.map((n) => n.textContent), ["a1", "b1", "c2", "d1"]);
  assert.equal(t.el.querySelectorAll(".toy [data-part]").length, 4);
});

test("a redraw with nothing changed draws no part and keeps their handlers", async () => {
  const t = toy(view(cells("a1", "b1")));
  t.drawn.length = 0;
  t.model.set("error", "something else changed");
  await tick();
  assert.deepEqual(t.drawn, []);
  t.page()[1].dispatchEvent(new window.Event("click", { bubbles: true }));
  assert.deepEqual(t.clicked, ["b1"]);
});

test("a part keeps its element when it moves among the others", async () => {
  const list = cells("a1", "b1", "c1");
  const t = toy(view(list));
  const [a, b, c] = t.page();
  t.drawn.length = 0;
  t.model.set("view", view([list[2], list[0], list[1]]));
  await tick();
  assert.deepEqual(t.drawn, []);
  assert.deepEqual(t.page(), [c, a, b]);
});

test("parts taken from the front of a list leave the others where they are", async () => {
  // as the log drops its first lines: the lines kept are not moved out of the page and
  // back (morphdom moved every one after the first two taken, one by one)
  const list = cells("a1", "b1", "c1", "d1", "e1", "f1");
  const t = toy(view(list));
  const kept = t.page().slice(2);
  const records = [];
  const observer = new window.MutationObserver((found) => records.push(...found));
  observer.observe(t.el, { subtree: true, childList: true });
  t.drawn.length = 0;
  t.model.set("view", view([...list.slice(2), { text: "g1" }]));
  await tick();
  records.push(...observer.takeRecords());
  observer.disconnect();
  assert.deepEqual(t.drawn, ["g1"]);
  assert.deepEqual(t.page().map((n) => n.textContent), ["c1", "d1", "e1", "f1", "g1"]);
  assert.ok(kept.every((node, i) => t.page()[i] === node), "the kept cells are the same nodes");
  const moved = records.flatMap((r) => [...r.addedNodes]).filter((n) => kept.includes(/** @type {Element} */ (n)));
  assert.deepEqual(moved.map((n) => n.textContent), [], "no kept cell was moved");
});

test("a part left out of the table and back is drawn again, not left a stand-in", async () => {
  const list = cells("a1", "b1", "c1");
  const t = toy(view(list));
  t.model.set("view", view([list[0], list[2]]));
  await tick();
  assert.equal(t.page().length, 2);
  t.drawn.length = 0;
  t.model.set("view", view(list));
  await tick();
  assert.deepEqual(t.drawn, ["b1"]);
  assert.deepEqual(t.page().map((n) => n.textContent), ["a1", "b1", "c1"]);
});

test("outside a mounted table every part is drawn", () => {
  let draws = 0;
  const ui = {};
  const draw = () => { draws += 1; return h("span", {}, "x"); };
  const first = part(ui, "x", [1], draw);
  const second = part(ui, "x", [1], draw);
  assert.equal(draws, 2);
  assert.equal(second.textContent, "x");
  assert.notEqual(first, second);
});

test("parts inside a kept part stay kept when the outer one is drawn again", async () => {
  const drawn = [];
  const drawBoard = (state, ui) => h("div", {}, part(ui, "outer", [state.view.title, state.view.cells],
    () => {
      drawn.push("outer");
      return h("div", { class: "outer" }, h("b", {}, state.view.title), state.view.cells.map((c) =>
        part(ui, `inner ${c.text}`, [c], () => { drawn.push(c.text); return h("i", {}, c.text); })));
    }));
  const list = cells("a", "b");
  const model = fakeModel({ view: { game: "toy", seat: 0, to_move: 0, title: "one", cells: list },
    legal: [], history: [], cursor: 0, events: [], options: {}, seat_names: ["x"] });
  const el = document.createElement("div");
  mountGame({ model, el, drawBoard, name: "toy" });
  drawn.length = 0;
  model.set("error", "x");                       // nothing the parts read: none drawn
  await tick();
  assert.deepEqual(drawn, []);
  model.set("view", { ...model.get("view"), title: "two" });
  await tick();
  assert.deepEqual(drawn, ["outer"]);            // the cells inside stay as they were
  assert.deepEqual([...el.querySelectorAll("i")].map((n) => n.textContent), ["a", "b"]);
  assert.equal(el.querySelector("b").textContent, "two");
});

test("a part moved to another parent is drawn there, never left a stand-in", async () => {
  // the update matches a part among its siblings (morph.js): one that moved to another
  // parent with its inputs unchanged is drawn anew there
  const cell = { text: "a1" };
  const drawBoard = (state, ui) => h("div", { class: "toy" }, ["left", "right"].map((side) =>
    h("div", { class: side }, state.view.side === side
      ? part(ui, "cell", [cell], () => h("span", { class: "cell" }, cell.text)) : null)));
  const el = document.createElement("div");
  const model = fakeModel({ view: { game: "toy", seat: 0, to_move: 0, side: "left" }, legal: [],
    history: [], cursor: 0, events: [], error: "", notice: "", request: {}, screen: false,
    acting: 0, lesson: {}, options: {}, seat: 0, seat_names: ["archer", "lion"] });
  mountGame({ model, el, drawBoard, name: "toy" });
  model.set("view", { ...model.get("view"), side: "right" });
  await tick();
  assert.equal(el.querySelector(".left .cell"), null);
  assert.equal(el.querySelector(".right .cell")?.textContent, "a1");
  model.set("view", { ...model.get("view"), side: "left", again: true });
  await tick();
  assert.equal(el.querySelector(".left .cell")?.textContent, "a1");
});

/** A toy board whose cells are a sparse list (changedPart, sparseList): `drawn` lists the
 * cells drawn. */
function sparseToy(list) {
  const drawn = [];
  const drawBoard = (state, ui) => {
    const items = state.view.cells;
    return sparseList(ui, h(state.view.tag ?? "div", { class: "toy" }, items.map((c) =>
      changedPart(ui, `cell ${c.text[0]}`, [c], () => {
        drawn.push(c.text);
        return h("span", { class: "cell" }, c.text);
      }))), items.map((c) => `cell ${c.text[0]}`));
  };
  const el = document.createElement("div");
  const model = fakeModel({ view: view(list), legal: [], history: [], cursor: 0, events: [],
    options: {}, seat_names: ["x"] });
  mountGame({ model, el, drawBoard, name: "toy" });
  const page = () => [...el.querySelectorAll(".cell")].map((n) => n.textContent);
  return { el, model, drawn, page };
}

test("a sparse list draws the changed parts alone and keeps the others where they are", async () => {
  const list = cells("a1", "b1", "c1", "d1");
  const t = sparseToy(list);
  assert.deepEqual(t.drawn, ["a1", "b1", "c1", "d1"]);
  const nodes = [...t.el.querySelectorAll(".cell")];
  t.drawn.length = 0;
  // b changed, c gone, e new between a and b: only b and e are drawn
  t.model.set("view", view([list[0], { text: "e1" }, { text: "b2" }, list[3]]));
  await tick();
  assert.deepEqual(t.drawn, ["e1", "b2"]);
  assert.deepEqual(t.page(), ["a1", "e1", "b2", "d1"]);
  const now = [...t.el.querySelectorAll(".cell")];
  assert.equal(now[0], nodes[0], "a kept as it was");
  assert.equal(now[3], nodes[3], "d kept as it was");
  t.drawn.length = 0;
  t.model.set("error", "x");                     // nothing the cells read: none drawn
  await tick();
  assert.deepEqual(t.drawn, []);
  assert.deepEqual(t.page(), ["a1", "e1", "b2", "d1"]);
});

test("a sparse list put on the page as drawn, parts left out, makes the table be drawn anew", async () => {
  // the list drawn as another tag: the update puts the drawing in, without the cells it
  // left out; the mount loop sees it and draws every part again
  const list = cells("a1", "b1", "c1");
  const t = sparseToy(list);
  t.drawn.length = 0;
  t.model.set("view", { ...view([list[0], { text: "b2" }, list[2]]), tag: "section" });
  await tick();
  assert.deepEqual(t.page(), ["a1", "b2", "c1"]);
  assert.equal(t.el.querySelector(".toy").localName, "section");
  assert.deepEqual(t.drawn, ["b2", "a1", "b2", "c1"]);
});
