import http from "node:http";
import { expect, test } from "vitest";
import { chunkedPost, postWithLength } from "../chunked-post";
import { signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inProcessSiteForFile, listenOnSuiteDatabase } from "./in-process-site";

/*
 * Issue #10, item 1, through the whole site in-process (Express, React Router, the route): bodies
 * are counted while they arrive, so oversized posts are refused with 413 without being held, and
 * bad bodies and addresses get a 4xx, never a 500. What the server's memory does under ten such
 * posts at once needs a process of its own: tests/e2e/request-limits.spec.ts.
 */
const MB = 1024 * 1024;

const site = inProcessSiteForFile();

describeEachDatabase("request limits through the whole site", ({ dialect, db }) => {
  const base = listenOnSuiteDatabase(site, { dialect, db });

  const post = (path: string, body: string, headers: Record<string, string>, agent?: http.Agent) =>
    postWithLength(base(), path, body, headers, agent);

  test("a body over the limit with a Content-Length is refused, and a kept-alive connection still answers the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const form = { "Content-Type": "application/x-www-form-urlencoded" };
      const refused = await post("/login", `email=${"a".repeat(200 * 1024)}&password=x`, form, agent);
      expect(refused.status).toBe(413);
      expect((await post("/login", "email=nobody%40example.com&password=wrong", form, agent)).status).toBe(401);
    } finally {
      agent.destroy();
    }
  });

  test("the import refuses a 6 MB file while it arrives, with the screen's message", async () => {
    const cookie = await signedInCookie("admin");
    const boundary = "cedar-limit-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.json"\r\nContent-Type: application/json\r\n\r\n`;
    const answer = await chunkedPost(
      base(),
      "/admin/data",
      6 * MB,
      { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
      head,
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain("The file is larger than 5 MB.");
  });

  test("bodies that are not web forms get 415 or 400 from every action, never a 500", async () => {
    const cookie = await signedInCookie("admin");
    const bodies: [string | null, string, number][] = [
      ["application/json", '{"email":"a@example.com"}', 415],
      ["text/plain", "email=a@example.com", 415],
      [null, "email=a%40example.com", 415],
      ["application/x-www-form-urlencoded; charset=iso-8859-1", "email=a", 415],
      ["multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 400],
      ["multipart/form-data; boundary=y", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', 400],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 400],
    ];
    const actions = [
      "/login",
      "/logout",
      "/contact",
      "/admin/destinations",
      "/admin/destinations/new",
      "/admin/tours/new",
      "/admin/services/new",
      "/admin/users",
      "/admin/data",
    ];
    for (const path of actions) {
      for (const [contentType, body, status] of bodies) {
        const headers: Record<string, string> = { Cookie: cookie };
        if (contentType) headers["Content-Type"] = contentType;
        expect((await post(path, body, headers)).status, `${path} with ${contentType}`).toBe(status);
      }
    }
  });

  test("a NUL in the address is refused with 400 before any page or search sees it", async () => {
    for (const path of ["/tours/a%00b", "/tours?q=%00", "/destinations/bali%00", "/tours.data?q=a%00", "/admin/messages/%00"]) {
      const response = await fetch(`${base()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain("NUL character");
    }
  });
});
