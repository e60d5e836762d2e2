import assert from "node:assert/strict";
import { test } from "node:test";

import { applyPatch, followPatches } from "../lib/patch.js";

test("set, delete and splice, never in place", () => {
  const before = { a: [1, 2, 3], b: { c: 1, d: 2 } };
  const frozen = JSON.stringify(before);
  const after = applyPatch(before, [["s", ["b", "c"], 5], ["d", ["b", "d"]],
    ["p", ["a"], 1, 1, [7, 8]]]);
  assert.deepEqual(after, { a: [1, 7, 8, 3], b: { c: 5 } });
  assert.equal(JSON.stringify(before), frozen);
  assert.notEqual(after.a, before.a);
});

test("a patch message updates the model's traits once, whatever its views", () => {
  const attrs = { history: [{ seat: 0, name: "a" }], _patch: null };
  const handlers = {};
  const model = {
    get: (k) => attrs[k], set: (k, v) => { attrs[k] = v; },
    on: (e, f) => { handlers[e] = f; }, off: () => {},
  };
  followPatches(model);
  attrs._patch = { seq: 1, ops: { history: [["p", [], 1, 0, [{ seat: 1, name: "b" }]]] } };
  handlers["change:_patch"]();
  assert.deepEqual(attrs.history, [{ seat: 0, name: "a" }, { seat: 1, name: "b" }]);
});

test("legal actions filled again are patched from the kept value the patch names", () => {
  const turn = [{ kind: "move", name: "move A" }, { kind: "end", name: "end" }];
  const attrs = { legal: turn, _patch: null };
  const handlers = {};
  const model = {
    get: (k) => attrs[k],
    set: (k, v) => { attrs[k] = v; handlers[`change:${k}`]?.(); },
    on: (e, f) => { handlers[e] = f; }, off: () => {},
  };
  followPatches(model);
  model.set("legal", []);
  model.set("legal", [{ kind: "commit", name: "commit 1" }]);
  model.set("legal", []);
  attrs._patch = { seq: 1, ops: { legal: [["s", [0, "name"], "move B"]] }, from: { legal: 1 } };
  handlers["change:_patch"]();
  assert.deepEqual(attrs.legal, [{ kind: "move", name: "move B" }, { kind: "end", name: "end" }]);
  assert.equal(turn[0].name, "move A");
});
