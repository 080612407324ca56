import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test, vi } from "vitest";
import { trustProxySetting } from "~/server/platform/client-address.server";

/** The cookie names and attributes on https and http, the shipped password list, and the client address. */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function modulesFor(siteUrl: string) {
  vi.stubEnv("SITE_URL", siteUrl);
  vi.stubEnv("SESSION_SECRET", "unit-test-secret-0123456789abcdef0123");
  vi.resetModules();
  const session = await import("./session.server");
  const device = await import("./device-cookie.server");
  return { session, device };
}

describe("cookies", () => {
  test("on https the session and device cookies are __Host- prefixed: Secure, Path=/, no Domain", async () => {
    const { session, device } = await modulesFor("https://cedarwings.example");
    expect(session.sessionCookieName()).toBe("__Host-cw_session");
    expect(device.deviceCookieName()).toBe("__Host-cw_device");
    const header = session.siteCookieHeader(session.sessionCookieName(), "token", 60);
    expect(header.split("; ")).toEqual(["__Host-cw_session=token", "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=60", "Secure"]);
    expect(header).not.toMatch(/Domain=/i);
  });

  test("on http (local use) they keep plain names and no Secure flag", async () => {
    const { session, device } = await modulesFor("http://localhost:3000");
    expect(session.sessionCookieName()).toBe("cw_session");
    expect(device.deviceCookieName()).toBe("cw_device");
    expect(session.siteCookieHeader("cw_session", "token", 60)).not.toMatch(/Secure/);
  });

  test("a device token is valid for the account it was issued for only, and a forged one for none", async () => {
    const { device } = await modulesFor("https://cedarwings.example");
    const request = (cookie: string) => new Request("https://cedarwings.example/login", { headers: { Cookie: cookie } });
    const issued = device.issueDeviceCookie(request(""), "rami@example.com", 0).split(";")[0]!;
    expect(device.trustedDeviceKey(request(issued), "rami@example.com", 0)).toMatch(/^[\w-]{22}$/);
    expect(device.trustedDeviceKey(request(issued), "maya@example.com", 0)).toBeNull();
    const [issuedAt, nonce] = issued.split("=")[1]!.split(".");
    expect(device.trustedDeviceKey(request(`__Host-cw_device=${issuedAt}.${nonce}.${"A".repeat(32)}`), "rami@example.com", 0)).toBeNull();
    // A second account signed in from the same browser joins the first.
    const both = device.issueDeviceCookie(request(issued), "maya@example.com", 0).split(";")[0]!;
    expect(device.trustedDeviceKey(request(both), "rami@example.com", 0)).not.toBeNull();
    expect(device.trustedDeviceKey(request(both), "maya@example.com", 0)).not.toBeNull();
  });
});

describe("the shipped list of common passwords", () => {
  test("holds the long entries of 437,651, loads once, and refuses them ignoring case", async () => {
    const passwords = await import("./passwords.server");
    const started = performance.now();
    expect(passwords.commonPasswordCount()).toBeGreaterThan(12_000);
    // Loading is a one-time cost (about 0.4 s idle); a second check is a Set lookup.
    expect(performance.now() - started).toBeLessThan(10_000);
    for (const common of ["password1234", "PASSWORD1234", "iloveyou1234", "qwertyuiop123"])
      expect(passwords.isCommonPassword(common), common).toBe(true);
    expect(passwords.isCommonPassword("seven tulips at dawn")).toBe(false);
    expect(passwords.newPasswordProblem("12345678", {})).toBe("Password must be at least 12 characters");
    expect(passwords.newPasswordProblem("password1234", {})).toMatch(/too common/);
    expect(passwords.newPasswordProblem("rami.khoury.2026", { name: "Rami Khoury", email: "rami@example.com" })).toMatch(/name or e-mail/);
    expect(passwords.newPasswordProblem("seven tulips at dawn", { name: "Rami Khoury", email: "rami@example.com" })).toBeNull();
  });
});

describe("the client address", () => {
  async function seenAddress(trustProxy: number | false, forwardedFor: string): Promise<string | undefined> {
    const app = express();
    app.set("trust proxy", trustProxy);
    app.get("/", (req, res) => res.send(req.ip));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", headers: { "X-Forwarded-For": forwardedFor } }, (response) => {
            let body = "";
            response.on("data", (chunk) => (body += chunk));
            response.on("end", () => resolve(body));
          })
          .on("error", reject);
      });
    } finally {
      server.close();
    }
  }

  test("a forged X-Forwarded-For changes nothing unless TRUST_PROXY=1", async () => {
    expect(trustProxySetting({})).toBe(false);
    expect(await seenAddress(trustProxySetting({}), "203.0.113.66")).toBe("127.0.0.1");
    expect(await seenAddress(trustProxySetting({ TRUST_PROXY: "1" }), "203.0.113.66")).toBe("203.0.113.66");
  });
});
