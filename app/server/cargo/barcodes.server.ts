import bwipjs from "bwip-js/node";
import QRCode from "qrcode";

/*
 * The barcodes of the cargo desk's paper (issue #26, decision 0055): the tracking number as Code
 * 128 and the public tracking address as a QR code, both SVG markup that the waybill and the
 * labels put inline, so the server renders the page and the browser prints it (no images to fetch,
 * sharp at any printer resolution).
 *
 * The Code 128 carries no human-readable line: bwip-js draws that text as glyph outlines in its
 * own OCR font, small and not selectable. The paper prints the number itself under the bars as
 * real text, large and in the page's font, which a person reads out over the phone and which the
 * print view can size apart from the bars.
 */

/** What a scanner needs and a label affords: the quiet zone beside the bars, in modules (10 X is the standard's minimum). */
const QUIET_ZONE_MODULES = 10;

/** Printable ASCII only: Code 128 set B, so the number never switches code sets and no control code slips in. */
const CODE_128_TEXT = /^[\x20-\x7e]{1,80}$/;

/**
 * The SVG the generators write uses these elements only, with no links, styles or event
 * handlers; anything else means a generator changed, and the paper refuses it rather than inline
 * it unseen.
 */
const ALLOWED_ELEMENTS = new Set(["svg", "path", "rect", "g"]);

export function assertInlineSafeSvg(svg: string): string {
  const tags = [...svg.matchAll(/<\/?\s*([a-zA-Z][\w:-]*)/g)].map((match) => match[1]!.toLowerCase());
  const unexpected = tags.find((tag) => !ALLOWED_ELEMENTS.has(tag));
  if (unexpected !== undefined) throw new Error(`Barcode SVG holds an unexpected <${unexpected}> element`);
  if (/\son[a-z]+\s*=|href|javascript:|<!|<\?xml-stylesheet|style\s*=/i.test(svg)) {
    throw new Error("Barcode SVG holds an attribute that could run or fetch something");
  }
  return svg.trim();
}

/**
 * The Code 128 barcode of `text` (a tracking number) as SVG markup with a white background and its
 * quiet zones; it has a viewBox and no width or height, so the page sizes it (bars 0.33 mm wide
 * or more for a hand scanner).
 */
export function code128Svg(text: string): string {
  if (!CODE_128_TEXT.test(text)) throw new Error("Code 128 text must be 1 to 80 printable ASCII characters");
  const svg = bwipjs.toSVG({
    bcid: "code128",
    text,
    scale: 1,
    height: 12,
    includetext: false,
    paddingwidth: QUIET_ZONE_MODULES,
    paddingheight: 2,
    backgroundcolor: "FFFFFF",
  });
  return assertInlineSafeSvg(svg);
}

/**
 * The QR code of `url` (the public tracking address) as SVG markup: error correction M (15% of
 * the symbol may be smudged or torn), the four-module quiet zone the standard asks for, crisp
 * edges; a viewBox and no size, so the page sizes it.
 */
export async function qrSvg(url: string): Promise<string> {
  if (!/^https?:\/\/\S+$/.test(url) || url.length > 500) throw new Error("The QR code holds an http(s) address of at most 500 characters");
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return assertInlineSafeSvg(svg);
}
