// Patches from Python (mesowidgets/patches.py): a trait that changed a little arrives as
// operations on the copy the front end holds. Values are never mutated in place: every
// container on an operation's path is copied, so change events fire and old values stay.
import { KEPT, RESUMED } from "./protocol.js";

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

/** Apply operations ["s", path, v] / ["m", path, {key: v}] (a set of each key) /
 * ["d", path, ...keys] (the last key of path and the keys after it) /
 * ["p", path, start, n, items]. */
export function applyPatch(value, ops) {
  let out = value;
  for (const op of ops) {
    const [kind, path] = op;
    if (kind === "s" && path.length === 0) {
      out = op[2];
    } else if (kind === "m") {
      const [top, node] = copyPath(out, path);
      Object.assign(node, op[2]);
      out = top;
    } else if (kind === "p") {
      const [top, list] = copyPath(out, path);
      list.splice(op[2], op[3], ...op[4]);
      out = path.length ? top : list;
    } else {
      const [top, parent] = copyPath(out, path.slice(0, -1));
      const last = path[path.length - 1];
      if (kind === "s") parent[last] = op[2];
      else for (const key of [last, ...op.slice(2)]) delete parent[key];
      out = top;
    }
  }
  return out;
}

/** Follow the `_patch` messages of a model: once per model, whatever its views. A RESUMED
 * trait (the legal actions) keeps the last KEPT values it changed to that were not empty,
 * the latest first: a patch that fills it again says which it applies to (`from`: trait ->
 * index; Python's send_state, protocol.RESUMED). */
export function followPatches(model) {
  const kept = {};
  const keepers = RESUMED.map((name) => {
    kept[name] = [];
    const keep = () => {
      const value = model.get(name);
      if (Array.isArray(value) && value.length) kept[name] = [value, ...kept[name]].slice(0, KEPT);
    };
    keep();
    model.on(`change:${name}`, keep);
    return [name, keep];
  });
  const onPatch = () => {
    const patch = model.get("_patch");
    if (!patch || !patch.ops) return;
    for (const [name, ops] of Object.entries(patch.ops)) {
      const from = patch.from?.[name];
      model.set(name, applyPatch(from === undefined ? model.get(name) : kept[name][from], ops));
    }
  };
  model.on("change:_patch", onPatch);
  return () => {
    model.off("change:_patch", onPatch);
    for (const [name, keep] of keepers) model.off(`change:${name}`, keep);
  };
}
