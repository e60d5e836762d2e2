// The Tigris & Euphrates widget's front end (anywidget module).
import "./lib/chrome.css";
import "./lib/marks.css";
import "./tigris/tigris.css";
import { mountGame } from "./lib/mount.js";
import { paletteStyle } from "./lib/palette.js";
import { followPatches } from "./lib/patch.js";
import { drawBoard } from "./tigris/board.js";

export default {
  initialize({ model }) {
    return followPatches(model);
  },
  render({ model, el }) {
    return mountGame({ model, el, drawBoard, name: "tigris", style: paletteStyle("tg") });
  },
};
