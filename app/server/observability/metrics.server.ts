import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/*
 * The operator's metrics (issue #29, decision 0064), in Prometheus' text format at /metrics.
 * Each instance counts its own requests and records; Prometheus adds the instances up. Every
 * label value comes from a closed set (a route pattern or fixed label, a method, a status class,
 * a kind, an office, a currency…): never an address, an id, a token or a person's contact, which
 * would leak and would grow the series without end.
 */

/** The site's own registry, not prom-client's global one: tests load the site's modules more than once. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: "cedar_" });

const register = [metricsRegistry];

function counter<Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) {
  return new Counter({ name, help, labelNames, registers: register });
}

const requestDuration = new Histogram({
  name: "cedar_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern (or the fixed label of what answered), method and status class.",
  labelNames: ["route", "method", "status"] as const,
  // From a kept page (a millisecond) to a slow report (seconds).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: register,
});

const pageCacheHits = counter("cedar_page_cache_hits_total", "Pages answered from the page cache.");
const pageCacheMisses = counter("cedar_page_cache_misses_total", "Pages the page cache could keep that were rendered.");

const created = {
  enquiry: counter("cedar_enquiries_created_total", "Enquiries received, by kind and office (none when the visitor chose none).", [
    "kind",
    "office",
  ]),
  quote: counter("cedar_quotes_created_total", "Quotes and quote revisions written, by currency.", ["currency"]),
  booking: counter("cedar_bookings_created_total", "Bookings made (seats held on a departure)."),
  shipment: counter("cedar_shipments_created_total", "Shipments registered, by mode and drop-off office.", ["mode", "office"]),
  payment: counter(
    "cedar_payments_created_total",
    "Ledger entries recorded, by kind (payment, refund, reversal…), method, currency and office.",
    ["kind", "method", "currency", "office"],
  ),
};

const paymentNotifications = counter(
  "cedar_payment_notifications_total",
  "Payment providers' notifications: rejected (bad signature or fields, nothing kept) or, once verified, what they came to.",
  ["provider", "outcome"],
);

const mailAttempts = counter(
  "cedar_mail_attempts_total",
  "Attempts to send an e-mail of the outbox: sent, retrying (failed, tried again later) or failed (given up).",
  ["kind", "outcome"],
);

const jobLag = new Histogram({
  name: "cedar_job_lag_seconds",
  help: "Time from a job's due time to its claim by a runner, by kind.",
  labelNames: ["kind"] as const,
  // The runner polls every JOBS_POLL_MS (5 s by default); minutes mean it was stopped or overloaded.
  buckets: [0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600],
  registers: register,
});

const jobFailures = counter(
  "cedar_job_failures_total",
  "Job runs that failed, by kind: retrying (tried again after a backoff) or failed (given up).",
  ["kind", "outcome"],
);

/** The methods the site serves; anything else a request may carry is one label, so a client cannot add series. */
const METHODS = new Set(["GET", "HEAD", "POST"]);

/** One answered request, as its log line tells it (server/edge/request-log.server.ts). */
export function observeRequest(line: { route: string; method: string; status: number; durationMs: number }): void {
  // The status class: a histogram's series multiply by its buckets, and the exact code is in the log line.
  const status = `${Math.floor(line.status / 100)}xx`;
  const method = METHODS.has(line.method) ? line.method : "other";
  requestDuration.observe({ route: line.route, method, status }, line.durationMs / 1000);
}

export function countPageCache(result: "hit" | "miss"): void {
  (result === "hit" ? pageCacheHits : pageCacheMisses).inc();
}

type CreatedLabels = {
  enquiry: { kind: string; office: string };
  quote: { currency: string };
  booking: Record<string, never>;
  shipment: { mode: string; office: string };
  payment: { kind: string; method: string; currency: string; office: string };
};

/** A record written: called once the transaction that wrote it has committed (afterCommit), in one place per record. */
export function countCreated<Kind extends keyof CreatedLabels>(record: Kind, labels: CreatedLabels[Kind]): void {
  (created[record] as Counter<string>).inc(labels);
}

export function countPaymentNotification(provider: string, outcome: string): void {
  paymentNotifications.inc({ provider, outcome });
}

export function countMailAttempt(kind: string, outcome: "sent" | "retrying" | "failed"): void {
  mailAttempts.inc({ kind, outcome });
}

export function observeJobClaim(kind: string, dueAt: string, claimedAt: Date): void {
  jobLag.observe({ kind }, Math.max(0, claimedAt.getTime() - Date.parse(dueAt)) / 1000);
}

export function countJobFailure(kind: string, outcome: "retrying" | "failed"): void {
  jobFailures.inc({ kind, outcome });
}
