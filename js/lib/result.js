// The result screen at the end of every game.
import { cap, h } from "./dom.js";
import { spoken } from "./phrases.js";
import { SPECTATOR } from "./protocol.js";

const text = (v) => (Array.isArray(v) ? spoken(v) : v);

/** The screen with its phrases spoken and its rows, [seat, place, points, tiebreak,
 * detail?], as objects (results.py's spoken_screen). */
function said(r) {
  return { ...r, reason: text(r.reason), counts: text(r.counts), title: text(r.title),
    rows: r.rows.map(([seat, place, points, tiebreak, detail]) => ({ seat, place, points,
      tiebreak: text(tiebreak), ...(detail ? { detail: text(detail) } : {}) })) };
}

/** The end of every game (the synced `result`, mesowidgets/results.py): the title, the
 * ranking with each seat's points as the rules count them and the tie-break, the winner
 * marked (each seat named from `seat_names`), and Rematch (same seats and bots, a new deal), New game (a new deal, everyone one
 * seat round) and Review (the game's review asked for, review.js, and the history from its
 * start, stepped with the history bar or the review's graph; the result screen comes back
 * at the latest position). The reason, what the points count and a row's tie-break and
 * detail may travel as phrases (results.py), spoken here. */
export function resultScreen(state, send) {
  const r = state.result && state.result.rows ? said(state.result) : null;
  if (!r) return null;
  const live = state.cursor === state.history.length;
  if (!live) {
    return h("div", { class: "mw-review", role: "region", "aria-label": "Review" },
      h("span", {}, "Reviewing the game: step through it with the history buttons."),
      h("button", { class: "mw-btn mw-primary", "data-key": "end result",
        "aria-label": "Back to the result", onclick: () => send({ seek: state.history.length }) },
      "Back to the result"));
  }
  const plays = state.seat !== SPECTATOR;
  const button = (label, aria, msg, primary, title) => h("button", {
    class: `mw-btn${primary ? " mw-primary" : ""}`, "data-key": `end ${label}`,
    "aria-label": aria, title, onclick: () => send(msg) }, label);
  return h("div", { class: "mw-result-screen", role: "region", "aria-label": "Result" },
    h("div", { class: "mw-result-title" }, r.title),
    h("div", { class: "mw-result-reason" }, `Decided by ${r.reason}.`),
    h("ol", { class: "mw-result-rows", "aria-label": "Ranking" },
      r.rows.map((row) => {
        const name = cap(state.seat_names[row.seat]);
        const winner = row.seat === r.winner;
        return h("li", {
          class: `mw-result-row mw-seat-${row.seat}${winner ? " mw-winner" : ""}`,
          "aria-label": `${name}: place ${row.place}, ${row.points} (${r.counts}), ${row.tiebreak}`,
        },
        h("span", { class: "mw-result-place" }, winner ? "★" : String(row.place)),
        h("span", { class: "mw-result-who" },
          h("strong", {}, name),
          row.detail ? h("span", { class: "mw-result-detail" }, row.detail) : null),
        h("span", { class: "mw-result-points", title: r.counts }, String(row.points)),
        h("span", { class: "mw-result-tiebreak", title: "the tie-break" }, row.tiebreak));
      })),
    h("div", { class: "mw-result-counts" }, `Points: ${r.counts}; then the tie-break.`),
    h("div", { class: "mw-result-buttons", role: "group", "aria-label": "After the game" },
      plays ? button("Rematch", "Rematch", { rematch: true }, true,
        "The same seats and bots, a new secret deal") : null,
      plays ? button("New game", "New game", { newgame: true }, false,
        "The same options, a new secret deal, everyone one seat round") : null,
      h("button", { class: "mw-btn", "data-key": "end Review", "aria-label": "Review the game",
        title: "Each decision's win chance and the better moves, from the game's start",
        onclick: () => { send({ review: true }); send({ seek: 0 }); } }, "Review")));
}
