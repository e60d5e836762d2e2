// Babel: the five construction sites with both players' columns and temples, the two
// temple columns and the quarry, the pawns, the hand. Draws from the seat's view; every
// action is sent by its name, chosen among the legal ones (no rule is decided here).
import { count } from "../lib/words.js";
import { cap, h, pressable } from "../lib/dom.js";
import { actionsOf, choicePanel } from "../lib/bar.js";
import { lessonMarks, placesSince } from "../lib/legal.js";
import { handMarks, markClasses, turnSteps } from "../lib/marks.js";
import { bottomSeat, turnButton } from "../lib/sides.js";

const NATIONS = ["A", "H", "M", "P", "S"];
const NATION_NAME = { A: "Assyrians", H: "Hittites", M: "Medes", P: "Persians", S: "Sumerians" };

/** Sort the legal actions (docs/actions.md) into what the board offers and what the
 * panels list: nation -> name of each move, deployment and discard; source -> name of each
 * build; site -> (site -> name) of each migration; the powers; the end of the turn's name. */
export function classify(legal) {
  const out = { move: new Map(), deploy: new Map(), build: new Map(), migrate: new Map(),
    discard: new Map(), powers: [], end: null };
  for (const a of legal) {
    if (a.kind === "move" || a.kind === "deploy" || a.kind === "discard") out[a.kind].set(a.piece, a.name);
    else if (a.kind === "build") out.build.set(a.from, a.name);
    else if (a.kind === "migrate") {
      if (!out.migrate.has(a.from)) out.migrate.set(a.from, new Map());
      out.migrate.get(a.from).set(a.to, a.name);
    } else if (a.kind === "end turn") out.end = a.name;
    else out.powers.push(a);
  }
  return out;
}

/** A nation card as a small chip. */
function chip(nation, label, extra = {}) {
  return h("span", { class: `mw-chip mw-n-${nation}`, role: "img", "aria-label": label, ...extra },
    nation);
}

function templeStack(levels, label) {
  return h("div", { class: "mw-temple", role: "img", "aria-label": label },
    levels.length ? levels.map((lv, i) => h("span", {
      class: `mw-level${i === levels.length - 1 ? " mw-top" : ""}`,
    }, String(lv))) : h("span", { class: "mw-empty" }, "no temple"));
}

/** One player's half of a site: the temple and the column of deployed cards. */
function siteHalf(state, ui, offers, act, seat, nation) {
  const { view, seat_names: names } = state;
  const site = view.sites[seat][nation];
  const who = names[seat];
  const mine = seat === state.acting;
  const cards = site.cards;
  const column = h("div", { class: "mw-column", role: "list",
    "aria-label": `${who}'s ${NATION_NAME[nation]} column, ${count(cards.length, "card")}` },
  cards.map((n, i) => chip(n, `${who}'s ${NATION_NAME[n]} card, ${i + 1} of ${cards.length}`,
    { role: "listitem", class: `mw-chip mw-n-${n}${mine && ui.migrate === nation && i >= cards.length - 3 ? " mw-chosen" : ""}` })));
  const half = h("div", { class: `mw-half mw-seat-${seat}`, "data-place": `${who} ${nation}` },
    templeStack(site.temple, `${who}'s temple at the ${NATION_NAME[nation]} site: ${site.level ? `level ${site.level}` : "none"}`),
    column);
  if (mine && offers.migrate.has(nation) && !ui.selected) {
    const chosen = ui.migrate === nation;
    half.append(h("button", {
      class: `mw-btn mw-migrate${chosen ? " mw-primary" : ""}`, "data-key": `mig ${nation}`,
      "aria-pressed": String(chosen),
      "aria-label": `Migrate the last three ${NATION_NAME[nation]} site cards`,
      onclick: () => { ui.migrate = chosen ? null : nation; ui.redraw(); },
    }, chosen ? "Migrating…" : "Migrate 3"));
  }
  return half;
}

/** What a click on a site does now: the name of a legal action, or null. */
export function siteIntent(state, ui, offers, nation) {
  const pawn = state.view.pawns[state.acting];
  if (ui.selected) {
    if (nation === pawn && offers.deploy.has(ui.selected)) return offers.deploy.get(ui.selected);
    if (nation === ui.selected && nation !== pawn && offers.move.has(ui.selected)) {
      return offers.move.get(ui.selected);
    }
    return null;
  }
  if (ui.migrate) return offers.migrate.get(ui.migrate)?.get(nation) ?? null;
  return null;
}

