import nodemailer from "nodemailer";
import { afterFailure, CLAIM_MINUTES, type MailStatus } from "~/domain/mail-outbox";
import type { Locale } from "~/domain/locale";
import type { MailOutboxTable } from "../../../../db/schema";
import { afterCommit, getDb } from "../db.server";
import { getEnv, type Env } from "../env.server";
import { oneLine, TIMEOUTS } from "../mail.server";
import { newId } from "../records.server";
import { log } from "../log.server";
import { countMailAttempt } from "../../observability/metrics.server";

/*
 * The mail outbox (issue #23, decision 0038): every e-mail the site sends is a row written in
 * the transaction of the record that causes it, so a mail is never sent for a save that rolled
 * back and never lost for one that committed; the save never waits for the mail server. The
 * server's sender loop sends due rows through SMTP_URL, retries with backoff, and claims each
 * row before sending so two instances never send it twice.
 */

export type MailAddress = string | { name: string; address: string };

/** An e-mail to queue: who from and to, the subject, a plain-text part and an optional HTML part. */
export type OutboxMail = {
  /** What it is, for the admin's list and the tests: enquiry-acknowledgement, quote-accepted… */
  kind: string;
  /** The enquiry's or quote's reference it is about. */
  reference?: string | null;
  locale: Locale;
  from: string;
  to: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  html?: string | null;
};

/** An address with its name quoted, so a comma or a quote in the name cannot make two addresses. */
export function formatAddress(address: MailAddress): string {
  if (typeof address === "string") return oneLine(address);
  const name = oneLine(address.name).replace(/["\\]/g, "\\$&");
  return name ? `"${name}" <${oneLine(address.address)}>` : oneLine(address.address);
}

/**
 * Queues an e-mail in the current transaction (decision 0009: called inside inTransaction, it
 * joins it), so it is sent only if the record that causes it is saved. Once committed, this
 * process's sender is woken to send it at once, unless the caller sends it itself (`sendNow`:
 * a screen that reports the mail server's answer, through sendMailNow). Returns the row's id.
 */
export async function queueMail(
  mail: OutboxMail,
  { sendNow = false, at = new Date() }: { sendNow?: boolean; at?: Date } = {},
): Promise<string> {
  const row = outboxRow(mail, at);
  await getDb().insertInto("mail_outbox").values(row).execute();
  if (!sendNow) await afterCommit(() => wakeMailSender());
  return row.id;
}

/** Queues many e-mails with one INSERT (a batch's status mails), in the current transaction; returns their ids. */
export async function queueMails(mails: readonly OutboxMail[], at = new Date()): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => outboxRow(mail, at));
  await getDb().insertInto("mail_outbox").values(rows).execute();
  await afterCommit(() => wakeMailSender());
  return rows.map((row) => row.id);
}

function outboxRow(mail: OutboxMail, at: Date): MailOutboxTable {
  return {
    id: newId(),
    created_at: at.toISOString(),
    kind: mail.kind,
    reference: mail.reference ?? null,
    locale: mail.locale,
    from_address: formatAddress(mail.from),
    to_address: formatAddress(mail.to),
    reply_to: mail.replyTo ? formatAddress(mail.replyTo) : null,
    subject: oneLine(mail.subject).slice(0, 400),
    text_body: mail.text,
    html_body: mail.html ?? null,
    status: "queued" satisfies MailStatus,
    attempts: 0,
    next_attempt_at: at.toISOString(),
    sent_at: null,
    last_error: null,
  };
}

/* ------------------------------------------------------------------ sending */

type Transport = ReturnType<typeof nodemailer.createTransport>;

/** The most rows one pass sends; the next pass takes the rest. */
const BATCH = 20;

/**
 * Claims a due row: one UPDATE that raises its attempts and moves its next attempt past the
 * claim's end, only while it is still queued, due and at the attempts it was read with. Two
 * senders reading the same row both try; the database lets one UPDATE through (PostgreSQL
 * re-checks the condition on the row the first changed; SQLite writes one at a time), so the
 * other changes nothing and moves on.
 */
async function claim(row: { id: string; attempts: number }, at: Date): Promise<MailOutboxTable | null> {
  const result = await getDb()
    .updateTable("mail_outbox")
    .set({ attempts: row.attempts + 1, next_attempt_at: new Date(at.getTime() + CLAIM_MINUTES * 60_000).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .where("attempts", "=", row.attempts)
    .where("next_attempt_at", "<=", at.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (await getDb().selectFrom("mail_outbox").selectAll().where("id", "=", row.id).executeTakeFirst()) ?? null;
}

/** What became of one attempt. */
export type AttemptOutcome = { status: "sent" } | { status: "queued"; reason: string } | { status: "failed"; reason: string };

async function attempt(transport: Transport, row: MailOutboxTable, at: Date): Promise<AttemptOutcome> {
  try {
    await transport.sendMail({
      from: row.from_address,
      to: row.to_address,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      headers: { "Content-Language": row.locale },
    });
  } catch (error) {
    const reason = oneLine(error instanceof Error ? error.message : String(error)).slice(0, 300);
    // A 5xx answer is the server's final word on this message (no such mailbox): asking again changes nothing.
    const code = Number((error as { responseCode?: unknown }).responseCode);
    const next = afterFailure(Number(row.attempts), code >= 500 && code < 600);
    await getDb()
      .updateTable("mail_outbox")
      .set({
        status: next.status,
        last_error: reason,
        next_attempt_at:
          next.status === "queued" ? new Date(at.getTime() + next.retryInMinutes * 60_000).toISOString() : row.next_attempt_at,
      })
      .where("id", "=", row.id)
      .execute();
    countMailAttempt(row.kind, next.status === "queued" ? "retrying" : "failed");
    log.warn(
      `Could not e-mail ${row.kind} ${row.reference ?? row.id} (attempt ${row.attempts}, ${next.status === "queued" ? `again in ${next.retryInMinutes} min` : "given up"}): ${reason}`,
    );
    return { status: next.status, reason };
  }
  await getDb()
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: new Date().toISOString(), last_error: null })
    .where("id", "=", row.id)
    .execute();
  countMailAttempt(row.kind, "sent");
  return { status: "sent" };
}

function openTransport(smtpUrl: string): Transport {
  return nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl });
}

