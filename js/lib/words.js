// Words for the front end's sentences, so plurals are right everywhere (the Python side has
// engine/mesogames/words.py): count(2, "card") is "2 cards", count(1, "card") "1 card";
// possessive("archer") is "archer's".

/** "1 tile", "3 tiles"; `plural` for an irregular word. */
export function count(n, word, plural = `${word}s`) {
  return `${n} ${n === 1 ? word : plural}`;
}

/** "Archer's", "Hittites'". */
export function possessive(name) {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}
