// Euphrat & Tigris, the card game: the treasure row with its columns and link cards, the
// players (dynasty, leaders, points pile, catastrophe), the hand, and the decision under
// way. Draws from the seat's view; sends the name of the legal action a click stands for.
import { count } from "../lib/words.js";
import { symbolIcon } from "../lib/dynasty.js";
import { freshGains, gainBadge } from "../lib/gains.js";
import { actionsOf, choicePanel } from "../lib/bar.js";
import { me } from "../lib/state.js";
import { cap, h, pressable } from "../lib/dom.js";
import {
  COLOURS, COLOUR_NAME, LEADER_NAME, SHIP_NAME, cardFace, cardName, leaderName,
  leaderToken,
} from "./cards.js";
import { choiceLabel, choiceTitle, onBoard, targets } from "./choices.js";
import { buttons, lessonMarks, offers, placesSince, playable } from "../lib/legal.js";
import { decisionPanel } from "./decision.js";
import { handMarks, markClasses, turnSteps } from "../lib/marks.js";

/** Where each leader stands: { "0G": "3.2", ... } (read from the drawn table). */
export function leaderPlaces(view) {
  const out = {};
  view.columns.forEach((col, i) => col.forEach((cell, r) => {
    if (cell.leader) out[`${cell.leader.seat}${cell.leader.colour}`] = `${i + 1}.${r}`;
  }));
  view.gaps.forEach((cell, g) => {
    if (cell && cell.leader) out[`${cell.leader.seat}${cell.leader.colour}`] = `${g + 1}|${g + 2}`;
  });
  return out;
}

/** The kingdom (its index, left to right) of each column, 0-based. */
export function kingdomOf(view) {
  const out = [];
  view.kingdoms.forEach((cols, k) => cols.forEach((c) => { out[c - 1] = k; }));
  return out;
}

function targetable(node, place, aim, act, key) {
  node.setAttribute("data-key", key);
  const chosen = aim.get(place);
  if (chosen) {
    node.classList.add("mw-target");
    pressable(node, () => act(chosen));
  }
  return node;
}

function column(state, i, kingdom, aim, act) {
  const { view, seat_names: names } = state;
  const col = view.columns[i];
  const mine = me(state);
  const recent = placesSince(state, view.seat);
  const marked = lessonMarks(state);
  const cards = col.map((cell, r) => {
    const place = `${i + 1}.${r}`;
    const head = r === 0 ? `, head of column ${i + 1}` : "";
    const ldr = cell.leader ? `, ${leaderName(cell.leader, names)}` : "";
    const node = cardFace(cell.card, {
      label: `${place}: ${cardName(cell.card)}${head}${ldr}`, leader: cell.leader, names,
      me: mine, extra: { "data-place": place },
    });
    if (r === 0) node.classList.add("mw-head");
    if (marked.has(place)) node.classList.add("mw-marked");
    node.classList.add(...markClasses(view, place));
    if (recent.has(place) || (r === col.length - 1 && recent.has(String(i + 1)))) {
      node.classList.add("mw-recent");
    }
    return targetable(node, place, aim, act, `p ${place}`);
  });
  const slot = targetable(h("div", { class: "mw-tc-slot", "aria-label": `under column ${i + 1}`,
    "data-place": String(i + 1) },
    "+"), String(i + 1), aim, act, `s ${i + 1}`);
  if (!slot.classList.contains("mw-target")) slot.setAttribute("aria-disabled", "true");
  slot.classList.add(...markClasses(view, String(i + 1)));
  const n = col.length - 1;
  return h("div", {
    class: "mw-tc-col", role: "group",
    "aria-label": `column ${i + 1}, ${count(n, "card")} under the head, kingdom ${
      kingdom + 1}`,
  },
  h("div", { class: "mw-tc-colnum", "aria-hidden": "true" }, String(i + 1)),
  h("div", { class: `mw-tc-band mw-k${kingdom % 2}` }),
  cards, slot);
}

function gap(state, g, kingdom, aim, act) {
  const { view, seat_names: names } = state;
  const cell = view.gaps[g];
  const place = `${g + 1}|${g + 2}`;
  let body;
  if (cell) {
    const what = cell.down
      ? (cell.card ? `face-down link card (${cardName(cell.card)}, seen by you)` : "face-down link card")
      : cardName(cell.card);
    body = cardFace(cell.down && !cell.card ? null : cell.card, {
      label: `gap ${place}: ${what}${cell.leader ? `, ${leaderName(cell.leader, names)}` : ""}`,
      leader: cell.leader, names, me: me(state), extra: { "data-place": place },
    });
    if (cell.down) body.classList.add("mw-down");
    body.classList.add("mw-link");
    if (placesSince(state, view.seat).has(place)) body.classList.add("mw-recent");
    if (lessonMarks(state).has(place)) body.classList.add("mw-marked");
  } else {
    body = h("div", { class: "mw-tc-empty-gap", "aria-label": `gap ${place}, empty`,
      "data-place": place });
  }
  body.classList.add(...markClasses(view, place));
  targetable(body, place, aim, act, `g ${place}`);
  if (!cell && !body.classList.contains("mw-target")) body.setAttribute("aria-disabled", "true");
  return h("div", { class: "mw-tc-gap" },
    h("div", { class: "mw-tc-colnum", "aria-hidden": "true" }, ""),
    h("div", { class: `mw-tc-band${cell ? ` mw-k${kingdom % 2}` : " mw-none"}` }),
    body);
}

