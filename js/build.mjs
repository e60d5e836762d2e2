// Bundle each game's entry (js/<game>.js and the CSS it imports) into mesowidgets/static/.
// `node js/build.mjs --watch` rebuilds on change (use with ANYWIDGET_HMR=1).
import * as esbuild from "esbuild";
import path from "node:path";

import { JS_DIR, entries } from "./entries.mjs";

const options = {
  entryPoints: entries(),
  bundle: true,
  format: "esm",
  outdir: path.join(JS_DIR, "..", "mesowidgets", "static"),
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
}
