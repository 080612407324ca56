import { describe, expect, it } from "vitest";
import { ARABIC_FONT_SCRIPT, prepareDocument } from "./document-scripts.server";

const head =
  '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/root-A.js"/><link rel="modulepreload" href="/assets/x-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/root.css"/></head>';
const routeScript =
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/tours-C.js";\n  window.__reactRouterManifest = {};\n  window.__reactRouterRouteModules = {"root":route0,"routes/public/tours":route1};\n\nimport("/assets/entry.client-D.js");</script>';

function prepared(html: string): string {
  return prepareDocument(Buffer.from(html)).toString("utf8");
}

describe("prepareDocument", () => {
  it("drops the head's modulepreload links and keeps everything else in the head", () => {
    const html = prepared(`<!DOCTYPE html><html>${head}<body><p>Hi</p></body></html>`);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<body><p>Hi</p></body>");
  });

  it("leaves the body's text alone, even text that looks like a modulepreload link", () => {
    const text = '&lt;link rel="modulepreload" href="/x.js"/&gt; <code><link rel="modulepreload" href="/y.js"/></code>';
    expect(prepared(`<html>${head}<body>${text}</body></html>`)).toContain(text);
  });

  it("keeps multi-byte text and the route script intact", () => {
    const html = prepared(
      `<html>${head.replace("<head>", "<head><title>Séjour à Beyrouth — بيروت</title>")}<body><p>Côte d’Ivoire</p>${routeScript}<p>ليبيريا</p></body></html>`,
    );
    expect(html).toContain("<title>Séjour à Beyrouth — بيروت</title>");
    expect(html).toContain("<p>Côte d’Ivoire</p>");
    expect(html).toContain("<p>ليبيريا</p>");
    expect(html).toContain(routeScript);
  });

  it("gives Arabic pages, and only them, the font's switch first in the head, with the response's nonce", () => {
    const arabic = prepareDocument(Buffer.from(`<!DOCTYPE html><html lang="ar" dir="rtl">${head}<body></body></html>`), "n1").toString(
      "utf8",
    );
    expect(arabic).toContain(`<head><script nonce="n1">${ARABIC_FONT_SCRIPT}</script><meta charset="utf-8"/>`);
    for (const lang of ["en", "fr"]) {
      const other = prepareDocument(
        Buffer.from(`<!DOCTYPE html><html lang="${lang}" dir="ltr">${head}<body></body></html>`),
        "n1",
      ).toString("utf8");
      expect(other).not.toContain("cw-arabic-font");
    }
  });

  it("the switch turns the font on only where the browser has fetched it before", () => {
    const added: string[] = [];
    const stored = new Map<string, string>();
    const onLoad: (() => void)[] = [];
    const run = () =>
      new Function("document", "localStorage", "addEventListener", "setTimeout", ARABIC_FONT_SCRIPT)(
        { documentElement: { classList: { add: (name: string) => added.push(name) } }, fonts: { load: () => Promise.resolve([{}]) } },
        { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
        (event: string, listener: () => void) => event === "load" && onLoad.push(listener),
        (callback: () => void) => callback(),
      );
    run();
    expect(added).toEqual([]);
    onLoad.forEach((listener) => listener());
    return Promise.resolve().then(() => {
      expect(stored.get("cw-arabic-font")).toBe("1");
      run();
      expect(added).toEqual(["arabic-font"]);
    });
  });
});
