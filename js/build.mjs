// Bundle each game's entry (js/<game>.js and the CSS it imports) into mesowidgets/static/.
// `node js/build.mjs --watch` rebuilds on change (use with ANYWIDGET_HMR=1).
import * as esbuild from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { JS_DIR, entries } from "./entries.mjs";
import { FINGERPRINT_FILE, sourceHash } from "./sources.mjs";

// One version for Python and the front end: mesowidgets/__init__.py's __version__,
// written into the bundle's first line (tests/test_packaging.py checks they agree).
const init = readFileSync(path.join(JS_DIR, "..", "mesowidgets", "__init__.py"), "utf8");
export const VERSION = init.match(/__version__ = "([^"]+)"/)[1];

const ROOT = path.join(JS_DIR, "..");
const OUTDIR = path.join(ROOT, "mesowidgets", "static");

/** @type {import("esbuild").BuildOptions} */
const options = {
  entryPoints: entries(),
  banner: { js: `// mesowidgets ${VERSION}`, css: `/* mesowidgets ${VERSION} */` },
  bundle: true,
  format: "esm",
  outdir: OUTDIR,
  minify: false,
  sourcemap: false,
  target: ["es2020"],
  logLevel: "info",
};

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
  // What this bundle was built from: the Python build rebuilds when the sources differ.
  writeFileSync(path.join(OUTDIR, FINGERPRINT_FILE), `${sourceHash(ROOT, VERSION)}\n`);
}
