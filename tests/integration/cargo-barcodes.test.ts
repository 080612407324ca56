import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import { newTrackingNumber } from "~/domain/cargo/tracking-numbers";
import { assertInlineSafeSvg, code128Svg, qrSvg } from "~/server/cargo/barcodes.server";

/*
 * The printed barcodes read back (issue #26, "a test decodes the printed barcode and QR back to
 * their text"): the SVG the paper inlines is rasterised by sharp at a label printer's resolution
 * (203 dpi, the common thermal printer, and 300 dpi) at the size the label prints it, and zxing-cpp
 * (the reader of Android's scanners, as WebAssembly) decodes the pixels. The WebAssembly is the
 * package's own file on disk: there is no network here, and fetch fails the test if anything tries.
 */

const require = createRequire(import.meta.url);

beforeAll(async () => {
  vi.stubGlobal("fetch", () => Promise.reject(new Error("zxing-wasm tried to fetch its WebAssembly instead of reading the file")));
  const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const MM_PER_INCH = 25.4;

/** The SVG as a printer of `dpi` puts it on paper `widthMm` wide: RGBA pixels on white, as a scanner sees them. */
async function printed(svg: string, widthMm: number, dpi: number) {
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)![1]);
  const widthPx = Math.round((widthMm / MM_PER_INCH) * dpi);
  // sharp reads SVG user units as pixels at 72 dpi: this density makes the drawing widthPx wide.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * widthPx) / viewBoxWidth })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(Math.abs(info.width - widthPx)).toBeLessThanOrEqual(1);
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    colorSpace: "srgb" as const,
  };
}

async function decode(svg: string, widthMm: number, dpi: number, formats: ReaderOptions["formats"]) {
  const results = await readBarcodes(await printed(svg, widthMm, dpi), { formats, tryHarder: false, maxNumberOfSymbols: 2 });
  return results.filter((result) => result.isValid).map((result) => ({ format: result.format, text: result.text }));
}

// Random on every run, as the counter draws them, and one fixed number that a failure can be rerun with.
const NUMBERS = ["CW-7K4M-9Q2X", ...Array.from({ length: 8 }, () => newTrackingNumber())];

describe("the tracking number's Code 128 barcode", () => {
  test.each(NUMBERS)("%s reads back from a label printed at 203 and at 300 dpi", async (number) => {
    const svg = code128Svg(number);
    // 60 mm wide: narrower than the label prints it, so the bars are no wider than a hand scanner gets.
    for (const dpi of [203, 300]) expect(await decode(svg, 60, dpi, ["Code128"])).toEqual([{ format: "Code128", text: number }]);
  });

  test("has the quiet zones a scanner needs: white margins of at least ten narrow bars on both sides", async () => {
    const image = await printed(code128Svg("CW-7K4M-9Q2X"), 60, 300);
    const row = image.height >> 1;
    const dark = Array.from({ length: image.width }, (_, x) => image.data[(row * image.width + x) * 4]! < 128);
    // Runs of one colour across the middle row: the narrowest is one module.
    const runs: { dark: boolean; length: number }[] = [];
    for (const pixel of dark) {
      const last = runs.at(-1);
      if (last && last.dark === pixel) last.length += 1;
      else runs.push({ dark: pixel, length: 1 });
    }
    const module = Math.min(...runs.slice(1, -1).map((run) => run.length));
    expect(runs[0]!.dark).toBe(false);
    expect(runs.at(-1)!.dark).toBe(false);
    expect(runs[0]!.length).toBeGreaterThanOrEqual(10 * module);
    expect(runs.at(-1)!.length).toBeGreaterThanOrEqual(10 * module);
  });
});

describe("the tracking address's QR code", () => {
  test.each(NUMBERS)("the address of %s reads back from a label printed at 203 and at 300 dpi", async (number) => {
    const url = `https://cedarwings.example/ar/track/${number}`;
    const svg = await qrSvg(url);
    // 27 mm: the label's QR code.
    for (const dpi of [203, 300]) expect(await decode(svg, 27, dpi, ["QRCode"])).toEqual([{ format: "QRCode", text: url }]);
  });
});

describe("markup safe to inline", () => {
  test("holds shapes only: no script, no link, no handler, no style, no text", async () => {
    for (const svg of [code128Svg("CW-7K4M-9Q2X"), await qrSvg("https://cedarwings.example/track/CW-7K4M-9Q2X")]) {
      expect(svg).toMatch(/^<svg [^>]*viewBox=/);
      expect(svg).not.toMatch(/<script|<text|<foreignObject|<image|<style|href|\son\w+=/i);
      // No size of its own: the label and the waybill size it in millimetres.
      expect(svg).not.toMatch(/<svg[^>]*\s(width|height)="/);
    }
  });

  test("refuses what a changed generator might write", () => {
    expect(() => assertInlineSafeSvg('<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>')).toThrow(/<script>/);
    expect(() => assertInlineSafeSvg('<svg viewBox="0 0 1 1" onload="alert(1)"><path d="M0 0"/></svg>')).toThrow(/attribute/);
    expect(() => assertInlineSafeSvg('<svg viewBox="0 0 1 1"><a href="https://x.example"><path d="M0 0"/></a></svg>')).toThrow(/<a>/);
    expect(() => assertInlineSafeSvg('<svg viewBox="0 0 1 1"><foreignObject/></svg>')).toThrow(/<foreignobject>/);
  });

  test("refuses text Code 128 set B cannot carry and addresses that are not web addresses", async () => {
    expect(() => code128Svg("")).toThrow();
    expect(() => code128Svg("CW-7K4M\n9Q2X")).toThrow();
    expect(() => code128Svg("بيروت")).toThrow();
    await expect(qrSvg("javascript:alert(1)")).rejects.toThrow();
  });
});
