// The widget entry points: js/<game>.js for each game that has a front end.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const GAMES = ["tyrus", "babel", "tigris", "tigris_cards"];
export const JS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The entry files that exist, as absolute paths. */
export function entries(dir = JS_DIR) {
  return GAMES.map((g) => path.join(dir, `${g}.js`)).filter((f) => existsSync(f));
}
