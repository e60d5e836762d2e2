// The vocabulary and colours of both Tigris games, from the table the Python engine reads
// too (engine/mesogames/dynasties/palette.json), so the widget and the static SVG agree.
import PALETTE from "../../engine/mesogames/dynasties/palette.json" with { type: "json" };

export const COLOURS = Object.keys(PALETTE.colours);
const by = (key) => Object.fromEntries(COLOURS.map((c) => [c, PALETTE.colours[c][key]]));
export const COLOUR_NAME = by("name");
export const LEADER_NAME = by("leader");
export const TILE_NAME = by("tile");
const COLOUR_FILL = by("fill");
export const COLOUR_CODE = Object.fromEntries(COLOURS.map((c) => [COLOUR_NAME[c], c]));
export const LEADER_CODE = Object.fromEntries(COLOURS.map((c) => [LEADER_NAME[c], c]));
const SEAT_FILL = PALETTE.seats.map((seat) => seat.fill);
/** Each dynasty's symbol (bow, lion, bull, pot): an SVG path in a 24x24 box. */
export const DYNASTY_SYMBOL = PALETTE.seats.map((seat) => seat.symbol);
const TREASURE_FILL = PALETTE.treasure.fill;

/**
 * The palette as CSS custom properties on a game's root element (`prefix`: "tg", "tc"):
 * --tg-K ... --tg-B, --tg-s0 ... --tg-s3, --tg-gold. The stylesheets use only these.
 */
export function paletteStyle(prefix) {
  return [
    ...COLOURS.map((c) => `--${prefix}-${c}: ${COLOUR_FILL[c]}`),
    ...SEAT_FILL.map((fill, i) => `--${prefix}-s${i}: ${fill}`),
    `--${prefix}-gold: ${TREASURE_FILL}`,
  ].join("; ");
}
