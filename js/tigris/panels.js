// The panels around the board: the header, each player's panel (what the rules let this
// seat see), the acting seat's hand with its leaders and catastrophes, and the final count.
import { count } from "../lib/words.js";
import { symbolIcon } from "../lib/dynasty.js";
import { gainBadge } from "../lib/gains.js";
import { me } from "../lib/state.js";
import { cap, h, pressable } from "../lib/dom.js";
import { swapAction } from "./choices.js";
import { offers } from "../lib/legal.js";
import { handMarks } from "../lib/marks.js";
import { part } from "../lib/parts.js";
import {
  COLOURS, COLOUR_NAME, LEADER_NAME, TILE_NAME, leaderChip, tileChip,
} from "./pieces.js";

/** Where each leader stands: { "0G": "F7", ... }. */
export function leaderPlaces(view) {
  const out = {};
  for (const [square, l] of Object.entries(view.leaders)) out[`${l.seat}${l.colour}`] = square;
  return out;
}

export function header(state) {
  const { view, seat_names: names } = state;
  const o = view.options;
  const extras = [o.side === "alternative" ? "alternative side" : "classic side",
    o.english ? "English variant" : null, o.buildings ? "buildings" : null,
    o.ziggurat ? "ziggurat" : null].filter(Boolean).join(" · ");
  const left = view.available.length;
  return h("div", { class: "mw-tg-head" },
    h("span", { class: "mw-tg-turn" }, view.over ? "Game over"
      : `Turn of ${cap(names[view.turn])}: action ${Math.min(view.actions_taken + 1, 2)} of 2`),
    h("span", { "aria-label": `bag: ${view.bag_size} tiles` }, `Bag ${view.bag_size}`),
    h("span", { "aria-label": `${view.treasures.length} treasures on the board` },
      `Treasures ${view.treasures.length}`),
    h("span", { "aria-label": `${left} monuments not built` }, `Monuments left ${left}`),
    h("span", { class: "mw-tg-options" }, extras));
}

function scoreLine(view, seat) {
  const sc = view.scores[seat];
  if (!sc) return h("span", { class: "mw-tg-hidden", "aria-label": "points behind the screen" },
    "points hidden");
  const t = view.treasure_points[seat];
  return h("span", { class: "mw-tg-scores", "aria-label": `points: ${COLOURS.map((c) =>
    `${sc[c]} ${COLOUR_NAME[c]}`).join(", ")}, ${count(t, "treasure")}` },
  COLOURS.map((c) => h("span", { class: `mw-score mw-c-${c}`, title: COLOUR_NAME[c] }, String(sc[c]))),
  h("span", { class: "mw-score mw-treasure-score", title: "treasures" }, String(t)));
}

export function playerPanel(state, seat, places, gains = []) {
  const { view, seat_names: names } = state;
  const you = seat === me(state) && view.seat !== null && view.seat !== undefined;
  const leaders = COLOURS.map((c) => {
    const where = places[`${seat}${c}`];
    const chip = leaderChip({ seat, colour: c }, names, {
      "aria-label": `${names[seat]}'s ${LEADER_NAME[c]}, ${where ? `on ${where}` : "in supply"}`,
    });
    if (where) chip.classList.add("mw-away");
    return h("span", { class: "mw-tg-leader-slot" }, chip, h("span", { class: "mw-tg-where" }, where ?? ""));
  });
  const turn = view.turn === seat && !view.over;
  const cats = view.catastrophes[seat];
  return h("div", {
    class: `mw-tg-player mw-seat-${seat}${turn ? " mw-turn" : ""}${you ? " mw-you" : ""}`,
    role: "group", "aria-label": `${names[seat]}${you ? " (you)" : ""}`,
  },
  h("div", { class: "mw-tg-player-head" },
    h("span", { class: `mw-dynasty mw-seat-${seat}`, "aria-hidden": "true" }, symbolIcon(seat)),
    h("strong", {}, cap(names[seat])),
    you ? h("span", { class: "mw-tg-you" }, "you") : null,
    turn ? h("span", { class: "mw-tg-turnmark" }, "to play") : null,
    gainBadge(gains, seat, (c) => COLOUR_NAME[c])),
  h("div", { class: "mw-tg-leaders" }, leaders),
  h("div", { class: "mw-tg-player-foot" },
    h("span", { "aria-label": `${names[seat]} holds ${view.hand_sizes[seat]} tiles` },
      `${view.hand_sizes[seat]} tiles`),
    h("span", { class: `mw-tg-cats${cats ? "" : " mw-used"}`,
      "aria-label": `${names[seat]}: ${count(cats, "catastrophe")} left` },
    `${count(cats, "catastrophe")}`),
    scoreLine(view, seat)));
}

/** A player's panel as a part (parts.js): drawn again when something it shows changed
 * (these inputs are what playerPanel reads). */