function treasureRow(state, aim, act) {
  const kingdom = kingdomOf(state.view);
  const items = [];
  for (let i = 0; i < 8; i += 1) {
    items.push(column(state, i, kingdom[i], aim, act));
    if (i < 7) items.push(gap(state, i, kingdom[i], aim, act));
  }
  return h("div", { class: "mw-tc-row", role: "group", "aria-label": "Treasure row" }, items);
}

function pileBox(view, seat, names) {
  const pile = view.piles[seat];
  const label = `${names[seat]}'s points pile: ${count(pile.size, "card")}${
    pile.top ? `, ${COLOUR_NAME[pile.top]} on top` : ""}`;
  const counts = pile.cards
    ? COLOURS.concat("T").map((c) => {
      const k = pile.cards.filter((x) => x === c).length;
      return h("span", { class: `mw-tc-count mw-c-${c}`, title: `${k} ${COLOUR_NAME[c]}` }, String(k));
    }) : null;
  return h("div", { class: "mw-tc-pile", "aria-label": label },
    pile.top ? cardFace(pile.top, { small: true, label: `top of the pile: ${cardName(pile.top)}` })
      : h("div", { class: "mw-tc-card mw-small mw-none", "aria-label": "empty pile" }),
    pile.weakest !== null && pile.weakest !== undefined
      ? h("span", { class: "mw-tc-pile-weakest", title: "The count compares the weakest colour (treasures wild)" },
        `weakest colour ${pile.weakest}`) : null,
    h("span", { class: "mw-tc-pile-size" }, `${count(pile.size, "card")}`),
    counts ? h("span", { class: "mw-tc-counts" }, counts) : null);
}

function playerBox(state, seat, places, gains = []) {
  const { view, seat_names: names } = state;
  const mine = me(state);
  const you = seat === mine && view.seat !== null && view.seat !== undefined;
  const leaders = COLOURS.map((c) => {
    const where = places[`${seat}${c}`];
    const token = leaderToken({ seat, colour: c }, names, {
      mine: seat === mine,
      extra: { "aria-label": `${names[seat]}'s ${LEADER_NAME[c]}, ${where ? `on ${where}` : "at home"}` },
    });
    if (where) token.classList.add("mw-away");
    return h("span", { class: "mw-tc-leader-slot" }, token,
      h("span", { class: "mw-tc-where" }, where ?? ""));
  });
  const turn = view.turn === seat;
  return h("div", {
    class: `mw-tc-player mw-seat-${seat}${turn ? " mw-turn" : ""}${you ? " mw-you" : ""}`,
    role: "group", "aria-label": `${names[seat]}${you ? " (you)" : ""}`,
  },
  h("div", { class: "mw-tc-player-head" },
    h("span", { class: `mw-tc-dynasty mw-seat-${seat}`, "aria-hidden": "true" }, symbolIcon(seat)),
    h("strong", {}, cap(names[seat])),
    you ? h("span", { class: "mw-tc-you" }, "you") : null,
    turn && !view.over ? h("span", { class: "mw-tc-turnmark" },
      `turn · ${view.actions_taken}/2 actions`) : null,
    gainBadge(gains, seat, (c) => COLOUR_NAME[c])),
  h("div", { class: "mw-tc-leaders" }, leaders),
  h("div", { class: "mw-tc-player-foot" },
    pileBox(view, seat, names),
    h("span", { class: "mw-tc-handsize", "aria-label": `${names[seat]} holds ${view.hand_sizes[seat]} cards` },
      `hand ${view.hand_sizes[seat]}`),
    h("span", {
      class: `mw-tc-cat${view.catastrophes[seat] ? "" : " mw-used"}`,
      "aria-label": `${names[seat]}'s catastrophe: ${view.catastrophes[seat] ? "in hand" : "used"}`,
    }, view.catastrophes[seat] ? "catastrophe ready" : "catastrophe used")));
}

