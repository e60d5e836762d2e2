import assert from "node:assert/strict";
import { test } from "node:test";
import { readFileSync } from "node:fs";

import { spoken, withTexts } from "../lib/phrases.js";

// Every phrase as Python speaks it (tests/engine/phrase_examples.py writes this file and
// tests/engine/test_phrases.py checks it against Python).
const EXAMPLES = JSON.parse(readFileSync(new URL("./phrases.json", import.meta.url), "utf8"));

test("every phrase reads as Python speaks it: plurals, possessives, listings, nested phrases", () => {
  assert.ok(EXAMPLES.length > 20);
  for (const { say, text } of EXAMPLES) assert.equal(spoken(say), text, JSON.stringify(say));
});

test("the event log gets its texts once: the same list and events for the same log", () => {
  const log = [["pass", 1, ["tg.pass", "Lion"]], ["note", 1, "As sent."],
    ["conflict", 2, ["tg.junction", "E4"], { result: [1, 0, [5, 9]], gain: [1, "R", 2] }],
    { kind: "turn", text: "Lion's turn.", at: 2 }];
  const read = withTexts(log);
  assert.deepEqual(read, [
    { kind: "pass", at: 1, text: "Lion ends their turn.", say: ["tg.pass", "Lion"] },
    { kind: "note", at: 1, text: "As sent." },
    { kind: "conflict", at: 2, text: "No conflict remains; the junction tile leaves E4.",
      say: ["tg.junction", "E4"], result: { winner: 1, loser: 0, strength: [5, 9] },
      gain: { seat: 1, colour: "R", points: 2 } },
    { kind: "turn", text: "Lion's turn.", at: 2 }]);
  assert.equal(read[3], log[3], "an event as an object is read as it is");
  assert.equal(withTexts(log), read, "the same log, the same list");
  assert.equal(withTexts([...log])[0], read[0], "the same event, the same object");
});

test("an event whose kind is its phrase's key without the prefix travels without it", () => {
  const [read] = withTexts([[3, ["tg.junction", "E4"], { result: [1, 0, [5, 9]] }]]);
  assert.deepEqual(read, { kind: "junction", at: 3, say: ["tg.junction", "E4"],
    text: "No conflict remains; the junction tile leaves E4.",
    result: { winner: 1, loser: 0, strength: [5, 9] } });
  assert.deepEqual(withTexts([[4, ["dy.game over", "the bag is empty", ["dy.tie"]]]])[0].kind,
    "game over");
});
