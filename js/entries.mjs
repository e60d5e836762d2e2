// The widget entry points: js/<entry>.js for each registered game that has a front end.
// js/games.json lists the games; it is written from the engine's registry
// (`python -m mesogames.registry > js/games.json`, checked by tests/engine/test_registry.py).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const JS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The registered games: [{name, title, entry}], from `dir`/games.json. */
export function games(dir = JS_DIR) {
  return JSON.parse(readFileSync(path.join(dir, "games.json"), "utf8"));
}

/** The entry files of the games that have a front end, as absolute paths; a game whose
 * entry file is missing is an error (its widget would load nothing). */
export function entries(dir = JS_DIR) {
  return games(dir).filter((g) => g.entry).map((g) => {
    const file = path.join(dir, `${g.entry}.js`);
    if (!existsSync(file)) throw new Error(`${g.name}: no front-end entry ${file}`);
    return file;
  });
}
