import { randomBytes, randomInt } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { hasEncoding, pageBody, precompressPage, type Encoding } from "./precompressed-page.server";

const newNonce = () => randomBytes(18).toString("base64");

const WORDS = ["Bali", "Santorini", "tour", "days", "from", '<div class="card">', "</div>", "Beyrouth", "été", "مرحبا", "→", "\n", "  "];

/** A page of `size` bytes or so, like a rendered one: markup that repeats, text, and scripts with the nonce. */
function samplePage(size: number, nonce: string, scripts: number): string {
  const parts: string[] = ['<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>'];
  const scriptAt = new Set(Array.from({ length: scripts }, () => randomInt(0, 200)));
  for (let index = 0, length = 0; length < size; index++) {
    const word = WORDS[randomInt(0, WORDS.length)]!;
    parts.push(word);
    length += word.length;
    if (scriptAt.has(index % 200)) parts.push(`<script nonce="${nonce}">window.x=${index};</script>`);
  }
  parts.push(`<script nonce="${nonce}" type="module">import "/assets/entry.js";</script></body></html>`);
  return parts.join("");
}

function decode(encoding: Encoding, body: Buffer): string {
  if (encoding === "gzip") return zlib.gunzipSync(body).toString(); // gunzip checks the CRC and the length
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  return body.toString();
}

async function expectEveryEncodingDecodes(html: string, renderNonce: string, times = 20): Promise<void> {
  const page = await precompressPage(Buffer.from(html), renderNonce);
  expect(page).not.toBeNull();
  expect(hasEncoding(page!, "gzip")).toBe(true);
  expect(hasEncoding(page!, "br")).toBe(true);
  for (let round = 0; round < times; round++) {
    const nonce = newNonce();
    const expected = html.replaceAll(renderNonce, nonce);
    for (const encoding of ["gzip", "br", "identity"] as const) {
      expect(decode(encoding, pageBody(page!, encoding, nonce)), `${encoding}, round ${round}`).toBe(expected);
    }
  }
}

describe("a page compressed once, with a fresh nonce spliced in", () => {
  test("decodes to the page with that nonce in gzip, brotli and plain, for many pages and nonces", async () => {
    for (const [size, scripts] of [
      [2_000, 1],
      [30_000, 6],
      [110_000, 30], // longer than deflate's 32 KiB window
    ] as const) {
      const renderNonce = newNonce();
      await expectEveryEncodingDecodes(samplePage(size, renderNonce, scripts), renderNonce);
    }
  });

  test("decodes when nonces sit at the very start and end, side by side, or the same text surrounds each", async () => {
    const n = newNonce();
    const repeated = "<p>The same sentence, before and after every nonce.</p>".repeat(20);
    const pages = [
      `${n}<html>${repeated}</html>${n}`,
      `<html>${n}${n}${n}${repeated}</html>`,
      `${repeated}${n}${repeated}${n}${repeated}`,
      `${n}`,
    ];
    for (const html of pages) await expectEveryEncodingDecodes(html, n, 10);
  });

  test("a page without the nonce is kept whole and sent as it is", async () => {
    const html = "<html><body>No scripts here.</body></html>".repeat(50);
    const page = (await precompressPage(Buffer.from(html), newNonce()))!;
    expect(page.segments).toHaveLength(1);
    for (const encoding of ["gzip", "br", "identity"] as const) {
      expect(decode(encoding, pageBody(page, encoding, newNonce()))).toBe(html);
    }
  });

  test("the holes cost little: each form is within a few percent and 40 bytes a nonce of compressing the page whole", async () => {
    const renderNonce = newNonce();
    const cards = Array.from(
      { length: 300 },
      (_, index) => `<article class="card"><h3>Tour ${index}</h3><p>${index % 7} days from $${index * 37}</p></article>`,
    );
    const html = `<html><body>${cards.join("")}${`<script nonce="${renderNonce}">x()</script>`.repeat(8)}</body></html>`;
    const page = (await precompressPage(Buffer.from(html), renderNonce))!;
    const nonce = newNonce();
    const whole = html.replaceAll(renderNonce, nonce);
    const holes = 8 * 40;
    expect(pageBody(page, "gzip", nonce).length).toBeLessThan(zlib.gzipSync(whole).length * 1.05 + holes);
    expect(pageBody(page, "br", nonce).length).toBeLessThan(
      zlib.brotliCompressSync(whole, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length * 1.05 + holes,
    );
    expect(pageBody(page, "br", nonce).length).toBeLessThan(html.length / 5);
  });

  test("the content hash ignores the nonce and follows the text", async () => {
    const [first, second] = [newNonce(), newNonce()];
    const one = (await precompressPage(Buffer.from(`<p>Bali</p><script nonce="${first}"></script>`), first))!;
    const two = (await precompressPage(Buffer.from(`<p>Bali</p><script nonce="${second}"></script>`), second))!;
    const other = (await precompressPage(Buffer.from(`<p>Paris</p><script nonce="${second}"></script>`), second))!;
    expect(one.hash).toBe(two.hash);
    expect(other.hash).not.toBe(one.hash);
  });

  test("a page with control characters still gets a placeholder of bytes it lacks", async () => {
    const n = newNonce();
    const html = `<p>\u0001\u0002\u0003 odd text</p><script nonce="${n}"></script>`;
    await expectEveryEncodingDecodes(html, n, 5);
  });

  test("a page holding nearly every byte that never occurs in text is not precompressed", async () => {
    const n = newNonce();
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    const body = Buffer.concat([everyByte, Buffer.from(`<script nonce="${n}"></script>`)]);
    expect(await precompressPage(body, n)).toBeNull();
  });
});