/** The acting seat's controls: hand cards, leaders and the catastrophe, each a selection. */
function handArea(state, ui, redraw) {
  const { view, seat_names: names, legal } = state;
  const rows = [];
  const acting = state.acting;
  const places = leaderPlaces(view);
  const choose = (node, key) => {
    const chosen = ui.selected === key;
    node.setAttribute("data-key", `h ${key}`);
    node.setAttribute("aria-pressed", String(chosen));
    if (chosen) node.classList.add("mw-chosen");
    pressable(node, () => { ui.selected = chosen ? null : key; redraw(); });
    return node;
  };
  view.hands.forEach((cards, seat) => {
    if (!cards) return;
    const live = legal.length > 0 && acting === seat;
    const hand = cards.map((c, k) => {
      const node = cardFace(c, { label: `${cardName(c)} in hand`, extra: { "data-index": k } });
      node.classList.add("mw-hand-card");
      node.classList.add(...handMarks(view, "card", c).split(" ").filter(Boolean));
      return live && offers(legal, { kind: "card", piece: c }) ? choose(node, `card ${c}`) : node;
    });
    const extras = [];
    if (live) {
      for (const c of COLOURS) {
        if (!offers(legal, { kind: "leader", piece: c })) continue;
        const where = places[`${seat}${c}`];
        const token = leaderToken({ seat, colour: c }, names, {
          mine: true,
          extra: { "aria-label": `your ${LEADER_NAME[c]}${where ? `, on ${where}` : ", at home"}` },
        });
        extras.push(choose(h("span", { class: `mw-tc-pick${handMarks(view, "leader", c)}`, "aria-label":
          `${LEADER_NAME[c]}${where ? ` (on ${where})` : ""}` }, token,
        h("span", {}, LEADER_NAME[c])), `leader ${c}`));
      }
      if (offers(legal, { kind: "catastrophe" })) {
        extras.push(choose(h("span", { class: "mw-tc-pick mw-tc-catpick", "aria-label": "catastrophe" },
          "catastrophe"), "catastrophe"));
      }
    }
    rows.push(h("div", { class: `mw-tc-hand${live ? " mw-live" : ""}`, role: "group",
      "aria-label": `${names[seat]}'s hand` },
    h("span", { class: "mw-tc-hand-name" }, `${cap(names[seat])}'s hand`),
    h("span", { class: "mw-tc-cards" }, hand.length ? hand : "no cards"),
    extras.length ? h("span", { class: "mw-tc-picks", role: "group", "aria-label": "Leaders and catastrophe" },
      extras) : null));
  });
  return rows;
}

function hint(state, ui, aim) {
  if (!ui.selected) {
    if (state.legal.length && !state.view.decision) {
      return "Choose a card of your hand, a leader or the catastrophe; then a place that lights up.";
    }
    return null;
  }
  const [kind, code] = ui.selected.split(" ");
  const what = kind === "card" ? `A ${COLOUR_NAME[code]} card: choose a column (+) or a gap`
    : kind === "leader" ? `Your ${LEADER_NAME[code]}: choose the card it goes to`
      : "The catastrophe: choose the card it removes";
  return `${what} (${count(aim.size, "place")} light up).`;
}

function header(state) {
  const { view, seat_names: names } = state;
  const ships = view.ships.map((s) => cardFace(s, { small: true, label: `${SHIP_NAME[s]} ship, not built` }));
  return h("div", { class: "mw-tc-head" },
    h("span", { class: "mw-tc-turn" }, view.over ? "Game over"
      : `Turn of ${cap(names[view.turn])}: action ${Math.min(view.actions_taken + 1, 2)} of 2`),
    h("span", { "aria-label": `deck: ${view.deck_size} cards` }, `Deck ${view.deck_size}`),
    h("span", { "aria-label": `${view.treasures_in_play} treasures in play` },
      `Treasures in play ${view.treasures_in_play}`),
    h("span", { "aria-label": `discard: ${view.discard_size} cards` }, `Discard ${view.discard_size}`),
    h("span", { class: "mw-tc-ships", role: "group", "aria-label": "Ships not built" },
      ships.length ? ["Ships ", ships] : "All ships built"));
}

export function drawBoard(state, ui, act, redraw) {
  const { view, legal } = state;
  if (ui.selected && !playable(legal, ui.selected)) ui.selected = null;
  const aim = targets(legal, ui.selected);
  const places = leaderPlaces(view);
  const picks = buttons(legal, onBoard, choiceLabel, view.decision);
  const text = hint(state, ui, aim);
  const gains = freshGains(state, ui);
  return h("div", { class: "mw-board" },
    header(state),
    h("div", { class: "mw-tc-players" }, view.players.map((_, seat) => playerBox(state, seat, places, gains))),
    treasureRow(state, aim, act),
    actionsOf(
      decisionPanel(view, state.seat_names),
      picks.length ? choicePanel(choiceTitle(view.decision), picks, act) : null,
      handArea(state, ui, redraw),
      text ? h("div", { class: "mw-hint" }, text) : null,
      turnSteps(state)));
}
