import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { CONTACT_RATE_LIMIT } from "~/domain/contact";
import { prepareDatabase } from "~/server/platform/database-setup.server";
import { closeDb, getDb, setDb, withDb, type Db } from "~/server/platform/db.server";
import { withinRateLimit, type RateLimit } from "~/server/platform/rate-limits/rate-limits.server";
import * as contactRoute from "~/routes/public/contact";
import * as cargoRoute from "~/routes/public/enquire-cargo";
import * as visaRoute from "~/routes/public/enquire-visa";
import { addDays, agencyToday } from "~/domain/departures";
import { ORIGIN, run, type Outcome } from "./catalogue-helpers";
import { DIALECTS, emptyAllTables, openEmptyDatabase } from "./databases";

/*
 * Issue #24 item 2: a limit per sender whose check and insert are one step, so parallel posts
 * from one address store exactly the limit (decision 0045). On PostgreSQL the posts go
 * through three instances' connection pools at once, as a load balancer would spread them.
 */

const LIMIT: RateLimit = { name: "test-limit", max: 3, windowMs: 60_000 };

const person = { name: "Rania Haddad", email: "rania@example.com", phone: "+961 1 234 567" };
const CONTACT = { ...person, subject: "General Inquiry", message: "Do you arrange visas for Côte d'Ivoire?" };
const CARGO = {
  ...person,
  message: "",
  fromOffice: "beirut",
  toOffice: "other",
  toPlace: "Freetown, Sierra Leone",
  contents: "Spare parts for generators",
  weightKg: "120",
  size: "3 crates",
  pickupDate: addDays(agencyToday(), 5),
};
const VISA = {
  ...person,
  message: "",
  destination: "France",
  nationality: "Lebanese",
  travelDate: addDays(agencyToday(), 40),
  applicants: "3",
};

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ website: "", ...fields }),
  });
}

const hits = () => getDb().selectFrom("rate_limit_hits").selectAll().execute();

for (const dialect of DIALECTS) {
  describe(`limits per sender hold in parallel [${dialect}]`, () => {
    let handle: Awaited<ReturnType<typeof openEmptyDatabase>>;
    /** The database as each instance sees it: one SQLite connection (one process), or three PostgreSQL pools. */
    let instances: Db[];

    beforeAll(async () => {
      handle = await openEmptyDatabase(dialect);
      await prepareDatabase(handle.db);
      instances = dialect === "postgres" ? [handle.db, handle.connect(), handle.connect()] : [handle.db];
      setDb(handle.db, dialect);
    });
    beforeEach(async () => {
      setDb(handle.db, dialect);
      await emptyAllTables(handle.db);
    });
    afterAll(async () => {
      await closeDb();
      await handle.cleanup();
    });

    /** Runs the posts all at once, spread over the instances. */
    function inParallel(posts: (() => Promise<Outcome>)[]): Promise<Outcome[]> {
      return Promise.all(posts.map((send, index) => withDb(instances[index % instances.length]!, send)));
    }

    async function stored() {
      const enquiries = await getDb().selectFrom("enquiries").select("id").execute();
      const mails = await getDb().selectFrom("mail_outbox").select("kind").execute();
      const count = (kind: string) => mails.filter((mail) => mail.kind === kind).length;
      return {
        enquiries: enquiries.length,
        notifications: count("enquiry-notification"),
        acknowledgements: count("enquiry-acknowledgement"),
      };
    }

    test(`40 parallel contact posts from one address store ${CONTACT_RATE_LIMIT.max} messages and queue ${CONTACT_RATE_LIMIT.max} notifications; the rest get 429`, async () => {
      const outcomes = await inParallel(
        Array.from(
          { length: 40 },
          (_, index) => () =>
            run(contactRoute.action, post("/contact", { ...CONTACT, message: `Message ${index}` }), {}, { address: "198.51.100.7" }),
        ),
      );
      const statuses = outcomes.map((outcome) => outcome.status).sort();
      expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(302), ...Array(40 - CONTACT_RATE_LIMIT.max).fill(429)]);
      expect(await stored()).toEqual({
        enquiries: CONTACT_RATE_LIMIT.max,
        notifications: CONTACT_RATE_LIMIT.max,
        acknowledgements: CONTACT_RATE_LIMIT.max,
      });
      expect(await hits()).toHaveLength(CONTACT_RATE_LIMIT.max);
      // Another address still gets through.
      expect((await run(contactRoute.action, post("/contact", CONTACT), {}, { address: "198.51.100.8" })).status).toBe(302);
    });

    test("40 parallel posts over the contact, cargo and visa forms from one address share one limit", async () => {
      const forms = [
        [contactRoute.action, "/contact", CONTACT],
        [cargoRoute.action, "/enquire/cargo", CARGO],
        [visaRoute.action, "/enquire/visa", VISA],
      ] as const;
      const outcomes = await inParallel(
        Array.from({ length: 40 }, (_, index) => () => {
          const [action, path, fields] = forms[index % forms.length]!;
          return run(action, post(path, fields), {}, { address: "198.51.100.9" });
        }),
      );
      expect(outcomes.filter((outcome) => outcome.status === 302)).toHaveLength(CONTACT_RATE_LIMIT.max);
      expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(40 - CONTACT_RATE_LIMIT.max);
      expect(await stored()).toMatchObject({ enquiries: CONTACT_RATE_LIMIT.max, notifications: CONTACT_RATE_LIMIT.max });
    });

    test("withinRateLimit: 40 parallel uses run the work exactly max times, per sender and per limit", async () => {
      let ran = 0;
      const use =
        (sender: string, limit = LIMIT) =>
        () =>
          withinRateLimit(limit, sender, async () => {
            ran++;
            return sender;
          });
      const outcomes = await Promise.all(
        [...Array.from({ length: 40 }, () => use("a")), use("b"), use("a", { ...LIMIT, name: "other" })].map((send, index) =>
          withDb(instances[index % instances.length]!, send),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(LIMIT.max + 2);
      expect(ran).toBe(LIMIT.max + 2);
      expect(await hits()).toHaveLength(LIMIT.max + 2);
    });

    test("withinRateLimit: the window slides, a refusal says when to come back and keeps nothing, and a failed work does not count", async () => {
      const start = new Date("2026-05-01T10:00:00.000Z");
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      const use = (seconds: number) => withinRateLimit(LIMIT, "a", async () => "done", at(seconds));
      await expect(withinRateLimit(LIMIT, "a", () => Promise.reject(new Error("save failed")), at(0))).rejects.toThrow("save failed");
      expect(await hits()).toEqual([]);
      expect(await use(0)).toEqual({ allowed: true, value: "done" });
      expect(await use(10)).toEqual({ allowed: true, value: "done" });
      expect(await use(20)).toEqual({ allowed: true, value: "done" });
      const before = await hits();
      // Free again when the use at 0 s leaves the 60 s window.
      expect(await use(30)).toEqual({ allowed: false, retryAfterSeconds: 30 });
      expect(await hits()).toEqual(before);
      expect(await use(60)).toEqual({ allowed: true, value: "done" });
      expect(await use(61)).toEqual({ allowed: false, retryAfterSeconds: 9 });
      // Uses past their window are swept by the next use that goes through.
      expect(await use(200)).toEqual({ allowed: true, value: "done" });
      expect((await hits()).map((hit) => hit.hit_at)).toEqual([at(200).toISOString()]);
    });
  });
}
