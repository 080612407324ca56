// After `react-router build` (part of `npm run build`): writes a brotli (.br, best quality) and
// a gzip (.gz, level 9) copy beside every compressible file of the client build, so
// scripts/start.js serves them without compressing per request (scripts/lib/static-files.js).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "./lib/static-files.js";

/** Files smaller than this gain nothing worth a second file. */
const MIN_BYTES = 1024;

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
let count = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${count} files in ${path.relative(process.cwd(), root)}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli.`,
);
