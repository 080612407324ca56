// The build's static files (build/client): served from the compressed copies
// scripts/precompress.js writes beside them after each build (`.br`, `.gz`) when the browser
// accepts one, so no request pays for compressing a file that never changes. A file without
// such copies (a build made with `npx react-router build` alone) is compressed on the fly.
import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

/** What is worth compressing; pictures other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/;

/** Encodings in the order the server prefers them, with the suffix of their copy. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/** The URL path ("/assets/x.js") of every file under `root`. */
function filesUnder(root) {
  return new Set(readdirSync(root, { recursive: true }).map((name) => `/${String(name).split(path.sep).join("/")}`));
}

/** URL path → the encodings it has a compressed copy for. */
function compressedCopies(files) {
  const copies = new Map();
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const encodings = ENCODINGS.filter(({ suffix }) => files.has(file + suffix));
    if (encodings.length) copies.set(file, encodings);
  }
  return copies;
}

/**
 * Express middleware serving `root` with `express.static` options, compressed copies first.
 * The build does not change while the server runs, so its files are listed once: any other
 * path (every page) goes on to the site without touching the disk.
 */
export function staticFiles(root, options) {
  const files = filesUnder(root);
  const copies = compressedCopies(files);
  const serve = express.static(root, options);
  const compress = compression();
  return (request, response, next) => {
    const file = decodedPath(request.path);
    if (!file || !files.has(file)) return next();
    const encodings = request.method === "GET" || request.method === "HEAD" ? copies.get(file) : undefined;
    if (!encodings) return compress(request, response, () => serve(request, response, next));
    response.vary("Accept-Encoding");
    const chosen = encodings.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!chosen) return serve(request, response, next);
    response.type(path.extname(file));
    response.setHeader("Content-Encoding", chosen.name);
    response.sendFile(request.path.slice(1) + chosen.suffix, { ...options, root }, (error) => error && next(error));
  };
}
