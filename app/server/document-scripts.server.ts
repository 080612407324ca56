/**
 * Two changes to the document React Router renders, both for the first paint (issue #9,
 * docs/decisions/0017-what-a-request-costs.md). Only the head and the few hundred bytes of the
 * route imports are decoded; the rest stays the bytes React wrote (turning a 120 kB page into a
 * string and back cost about 1.5 ms of a 15 ms /tours request).
 */

/**
 * React Router names every module of the page in a `<link rel="modulepreload">` in the head.
 * Chrome fetches and compiles those before it paints anything: in Lighthouse's mobile run the
 * first paint of /about came 1.2 s after the document was parsed, against 0.2 s without them
 * (FCP 2.1 s → 0.85 s). The inline module script at the end of the body imports the same
 * modules, so the browser still finds them all.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;

const HEAD_END = Buffer.from("</head>");
const FIRST_ROUTE_IMPORT = Buffer.from('import * as route0 from "');
const AFTER_ROUTE_IMPORTS = Buffer.from("window.__reactRouterManifest");
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"\\]+");/g;

/**
 * How long the route modules wait for a first frame before loading anyway: a tab opened in
 * the background paints nothing until it is shown.
 */
const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * The inline module script imports the route modules statically, so the browser fetches and
 * runs them, and React hydrates, as soon as they arrive: on a fast connection that is before
 * the first frame, and the first paint then waits for hydration, the longest task of the load.
 * In Lighthouse that race made LCP jump between 0.9 s and 2.3 s from one run to the next.
 * Rewritten as dynamic imports behind one frame, the modules load as soon as the page is on
 * screen; the HTML is complete, so nothing is missing meanwhile, and links and forms work
 * without JavaScript.
 */
function importsAfterFirstPaint(imports: string): string | null {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = imports.replace(ROUTE_IMPORT, (_match, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  // Anything but the imports (and the separators around them) means the script is not the shape
  // this expects: it is left alone.
  if (names.length === 0 || !/^[\s;]*$/.test(rest)) return null;
  return (
    `;await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, ${PAINT_WAIT_LIMIT_MS}); });\n` +
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);\n`
  );
}

/** The document as the browser gets it: no modulepreload links, route modules after the first paint. */
export function prepareDocument(html: Buffer): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return Buffer.from(html.toString("utf8").replace(MODULE_PRELOAD, ""));
  const parts: Buffer[] = [Buffer.from(html.subarray(0, headEnd).toString("utf8").replace(MODULE_PRELOAD, ""))];
  let bodyFrom = headEnd;
  const importsFrom = html.indexOf(FIRST_ROUTE_IMPORT, headEnd);
  const importsTo = importsFrom === -1 ? -1 : html.indexOf(AFTER_ROUTE_IMPORTS, importsFrom);
  if (importsTo !== -1) {
    // The `;` React Router writes first is the script's first byte, just before the imports.
    const rewritten = importsAfterFirstPaint(html.subarray(importsFrom, importsTo).toString("utf8"));
    if (rewritten !== null) {
      parts.push(html.subarray(headEnd, importsFrom), Buffer.from(rewritten));
      bodyFrom = importsTo;
    }
  }
  parts.push(html.subarray(bodyFrom));
  return Buffer.concat(parts);
}
