// How far one click travels in the front end: the JavaScript files the Tigris & Euphrates
// table runs, and the changes it makes to the page, from the click on a lit square to the
// table redrawn with the kernel's answer. Run by click_trace.py, which gives it (a JSON
// file) the widget's synced state before the click, the selection and the square clicked,
// and the messages the kernel sent in answer.
//
// The table is mounted as the widget mounts it (js/tigris.js: patches followed, the mount
// loop) in linkedom's DOM; the piece is chosen in hand, so the squares light up; then,
// under V8's precise coverage (call counts) and a MutationObserver on the widget's
// element, the lit square is clicked and the kernel's messages are set on the model as
// anywidget sets them, and the table redraws. Counts, not times: the same click gives the
// same figures.
//
//     node benchmarks/click_trace.mjs click.json
import { readFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";
import { dirname, relative, resolve } from "node:path";

import { fakeModel, installDom, tick } from "../js/tests/dom-env.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = resolve(ROOT, "js");

installDom();
const widget = await entry();

/** The Tigris widget's front end (js/tigris.js) without its style sheets, which node does
 * not load. */
async function entry() {
  const { mountGame } = await import("../js/lib/mount.js");
  const { paletteStyle } = await import("../js/lib/palette.js");
  const { followPatches } = await import("../js/lib/patch.js");
  const { drawBoard } = await import("../js/tigris/board.js");
  return {
    initialize: ({ model }) => followPatches(model),
    render: ({ model, el }) => mountGame({ model, el, drawBoard, name: "tigris",
      style: paletteStyle("tg") }),
  };
}

const click = (node) => node.dispatchEvent(new window.Event("click", { bubbles: true }));

const { before, selection, place, messages } = JSON.parse(readFileSync(process.argv[2], "utf8"));
const model = fakeModel({ ...before });
const el = document.createElement("div");
document.body.append(el);
widget.initialize({ model });
widget.render({ model, el });
await tick();
const chip = el.querySelector(`[data-key="h ${selection}"]`);
if (!chip) throw new Error(`nothing in hand to choose as ${selection}`);
click(chip);
await tick();
const lit = el.querySelectorAll(".mw-square.mw-target").length;
const square = el.querySelector(`.mw-square.mw-target[data-square="${place}"]`);
if (!square) throw new Error(`${place} does not light up for ${selection}`);

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
await session.post("Profiler.takePreciseCoverage");          // counts start from here
const records = [];
const observer = new window.MutationObserver((found) => records.push(...found));
observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });

click(square);
if (model.sent.length !== 1 || !model.sent[0].act) throw new Error("the click sent no action");
for (const msg of messages) {
  for (const [name, value] of Object.entries(msg.state)) model.set(name, value);
}
await tick();

records.push(...observer.takeRecords());
observer.disconnect();
const { result } = await session.post("Profiler.takePreciseCoverage");
await session.post("Profiler.stopPreciseCoverage");
session.disconnect();

const files = [];
for (const script of result) {
  if (!script.url.startsWith("file:")) continue;
  const path = fileURLToPath(script.url);
  if (!path.startsWith(SOURCES + "/") || path.includes("/tests/")) continue;
  const calls = script.functions.reduce((n, f) => n + f.ranges[0].count, 0);
  if (calls) files.push([relative(ROOT, path), calls]);
}
files.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const count = (type) => records.filter((r) => r.type === type).length;
const nodes = new Set();
for (const r of records) {
  if (r.type === "childList") for (const n of [...r.addedNodes, ...r.removedNodes]) nodes.add(n);
  else nodes.add(r.target);
}
console.log(`  front end: the click on ${place} (${lit} squares lit for ${selection}) and its redraw`);
console.log(`  ${"file".padEnd(40)} ${"calls".padStart(7)}`);
for (const [file, calls] of files) console.log(`  ${file.padEnd(40)} ${String(calls).padStart(7)}`);
console.log(`  ${files.length} JavaScript files of the project, `
  + `${files.reduce((n, [, c]) => n + c, 0)} calls`);
console.log(`  the page: ${records.length} changes (${count("attributes")} attributes, `
  + `${count("childList")} lists of children, ${count("characterData")} texts) `
  + `to ${nodes.size} nodes`);