export function playerPart(state, ui, seat, places, gains = []) {
  const { view } = state;
  const mine = gains.filter((g) => g.seat === seat);
  return part(ui, `tg player ${seat}`, [view.seat, me(state), state.seat_names, view.leaders,
    view.turn, view.over, view.catastrophes[seat], view.hand_sizes[seat], view.scores[seat],
    view.treasure_points[seat], mine.length ? mine : null],
  () => playerPanel(state, seat, places, gains));
}

/** The acting seat's hand: tiles, its leaders and catastrophes, each a selection; swap mode. */
export function handArea(state, ui, redraw, act) {
  const { view, seat_names: names, legal, acting } = state;
  const places = leaderPlaces(view);
  const rows = [];
  const choose = (node, key) => {
    const chosen = ui.selected === key;
    node.setAttribute("data-key", `h ${key}`);
    node.setAttribute("role", "button");
    node.setAttribute("aria-pressed", String(chosen));
    if (chosen) node.classList.add("mw-chosen");
    pressable(node, () => { ui.selected = chosen ? null : key; ui.swap = null; redraw(); });
    return node;
  };
  const handRow = (tiles, seat, live) => {
    const swapping = live && ui.swap;
    const hand = tiles.map((c, k) => {
      const chip = tileChip(c, { "data-index": k });
      chip.classList.add("mw-hand-tile");
      chip.classList.add(...handMarks(view, "tile", c).split(" ").filter(Boolean));
      if (swapping) {
        const on = ui.swap.includes(k);
        chip.setAttribute("data-key", `w ${k}`);
        chip.setAttribute("role", "button");
        chip.setAttribute("aria-pressed", String(on));
        chip.setAttribute("aria-label", `${COLOUR_NAME[c]} ${TILE_NAME[c]}${on ? ", to discard" : ""}`);
        if (on) chip.classList.add("mw-discard");
        return pressable(chip, () => {
          ui.swap = on ? ui.swap.filter((x) => x !== k) : [...ui.swap, k];
          redraw();
        });
      }
      return live && offers(legal, { kind: "tile", piece: c }) ? choose(chip, `tile ${c}`) : chip;
    });
    const extras = [];
    if (live && !swapping) {
      for (const c of COLOURS) {
        if (!offers(legal, { kind: "leader", piece: c })) continue;
        const where = places[`${seat}${c}`];
        extras.push(choose(h("span", { class: `mw-pick${handMarks(view, "leader", c)}`, "aria-label":
          `${LEADER_NAME[c]}${where ? ` (on ${where})` : ""}` },
        leaderChip({ seat, colour: c }, names), h("span", {}, LEADER_NAME[c])), `leader ${c}`));
      }
      if (offers(legal, { kind: "catastrophe" })) {
        extras.push(choose(h("span", { class: "mw-pick mw-catpick", "aria-label": "catastrophe" },
          "catastrophe"), "catastrophe"));
      }
    }
    if (live && offers(legal, { kind: "swap" })) {
      if (!swapping) {
        extras.push(h("button", { class: "mw-btn", "data-key": "swap", "aria-label": "Swap tiles",
          onclick: () => { ui.swap = []; ui.selected = null; redraw(); } }, "Swap tiles…"));
      } else {
        const swap = swapAction(legal, ui.swap.map((k) => tiles[k]));
        const ok = ui.swap.length > 0 && swap !== null;
        extras.push(h("button", { class: "mw-btn mw-primary", "data-key": "swap go",
          disabled: ok ? undefined : true, "aria-label": `Discard ${ui.swap.length} and draw`,
          onclick: () => { ui.swap = null; act(swap.name); } },
        `Discard ${ui.swap.length} and draw`));
        extras.push(h("button", { class: "mw-btn", "data-key": "swap off", "aria-label": "Cancel the swap",
          onclick: () => { ui.swap = null; redraw(); } }, "Cancel"));
      }
    }
    return h("div", { class: `mw-tg-hand${live ? " mw-live" : ""}`, role: "group",
      "aria-label": `${names[seat]}'s tiles behind the screen` },
    h("span", { class: "mw-tg-hand-name" }, `${cap(names[seat])}'s tiles`),
    h("span", { class: "mw-tg-tiles" }, hand.length ? hand : "no tiles"),
    extras.length ? h("span", { class: "mw-picks", role: "group", "aria-label": "Leaders, catastrophe, swap" },
      extras) : null);
  };
  view.hands.forEach((tiles, seat) => {
    if (!tiles) return;
    const live = legal.length > 0 && acting === seat && !view.decision;
    // a part (parts.js): drawn again only when the hand, the choices, the selection or the
    // hint or the review (marks.js) change
    rows.push(part(ui, `tg hand ${seat}`, [tiles, live, ui.selected, ui.swap, legal, names,
      view.leaders, view.marks?.hint, view.marks?.review], () => handRow(tiles, seat, live)));
  });
  return rows;
}
