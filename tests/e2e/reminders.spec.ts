import { randomUUID } from "node:crypto";
import pg from "pg";
import { mailServerEnv } from "./fixtures";
import { createStartedDatabase, expect, signIn, startServer, stopServer, test } from "./fixtures";

/*
 * Reminders (issue #28, decision 0062) as a user sees them: a reminder due now appears under
 * Today and its e-mail reaches the local SMTP server once, though two instances share the
 * PostgreSQL database and each scans at its start.
 */

const POSTGRES_URL = process.env.TEST_POSTGRES_URL;
const SHARED_SECRET = "reminders-test-secret-0123456789abcdef0123";
const RECEIVER = "awa.reminders@e2e.example";

/** A shipment at the Abidjan office, ready for pickup since 7 days ago and not collected: due now. */
async function seedWaitingShipment(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const id = randomUUID();
    const tracking = `CT-REM${Date.now().toString(36).toUpperCase().slice(-4)}`;
    const ready = new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString();
    const now = new Date().toISOString();
    await client.query(
      `insert into shipments (id, tracking_number, from_office, to_office, mode, status, sender_name, sender_phone, sender_email,
        receiver_name, receiver_phone, receiver_email, receiver_city, contents, declared_value_minor, declared_currency, payer,
        internal_note, locale, enquiry_id, batch_id, rate_card_id, drop_off_date, search_text, version, created_by, updated_by,
        created_at, updated_at)
       values ($1, $2, 'beirut', 'abidjan', 'air', 'ready-for-pickup', 'Karim Haddad', '+961 70 123 456', null,
        'Awa Traoré', '+225 07 12 34 56', $3, 'Abidjan', 'Books', null, null, 'sender',
        '', 'fr', null, null, null, $4, $5, 1, null, null, $6, $6)`,
      [id, tracking, RECEIVER, ready.slice(0, 10), `${tracking.toLowerCase()} awa traoré`, now],
    );
    await client.query(
      `insert into shipment_events (id, shipment_id, sequence, status, place, public_note, internal_note, office, recorded_at,
        recorded_by, recorded_by_name, batch_event_id)
       values ($1, $2, 1, 'ready-for-pickup', 'Abidjan', '', '', 'abidjan', $3, null, null, null)`,
      [randomUUID(), id, ready],
    );
    // The prepared database's own start scanned this hour already; this one's instances start on a slot not yet scanned.
    await client.query("delete from jobs where kind like 'reminders.%'");
    return tracking;
  } finally {
    await client.end();
  }
}

async function reminderJobs(url: string): Promise<{ kind: string; status: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ kind: string; status: string }>("select kind, status from jobs where kind like 'reminders.%'")).rows;
  } finally {
    await client.end();
  }
}

test.describe("reminders", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a reminder due now appears under Today and is sent once to a local SMTP server even with two instances running", async ({
    browser,
    smtp,
  }) => {
    test.skip(!POSTGRES_URL, "TEST_POSTGRES_URL is not set");
    const database = await createStartedDatabase("cedar_e2e");
    const tracking = await seedWaitingShipment(database.url);
    const env = { DATABASE_URL: database.url, SESSION_SECRET: SHARED_SECRET, ...mailServerEnv(smtp) };
    // Started together: each schedules the scan of this hour at its start; the dedupe key lets one row in.
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const toReceiver = () => smtp.messages.filter((mail) => mail.to.includes(RECEIVER));
      await expect.poll(() => toReceiver().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      // Every reminder job of both instances has run: nothing more can be sent for this occurrence.
      await expect
        .poll(async () => {
          const jobs = await reminderJobs(database.url);
          return jobs.filter((job) => job.kind === "reminders.send" && job.status === "done").length;
        })
        .toBe(2);
      expect(toReceiver()).toHaveLength(1);
      expect(toReceiver()[0]!.headers.get("subject")).toContain(`Votre colis ${tracking} vous attend`);

      const context = await browser.newContext({ baseURL: second.site.url });
      const page = await context.newPage();
      await signIn(page);
      await page.goto("/admin");
      const today = page.getByRole("region", { name: "Today" });
      const reminder = today.getByRole("link", { name: new RegExp(`Not collected: ${tracking}`) });
      await expect(reminder).toBeVisible();
      await expect(page.getByText(/The job runner last checked in at/)).toBeVisible();

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await today.screenshot({ path: `/work/notes/shots/today-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: "/work/notes/shots/today-dashboard-1280.png", fullPage: true });

      await today.getByRole("button", { name: new RegExp(`Done: Not collected: ${tracking}`) }).click();
      await expect(page.getByText("Reminder done")).toBeVisible();
      await expect(reminder).toBeHidden();
      await context.close();
    } finally {
      await stopServer(first.process);
      await stopServer(second.process);
      await database.drop();
    }
  });
});
