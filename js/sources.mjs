// The fingerprint of what a bundle is built from: every front-end source (js/, less its
// tests), the npm manifest and lock file, and the package version. js/build.mjs writes it
// beside the bundle (mesowidgets/static/sources.sha256); the Python build hook
// (scripts/bundle_hook.py) computes it the same way and rebuilds a stale bundle.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const FINGERPRINT_FILE = "sources.sha256";

/** Repository-relative POSIX paths of the files the bundle depends on, sorted. */
export function sourceFiles(root) {
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (child !== "js/tests" && entry.name !== "node_modules") walk(child);
      } else if (/\.(js|mjs|css|json)$/.test(entry.name)) {
        found.push(child);
      }
    }
  };
  walk("js");
  found.push("package.json", "package-lock.json");
  return found.sort();
}

/** The hex SHA-256 over each source's path and content hash, then the version. */
export function sourceHash(root, version) {
  const all = createHash("sha256");
  for (const rel of sourceFiles(root)) {
    const one = createHash("sha256").update(readFileSync(path.join(root, rel))).digest("hex");
    all.update(`${rel}\0${one}\n`);
  }
  all.update(`version\0${version}\n`);
  return all.digest("hex");
}
