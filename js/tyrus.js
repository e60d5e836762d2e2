// The Tyrus widget's front end (anywidget module).
import "./lib/chrome.css";
import "./tyrus/tyrus.css";
import { mountGame } from "./lib/chrome.js";
import { drawBoard } from "./tyrus/board.js";

export default {
  render({ model, el }) {
    return mountGame({ model, el, drawBoard, name: "tyrus" });
  },
};
