// The Babel widget's front end (anywidget module).
import "./lib/chrome.css";
import "./lib/marks.css";
import "./babel/babel.css";
import { mountGame } from "./lib/mount.js";
import { followPatches } from "./lib/patch.js";
import { drawBoard } from "./babel/board.js";

export default {
  initialize({ model }) {
    return followPatches(model);
  },
  render({ model, el }) {
    return mountGame({ model, el, drawBoard, name: "babel" });
  },
};
