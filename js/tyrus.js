// The Tyrus widget's front end (anywidget module).
import "./lib/chrome.css";
import "./lib/marks.css";
import "./tyrus/tyrus.css";
import { mountGame } from "./lib/mount.js";
import { followPatches } from "./lib/patch.js";
import { drawBoard } from "./tyrus/board.js";

export default {
  initialize({ model }) {
    return followPatches(model);
  },
  render({ model, el }) {
    return mountGame({ model, el, drawBoard, name: "tyrus" });
  },
};
