import { beforeEach, expect, test } from "vitest";
import { forgetRefusalSlots, recordRefusal, REFUSALS_PER_MINUTE, type AuditOrigin } from "~/server/accounts/audit.server";
import { getDb } from "~/server/platform/db.server";
import { CONTACT_RATE_LIMIT } from "~/domain/contact";
import * as contactRoute from "~/routes/public/contact";
import * as quoteRoute from "~/routes/public/quote";
import { run } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Refusals as security events (issue #24, item 3; decision 0046): a post from another site,
 * a throttled form or sign-in and a forbidden screen leave a row in the audit trail, but no
 * address can flood it: each kind keeps at most REFUSALS_PER_MINUTE rows per address and
 * minute, however many instances refuse at once.
 */

const SITE = process.env.SITE_URL!;
const from = (ip: string): AuditOrigin => ({ actor: null, ip, requestId: `request-${ip}` });

async function refusalRows(action?: string) {
  let query = getDb().selectFrom("audit_log").selectAll().where("kind", "=", "security");
  if (action) query = query.where("action", "=", action);
  return (await query.orderBy("at").execute()).map((row) => ({ ...row, detail: row.detail ? JSON.parse(row.detail) : null }));
}

describeEachDatabase("refusals in the audit trail", () => {
  beforeEach(() => forgetRefusalSlots());

  test("throttled and forbidden refusals keep one row per address and minute, even refused in parallel", async () => {
    const minute = Date.parse("2026-11-26T10:00:00.000Z");
    const burst = (ip: string, action: "throttled" | "forbidden", at: number) =>
      Promise.all(Array.from({ length: 12 }, () => recordRefusal(from(ip), { action, detail: { form: "contact" } }, at)));
    const kept = await burst("198.51.100.7", "throttled", minute + 1_000);
    expect(kept.filter(Boolean)).toHaveLength(1);
    // Another instance (nothing remembered in memory) is held back by the rows themselves.
    forgetRefusalSlots();
    expect((await burst("198.51.100.7", "throttled", minute + 30_000)).filter(Boolean)).toHaveLength(0);
    // Another address, another kind and the next minute each get their own row.
    await burst("198.51.100.8", "throttled", minute + 2_000);
    await burst("198.51.100.7", "forbidden", minute + 3_000);
    await burst("198.51.100.7", "throttled", minute + 61_000);
    const rows = await refusalRows();
    expect(rows.map((row) => [row.action, row.ip])).toEqual([
      ["throttled", "198.51.100.7"],
      ["throttled", "198.51.100.8"],
      ["forbidden", "198.51.100.7"],
      ["throttled", "198.51.100.7"],
    ]);
    expect(rows[0]).toMatchObject({ kind: "security", request_id: "request-198.51.100.7", detail: { form: "contact" } });
  });

  test(`posts from another site keep ${REFUSALS_PER_MINUTE["cross-site-refused"]} rows per address and minute`, async () => {
    const at = Date.parse("2026-11-26T11:00:30.000Z");
    const kept = await Promise.all(
      Array.from({ length: 25 }, (_, index) => recordRefusal(from("203.0.113.9"), { action: "cross-site-refused", detail: { index } }, at)),
    );
    expect(kept.filter(Boolean)).toHaveLength(REFUSALS_PER_MINUTE["cross-site-refused"]);
    expect(await refusalRows("cross-site-refused")).toHaveLength(REFUSALS_PER_MINUTE["cross-site-refused"]);
  });

  test("a quote answered from another site is refused with 403 and recorded by its route, never its token", async () => {
    const token = "Zx9_Qw-Er7Ty8Ui9Op0-secret";
    const request = new Request(`${SITE}/quote/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "accept" }),
    });
    const outcome = await run(quoteRoute.action, request, { token });
    expect(outcome.status).toBe(403);
    const [row] = await refusalRows("cross-site-refused");
    expect(row).toMatchObject({ ip: "203.0.113.7", detail: { reason: "origin", method: "POST", origin: "https://evil.example" } });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test("a contact form over its rate limit is recorded as throttled, once a minute", async () => {
    const post = (message: string) =>
      run(
        contactRoute.action,
        new Request(`${SITE}/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
          body: new URLSearchParams({
            website: "",
            name: "Rania Haddad",
            email: "rania@example.com",
            phone: "+961 1 234 567",
            subject: "General Inquiry",
            message,
          }),
        }),
        {},
        { address: "198.51.100.44" },
      );
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) expect((await post(`Message ${sent}`)).status).toBe(302);
    expect(await refusalRows("throttled")).toHaveLength(0);
    expect((await post("One more")).status).toBe(429);
    expect((await post("And another")).status).toBe(429);
    const rows = await refusalRows("throttled");
    expect(rows.map((row) => [row.ip, row.detail])).toEqual([["198.51.100.44", { form: "contact" }]]);
  });
});
