// The board's size: the whole table in one window of the notebook.

/** The height a game's scalable board (the element marked mw-fit) may take so that the
 * whole table stays in one window of the notebook: its visible height, less what else must
 * be in view with the board (the panels above the table, the rest of the board's field,
 * the action bar when it stands above the board, and the history bar under the table).
 * Sets --mw-room (the board's height), --mw-bar-room (the action bar's, beside the board)
 * and --mw-scale (the board's drawing scale, so its labels keep a readable size) on the
 * root; changes smaller than a pixel are left alone, so a redraw cannot loop. */
export function fitBoard(root) {
  const board = root.querySelector(".mw-fit");
  const table = root.querySelector(".mw-table");
  const history = root.querySelector(".mw-history");
  if (!table || !history || !root.isConnected) return;
  const scroller = root.closest(".jp-WindowedPanel-outer");
  const visible = scroller ? scroller.clientHeight : root.ownerDocument.defaultView.innerHeight;
  const box = (n) => n.getBoundingClientRect();
  const [r, t, hi, field, bar] = [root, table, history, root.querySelector(".mw-field"),
    root.querySelector(".mw-bar")].map(box);
  const b = board ? box(board) : { height: 0, width: 0 };
  if (!visible || !t.width) return;
  const avail = visible - (t.top - r.top) - (hi.bottom - t.bottom) - 12;
  const fixed = field.height - b.height;         // the board's field without the board
  let room;
  let barRoom;
  if (bar.bottom <= field.top + 1) {             // the bar stands above the board
    barRoom = Math.max(120, Math.floor(avail - fixed - (board ? 240 : 0) - 8));
    room = Math.floor(avail - fixed - Math.min(bar.height, barRoom) - 8);
  } else {
    barRoom = Math.max(160, Math.floor(avail));
    room = Math.floor(avail - fixed);
  }
  const set = (name, value, unit) => {
    const old = parseFloat(root.style.getPropertyValue(name));
    if (!(Math.abs(old - value) < (unit ? 1 : 0.01))) root.style.setProperty(name, `${value}${unit}`);
  };
  set("--mw-room", Math.max(160, room), "px");
  set("--mw-bar-room", barRoom, "px");
  const ctm = board?.getScreenCTM?.();    // after the room set: a layout only if it changed
  if (ctm) set("--mw-scale", Math.round(ctm.a * 100) / 100, "");
}
