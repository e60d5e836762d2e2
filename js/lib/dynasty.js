// A dynasty's symbol (archer's bow, lion, bull, pot), drawn on its leaders in both Tigris
// games: a white line on the leader's colour, from the shared palette.
import { s } from "./dom.js";
import { DYNASTY_SYMBOL } from "./palette.js";

/** The symbol as an SVG group centred on (cx, cy), `size` wide. */
export function symbolAt(seat, cx, cy, size) {
  const k = size / 24;
  return s("path", {
    class: "mw-dynasty-symbol", d: DYNASTY_SYMBOL[seat],
    transform: `translate(${cx - size / 2} ${cy - size / 2}) scale(${k})`,
    fill: "none", stroke: "#fff", "stroke-width": 2.4, "stroke-linecap": "round",
    "stroke-linejoin": "round", "vector-effect": "non-scaling-stroke",
  });
}

/** The symbol as an inline picture for an HTML chip. */
export function symbolIcon(seat) {
  return s("svg", { class: "mw-dynasty-icon", viewBox: "0 0 24 24", "aria-hidden": "true" },
    s("path", { d: DYNASTY_SYMBOL[seat], fill: "none", stroke: "currentColor", "stroke-width": 2.6,
      "stroke-linecap": "round", "stroke-linejoin": "round" }));
}
