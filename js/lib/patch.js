// Patches from Python (mesowidgets/patches.py): a trait that changed a little arrives as
// operations on the copy the front end holds. Values are never mutated in place: every
// container on an operation's path is copied, so change events fire and old values stay.
import { RESUMED } from "./protocol.js";

/** `value` with one path's containers copied; returns [newRoot, parentOfLast]. */
function copyPath(root, path) {
  const top = Array.isArray(root) ? [...root] : { ...root };
  let node = top;
  for (const key of path) {
    const child = node[key];
    node[key] = Array.isArray(child) ? [...child] : { ...child };
    node = node[key];
  }
  return [top, node];
}

/** Apply operations ["s", path, v] / ["d", path] / ["p", path, start, n, items]. */
export function applyPatch(value, ops) {
  let out = value;
  for (const op of ops) {
    const [kind, path] = op;
    if (kind === "s" && path.length === 0) {
      out = op[2];
    } else if (kind === "p") {
      const [top, list] = copyPath(out, path);
      list.splice(op[2], op[3], ...op[4]);
      out = path.length ? top : list;
    } else {
      const [top, parent] = copyPath(out, path.slice(0, -1));
      const last = path[path.length - 1];
      if (kind === "s") parent[last] = op[2];
      else delete parent[last];
      out = top;
    }
  }
  return out;
}

const isEmpty = (value) => Array.isArray(value) && value.length === 0;

/** Follow the `_patch` messages of a model: once per model, whatever its views. A RESUMED
 * trait (the legal actions) keeps the last value it held that was not empty: a patch that
 * fills it again applies to that value (Python's send_state, protocol.RESUMED). */
export function followPatches(model) {
  const before = {};
  const keepers = RESUMED.map((name) => {
    const keep = () => {
      const value = model.get(name);
      if (Array.isArray(value) && value.length) before[name] = value;
    };
    keep();
    model.on(`change:${name}`, keep);
    return [name, keep];
  });
  const onPatch = () => {
    const patch = model.get("_patch");
    if (!patch || !patch.ops) return;
    for (const [name, ops] of Object.entries(patch.ops)) {
      const held = model.get(name);
      const base = isEmpty(held) && before[name] ? before[name] : held;
      model.set(name, applyPatch(base, ops));
    }
  };
  model.on("change:_patch", onPatch);
  return () => {
    model.off("change:_patch", onPatch);
    for (const [name, keep] of keepers) model.off(`change:${name}`, keep);
  };
}
