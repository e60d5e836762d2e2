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
  const log = [{ kind: "pass", say: ["tg.pass", "Lion"], at: 1 },
    { kind: "note", text: "As sent.", at: 1 }];
  const read = withTexts(log);
  assert.deepEqual(read.map((e) => e.text), ["Lion ends their turn.", "As sent."]);
  assert.equal(read[1], log[1], "an event sent with its text is as it was");
  assert.equal(withTexts(log), read, "the same log, the same list");
  assert.equal(withTexts([...log])[0], read[0], "the same event, the same object");
});