function site(state, ui, offers, act, nation, bottom) {
  const { view, seat_names: names } = state;
  const intent = state.acting !== null && state.acting !== undefined
    ? siteIntent(state, ui, offers, nation) : null;
  const pawns = [0, 1].filter((p) => view.pawns[p] === nation);
  const recent = placesSince(state, view.seat).has(nation);      // the other moved here
  const marked = lessonMarks(state).has(nation);
  const pawnWords = pawns.length
    ? `, ${pawns.length > 1 ? "pawns" : "pawn"} of ${pawns.map((p) => names[p]).join(" and ")}` : "";
  const node = h("div", {
    class: [`mw-site mw-n-${nation}${intent ? " mw-target" : ""}${recent ? " mw-recent" : ""}${
      marked ? " mw-marked" : ""}`, ...markClasses(view, nation)].join(" "),
    "data-key": `site ${nation}`, "data-place": nation,
    "aria-label": `${NATION_NAME[nation]} site${pawnWords}${recent ? ", moved to since your last move" : ""}${intent ? `: ${intent}` : ""}`,
  },
  siteHalf(state, ui, offers, act, 1 - bottom, nation),
  h("div", { class: "mw-site-name" }, NATION_NAME[nation],
    pawns.map((p) => h("span", { class: `mw-pawn mw-seat-${p}`, role: "img",
      "aria-label": `${names[p]}'s pawn` }, cap(names[p])[0]))),
  siteHalf(state, ui, offers, act, bottom, nation));
  if (intent) pressable(node, (e) => { if (!e.target.closest("button")) act(intent); });
  return node;
}

/** The quarry and the two temple columns; a takeable top card is a button. */
function quarry(state, ui, offers, act) {
  const { view, seat_names: names } = state;
  const columns = [0, 1].map((c) => {
    const levels = view.columns[c];
    const source = names[c];
    const notation = offers.build.get(source);
    const top = levels.length ? levels[levels.length - 1] : null;
    const topNode = top === null ? h("span", { class: "mw-empty" }, "empty")
      : h("span", { class: `mw-level mw-top${notation ? " mw-target" : ""}`, "data-key": `col ${source}`,
        "aria-label": `Top of ${source}'s temple column: level ${top}${notation ? `: ${notation}` : ""}` },
      String(top));
    if (notation) pressable(topNode, () => act(notation));
    return h("div", { class: "mw-tcol", role: "group", "aria-label": `${source}'s temple column` },
      h("div", { class: "mw-tcol-name" }, `${cap(source)}'s column`),
      h("div", { class: "mw-tcol-cards" },
        levels.slice(0, -1).map((lv) => h("span", { class: "mw-level mw-under" }, String(lv))), topNode));
  });
  const starts = [0, 1].filter((p) => view.start_cards[p]).map((p) => {
    const notation = p === state.acting ? offers.build.get("start") : null;
    const node = h("span", { class: `mw-level mw-start${notation ? " mw-target" : ""}`, "data-key": `start ${p}`,
      "aria-label": `${names[p]}'s starting level 1 card${notation ? `: ${notation}` : ""}` }, "1");
    if (notation) pressable(node, () => act(notation));
    return h("span", { class: "mw-startcard" }, `${cap(names[p])}: `, node);
  });
  return h("div", { class: "mw-quarry", role: "group", "aria-label": "Quarry and temple columns" },
    h("div", { class: "mw-counts" },
      h("span", {}, `Quarry: ${view.quarry_size} temple cards`),
      h("span", {}, `Deck: ${view.deck_size}`),
      h("span", {}, `Discard: ${view.discard.length}`),
      [0, 1].some((p) => view.pawns[p] === null)
        ? h("span", {}, `In the quarry: ${[0, 1].filter((p) => view.pawns[p] === null).map((p) => cap(names[p])).join(", ")}'s pawn`) : null),
    columns, starts.length ? h("div", { class: "mw-starts" }, "Starting cards: ", starts) : null);
}

function header(state) {
  const { view, seat_names: names } = state;
  const sums = [0, 1].map((p) => h("span", { class: `mw-sum mw-seat-${p}`,
    "aria-label": `${names[p]}'s temples total ${view.temple_sums[p]}` },
  `${cap(names[p])} ${view.temple_sums[p]}`));
  const hands = [0, 1].map((p) => {
    const n = view.hand_sizes[p];
    return h("span", { class: "mw-handsize" },
      `${cap(names[p])}: ${n === null ? "fewer than 4 cards" : `${count(n, "card")}`}`);
  });
  return h("div", { class: "mw-babel-head" },
    h("span", { class: "mw-sums", role: "status", "aria-label": "Temple sums" }, sums[0], " – ", sums[1]),
    h("span", { class: `mw-phase${view.end_phase && !view.over ? " mw-end-phase" : ""}` },
      view.over ? "Game over" : view.end_phase ? "End phase: 20 or more, or 9 or less, ends the game"
        : "15 against 9 or less wins; 15 against 10 or more starts the end phase"),
    h("span", { class: "mw-hands" }, hands[0], " · ", hands[1]),
    view.migrated ? h("span", { class: "mw-note" }, "Migrated this turn") : null);
}

