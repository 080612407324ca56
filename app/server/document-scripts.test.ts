import { describe, expect, it } from "vitest";
import { prepareDocument } from "./document-scripts.server";

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

  it("loads the route modules after the first paint, all at once, under the same names", () => {
    const html = prepared(`<html>${head}<body><main>Tours</main>${routeScript}</body></html>`);
    expect(html).not.toMatch(/import \* as route/);
    expect(html).toContain("requestAnimationFrame(");
    expect(html).toContain('const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/tours-C.js")]);');
    // What follows the imports is untouched, so the names still reach React Router.
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/public/tours":route1};');
    expect(html).toContain('import("/assets/entry.client-D.js");</script></body></html>');
    expect(html).toContain("<main>Tours</main>");
  });

  it("leaves a script of another shape as it is", () => {
    const odd = routeScript.replace(
      'import * as route1 from "/assets/tours-C.js";',
      'import * as route1 from "/assets/tours-C.js"; doSomething();',
    );
    const html = prepared(`<html>${head}<body>${odd}</body></html>`);
    expect(html).toContain(odd);
  });

  it("keeps multi-byte text intact on both sides of the rewritten script", () => {
    const html = prepared(
      `<html>${head.replace("<head>", "<head><title>Séjour à Beyrouth — بيروت</title>")}<body><p>Côte d’Ivoire</p>${routeScript}<p>ليبيريا</p></body></html>`,
    );
    expect(html).toContain("<title>Séjour à Beyrouth — بيروت</title>");
    expect(html).toContain("<p>Côte d’Ivoire</p>");
    expect(html).toContain("<p>ليبيريا</p>");
  });
});
