/**
 * What the document React Router renders loses before it is sent, for the first paint (issue #9,
 * docs/decisions/0017-what-a-request-costs.md). Only the head is decoded; the rest stays the
 * bytes React wrote (turning a 120 kB page into a string and back cost about 1.5 ms of a 15 ms
 * /tours request).
 */

/**
 * React Router names every module of the page in a `<link rel="modulepreload">` in the head.
 * Chrome fetches and compiles those before it paints anything: in Lighthouse's mobile run the
 * first paint of /about came 1.2 s after the document was parsed, against 0.2 s without them
 * (FCP 2.1 s → 0.85 s). The inline module script at the end of the body imports the same
 * modules, so the browser still finds them all.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;

/**
 * Arabic pages use the site's Arabic font only once the browser has it (docs/decisions/0026).
 * Requested during the first paint, its 21 KB were one more round trip before the largest
 * paint: Lighthouse's slow 4G put /ar at 1.6–2.0 s against 1.1–1.2 s for /. So a first visit
 * reads the page in the phone's own Arabic font, and once the page has loaded, the font is
 * fetched (kept a year, immutable) and the browser remembers it; from the next page on, this
 * script, run before the body is parsed, turns it on, so nothing moves after the first paint.
 * Server-side only: React 19 skips a head element it did not render when it hydrates.
 */
export const ARABIC_FONT_SCRIPT =
  '(function(){try{var k="cw-arabic-font",s=localStorage;if(s.getItem(k)){document.documentElement.classList.add("arabic-font");return}' +
  'addEventListener("load",function(){setTimeout(function(){document.fonts.load(\'1em "Cedar Arabic"\',"\\u0628").then(function(f){if(f.length)s.setItem(k,"1")})})})}catch(e){}})()';

const ARABIC_DOCUMENT = /^<!DOCTYPE html><html lang="ar"/i;
const HEAD_START = "<head>";

const HEAD_END = Buffer.from("</head>");
/** The document as the browser gets it: no modulepreload links; on Arabic pages, the font's switch. */
export function prepareDocument(html: Buffer, nonce?: string): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return Buffer.from(html.toString("utf8").replace(MODULE_PRELOAD, ""));
  let head = html.subarray(0, headEnd).toString("utf8").replace(MODULE_PRELOAD, "");
  if (ARABIC_DOCUMENT.test(head)) {
    const script = `<script${nonce ? ` nonce="${nonce}"` : ""}>${ARABIC_FONT_SCRIPT}</script>`;
    head = head.replace(HEAD_START, `${HEAD_START}${script}`);
  }
  return Buffer.concat([Buffer.from(head), html.subarray(headEnd)]);
}