function hand(state, ui, offers, act) {
  const { view, seat_names: names } = state;
  const seat = state.acting ?? bottomSeat(state, ui);
  const cards = view.hands[seat];
  if (!cards) return null;
  const mine = state.acting === seat;
  const discarding = mine && offers.discard.size > 0;
  return h("div", { class: "mw-hand", role: "group", "aria-label": `${names[seat]}'s hand` },
    h("span", { class: "mw-hand-title" }, discarding
      ? `Discard ${view.pending_discard} more: choose a card` : `${cap(names[seat])}'s hand`),
    cards.map((n, i) => {
      const playable = mine && (discarding ? offers.discard.has(n)
        : offers.move.has(n) || offers.deploy.has(n));
      const chosen = playable && ui.selected === n && !discarding;
      const node = chip(n, `${NATION_NAME[n]} card in hand${chosen ? ", chosen" : ""}`, {
        class: `mw-chip mw-card mw-n-${n}${chosen ? " mw-chosen" : ""}${
          handMarks(view, "move", n)}${handMarks(view, "deploy", n)}`, "data-key": `h ${i}`,
      });
      if (playable) {
        node.setAttribute("role", "button");
        node.setAttribute("aria-pressed", String(chosen));
        pressable(node, () => {
          if (discarding) act(offers.discard.get(n));
          else { ui.selected = chosen ? null : n; ui.migrate = null; ui.redraw(); }
        });
      }
      return node;
    }));
}

function hint(state, ui, offers) {
  if (ui.selected) {
    const pawn = state.view.pawns[state.acting];
    const parts = [];
    if (offers.deploy.has(ui.selected) && pawn) parts.push(`deploy it at the ${NATION_NAME[pawn]} site`);
    if (offers.move.has(ui.selected)) parts.push(`move your pawn to the ${NATION_NAME[ui.selected]} site`);
    return h("div", { class: "mw-hint" }, `${NATION_NAME[ui.selected]} card: click a lit site to ${parts.join(" or ")}.`);
  }
  if (ui.migrate) {
    return h("div", { class: "mw-hint" }, `Migrate the last three cards of the ${NATION_NAME[ui.migrate]} site: click the site they go to.`);
  }
  return null;
}

/** The special abilities the seat may use now, each with what it will do (from Python). */
function powersPanel(powers, go) {
  if (!powers.length) return null;
  return h("div", { class: "mw-choices mw-powers", role: "group", "aria-label": "Special abilities" },
    h("span", { class: "mw-choices-title" }, "Special abilities"),
    powers.map((p) => h("div", { class: "mw-power-row" },
      h("button", { class: "mw-btn mw-choice", "data-key": `c ${p.name}`, title: p.tip ?? p.name,
        "aria-label": p.tip ? `${p.name}: ${p.tip}` : p.name, onclick: () => go(p.name) }, p.name),
      p.tip ? h("span", { class: "mw-power-tip" }, p.tip) : null)));
}

export function drawBoard(state, ui, act, redraw) {
  ui.redraw = redraw;
  const acting = state.acting !== null && state.acting !== undefined;
  const offers = classify(acting ? state.legal : []);
  if (ui.selected && !offers.move.has(ui.selected) && !offers.deploy.has(ui.selected)) ui.selected = null;
  if (ui.migrate && !offers.migrate.has(ui.migrate)) ui.migrate = null;
  const go = (name) => { ui.migrate = null; act(name); };
  const bottom = bottomSeat(state, ui);
  return h("div", { class: "mw-board" },
    header(state),
    turnButton(state, ui, redraw),
    quarry(state, ui, offers, go),
    h("div", { class: "mw-sites", role: "group", "aria-label": "Construction sites" },
      NATIONS.map((n) => site(state, ui, offers, go, n, bottom))),
    actionsOf(
      hand(state, ui, offers, go),
      hint(state, ui, offers),
      powersPanel(offers.powers, go),
      offers.end ? choicePanel("Turn", [{ name: offers.end, label: "End turn",
        hint: "reveal two temple cards onto your column" }], go) : null,
      turnSteps(state)));
}
