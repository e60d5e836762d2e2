// Points scored, shown briefly where they happened: a "+1" on the board at the place of the
// action that scored, and on the scoring seat's panel. The events carry `gain` {seat,
// colour, points} (Python, mesowidgets/seat.py GAIN_EVENTS).
import { h } from "./dom.js";
import { count } from "./words.js";

/** How long a +N shows, in milliseconds (the CSS animation lasts as long). */
const GAIN_MS = 2500;

/**
 * The gains to show now: [{ seat, colour, points, place, age }], `age` in ms since this
 * widget first drew the event (a redraw continues the animation where it was). Events the
 * widget found when it was first drawn are old news: none of them shows.
 */
export function freshGains(state, ui, now = Date.now()) {
  const first = !ui.gainSeen;
  ui.gainSeen ??= new Map();
  if (state.cursor < state.history.length) return [];
  const out = [];
  state.events.forEach((e, i) => {
    if (!e.gain) return;
    const key = `${e.at}:${i}:${e.text}`;
    if (!ui.gainSeen.has(key)) ui.gainSeen.set(key, first ? -Infinity : now);
    const age = now - ui.gainSeen.get(key);
    if (age < GAIN_MS) out.push({ ...e.gain, place: state.history[e.at - 1]?.place, age });
  });
  return out;
}

/** "+1" badges of one seat's gains, for its panel (null when none). */
export function gainBadge(gains, seat, colourName) {
  const mine = gains.filter((g) => g.seat === seat);
  if (!mine.length) return null;
  return mine.map((g) => h("span", {
    class: `mw-gain mw-gain-${g.colour}`, style: `animation-delay: -${Math.round(g.age)}ms`,
    "aria-label": `${count(g.points, `${colourName(g.colour)} point`)} scored`,
  }, `+${g.points}`));
}
