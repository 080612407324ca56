import { createHmac, timingSafeEqual } from "node:crypto";
import { log } from "~/server/platform/log.server";
import type {
  NotificationCheck,
  PaymentProvider,
  PaymentStart,
  PaymentStartResult,
  ProviderStatus,
  StatusCheck,
} from "./payment-provider.server";

/*
 * CinetPay's checkout API (docs.cinetpay.com, decision 0057): a payment is started with
 * `POST /v2/payment` (JSON: apikey, site_id, transaction_id, amount, currency, description,
 * notify_url, return_url, channels), which answers code "201" and a `payment_url` to send the
 * customer to; CinetPay then posts a notification to notify_url, signed in its `x-token` header
 * (HMAC-SHA256, hex, with the secret key, over sixteen posted fields in a documented order);
 * the transaction's status is then asked with `POST /v2/payment/check`, whose answer alone is
 * believed. Only the stand-in of the tests has answered this code (README, "Paying online").
 */

export type CinetPaySettings = { siteId: string; apiKey: string; secretKey: string; apiUrl: string };

/** The fields the x-token is computed over, in the documented order; a missing one counts as empty. */
export const SIGNED_FIELDS = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
] as const;

/** The x-token CinetPay computes for these fields (also how the tests sign theirs). */
export function cinetPayToken(fields: Record<string, string>, secretKey: string): string {
  const data = SIGNED_FIELDS.map((name) => fields[name] ?? "").join("");
  return createHmac("sha256", secretKey).update(data, "utf8").digest("hex");
}

/** The transaction ids this site chooses (and so the only ones it believes): letters, digits, dashes. */
const TRANSACTION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** How long a call to CinetPay may take before it counts as unanswered. */
const CALL_TIMEOUT_MS = 10_000;

/** The largest answer read from CinetPay: its answers are a few hundred bytes. */
const ANSWER_MAX_BYTES = 64 * 1024;

async function callCinetPay(
  settings: CinetPaySettings,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(new URL(path, settings.apiUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    redirect: "error",
  });
  const text = await response.text();
  if (text.length > ANSWER_MAX_BYTES) return { status: response.status, json: null };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, json: null };
  }
}

type Answer = { code?: unknown; message?: unknown; data?: Record<string, unknown> | null };

function answerOf(json: unknown): Answer {
  return typeof json === "object" && json !== null ? (json as Answer) : {};
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** CinetPay's words for a transaction's status; anything unknown waits for a later notification. */
function outcomeOf(word: string): ProviderStatus["outcome"] {
  if (word === "ACCEPTED") return "accepted";
  if (word === "REFUSED" || word === "CANCELED" || word === "CANCELLED") return "refused";
  return "pending";
}

export function cinetPayProvider(settings: CinetPaySettings): PaymentProvider {
  return {
    id: "cinetpay",
    online: true,
    currencies: ["XOF"],
    // CinetPay takes amounts in multiples of 5: what is left below 5 francs stays due at the office.
    payable: (dueMinor) => (dueMinor >= 5 ? dueMinor - (dueMinor % 5) : 0),

    async startPayment(start: PaymentStart): Promise<PaymentStartResult> {
      try {
        const { json } = await callCinetPay(settings, "/v2/payment", {
          apikey: settings.apiKey,
          site_id: settings.siteId,
          transaction_id: start.transactionId,
          amount: start.amount.amountMinor,
          currency: start.amount.currency,
          description: start.description,
          notify_url: start.notifyUrl,
          return_url: start.returnUrl,
          channels: "ALL",
          lang: start.locale === "fr" ? "fr" : "en",
          customer_name: start.customer.name.slice(0, 100),
          ...(start.customer.email ? { customer_email: start.customer.email } : {}),
        });
        const answer = answerOf(json);
        const url = textOf(answer.data?.payment_url);
        if (textOf(answer.code) !== "201" || !isWebAddress(url)) {
          log.warn({ code: textOf(answer.code), message: textOf(answer.message) }, "CinetPay refused to start a payment");
          return { status: "failed", reason: `refused:${textOf(answer.code) || "no-code"}` };
        }
        return { status: "redirect", url };
      } catch (error) {
        log.warn({ err: error }, "CinetPay could not be reached to start a payment");
        return { status: "failed", reason: "unreachable" };
      }
    },

    verifyNotification({ headers, fields }): NotificationCheck {
      const given = headers.get("x-token")?.trim() ?? "";
      const expected = cinetPayToken(fields, settings.secretKey);
      const givenBytes = Buffer.from(given, "utf8");
      const expectedBytes = Buffer.from(expected, "utf8");
      const signed = givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
      // Signed with our secret but for another site id: not ours to believe either.
      if (!signed || fields.cpm_site_id !== settings.siteId) return { status: "bad-signature" };
      const transactionId = fields.cpm_trans_id ?? "";
      if (!TRANSACTION_ID.test(transactionId)) return { status: "bad-fields", reason: "bad-transaction-id" };
      return { status: "signed", transactionId };
    },

    async checkStatus(transactionId: string): Promise<StatusCheck> {
      try {
        const { status, json } = await callCinetPay(settings, "/v2/payment/check", {
          apikey: settings.apiKey,
          site_id: settings.siteId,
          transaction_id: transactionId,
        });
        const answer = answerOf(json);
        const word = textOf(answer.data?.status);
        if (!word) return { status: "failed", reason: `no-status:${status}:${textOf(answer.code) || "no-code"}`.slice(0, 100) };
        return {
          status: "answered",
          told: {
            word: word.slice(0, 40),
            outcome: outcomeOf(word),
            amount: textOf(answer.data?.amount).slice(0, 40),
            currency: textOf(answer.data?.currency).slice(0, 10),
          },
        };
      } catch (error) {
        log.warn({ err: error }, "CinetPay could not be reached to check a payment");
        return { status: "failed", reason: "unreachable" };
      }
    },
  };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