/**
 * One pass of the sender: claims and sends the rows that are due, oldest first, at most BATCH.
 * Without SMTP_URL nothing is sent and the rows stay queued. Returns how many were sent.
 */
export async function sendDueMails(env: Pick<Env, "SMTP_URL"> = getEnv(), at: Date = new Date()): Promise<number> {
  if (!env.SMTP_URL) return 0;
  const due = await getDb()
    .selectFrom("mail_outbox")
    .select(["id", "attempts"])
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", at.toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(BATCH)
    .execute();
  if (due.length === 0) return 0;
  const transport = openTransport(env.SMTP_URL);
  let sent = 0;
  try {
    for (const row of due) {
      const claimed = await claim({ id: row.id, attempts: Number(row.attempts) }, at);
      if (claimed && (await attempt(transport, claimed, at)).status === "sent") sent += 1;
    }
  } finally {
    transport.close();
  }
  return sent;
}

/**
 * Sends one row now if it is still due (a screen that reports the result, as a staff reply's):
 * "sent", "queued" (it failed and will be tried again; the reason), "failed", or "queued" with
 * no reason when it was not this caller's to send (no SMTP_URL, or another sender has it).
 */
export async function sendMailNow(
  id: string,
  env: Pick<Env, "SMTP_URL"> = getEnv(),
  at: Date = new Date(),
): Promise<AttemptOutcome | { status: "queued" }> {
  if (!env.SMTP_URL) return { status: "queued" };
  const row = await getDb().selectFrom("mail_outbox").select(["id", "attempts"]).where("id", "=", id).executeTakeFirst();
  const claimed = row ? await claim({ id: row.id, attempts: Number(row.attempts) }, at) : null;
  if (!claimed) {
    // This process's sender took it first (its poll came at that moment): its answer is the one to tell.
    await running;
    const now = await getDb().selectFrom("mail_outbox").select(["status", "last_error"]).where("id", "=", id).executeTakeFirst();
    if (now?.status === "sent") return { status: "sent" };
    if (now?.status === "failed") return { status: "failed", reason: now.last_error ?? "" };
    return { status: "queued" };
  }
  const transport = openTransport(env.SMTP_URL);
  try {
    return await attempt(transport, claimed, at);
  } finally {
    transport.close();
  }
}

/* ------------------------------------------------------------------ the sender loop */

/** How often the loop looks for due rows (a queued mail also wakes it at once, in this process). */
const POLL_MS = 30_000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;

async function runSender(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        // A full batch may leave more behind: the next pass takes them.
        while ((await sendDueMails()) === BATCH);
      } catch (error) {
        log.error({ err: error }, "The mail outbox's sender failed");
      }
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Starts this process's sender (server/app.ts at startup): a pass now, then every POLL_MS. */
export function startMailSender(): void {
  if (timer) return;
  timer = setInterval(() => void runSender(), POLL_MS);
  timer.unref();
  void runSender();
}

/** Stops the sender and waits for a pass under way (shutdown). */
export async function stopMailSender(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}

/** A mail was queued: send it now rather than at the next poll, when this process runs the sender. */
function wakeMailSender(): void {
  if (timer) void runSender();
}

/* ------------------------------------------------------------------ what the admin sees */

/** What became of some queued mails, by id: the timelines show a reply's or a quote's e-mail as the outbox knows it. */
export async function outboxStatuses(ids: string[]): Promise<Map<string, { status: MailStatus; lastError: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().selectFrom("mail_outbox").select(["id", "status", "last_error"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, { status: row.status as MailStatus, lastError: row.last_error }]));
}

export type OutboxSummary = {
  smtpConfigured: boolean;
  queued: number;
  failed: number;
  /** The newest rows not sent, with the mail server's last word. */
  waiting: {
    id: string;
    kind: string;
    reference: string | null;
    to: string;
    subject: string;
    status: MailStatus;
    attempts: number;
    lastError: string | null;
    createdAt: string;
  }[];
};

export async function outboxSummary(env: Pick<Env, "SMTP_URL"> = getEnv()): Promise<OutboxSummary> {
  const counts = await getDb()
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("total")])
    .where("status", "in", ["queued", "failed"])
    .groupBy("status")
    .execute();
  const count = (status: MailStatus) => Number(counts.find((row) => row.status === status)?.total ?? 0);
  const waiting = await getDb()
    .selectFrom("mail_outbox")
    .select(["id", "kind", "reference", "to_address", "subject", "status", "attempts", "last_error", "created_at"])
    .where("status", "in", ["queued", "failed"])
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  return {
    smtpConfigured: !!env.SMTP_URL,
    queued: count("queued"),
    failed: count("failed"),
    waiting: waiting.map((row) => ({
      id: row.id,
      kind: row.kind,
      reference: row.reference,
      to: row.to_address,
      subject: row.subject,
      status: row.status as MailStatus,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
  };
}
