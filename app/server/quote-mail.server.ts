import nodemailer from "nodemailer";
import { COMPANY } from "~/content/company";
import { formatMoney } from "~/domain/money";
import { formatDay } from "./departures.server";
import { getEnv, type Env } from "./env.server";
import { oneLine, replySender, TIMEOUTS, type MailOutcome } from "./mail.server";
import { translatorFor } from "./messages.server";
import type { Quote } from "./quotes.server";

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_TO" | "REPLY_FROM">;

/** The e-mail that carries a quote's link, in the customer's language (plain text). */
export function quoteMail(quote: Pick<Quote, "number" | "total" | "validUntil" | "locale">, name: string, link: string) {
  const t = translatorFor(quote.locale);
  const company = COMPANY.name;
  return {
    subject: oneLine(t("quote.mailSubject", { number: quote.number, company })),
    text: [
      t("quote.mailGreeting", { name }),
      "",
      t("quote.mailIntro", { number: quote.number }),
      t("quote.mailTotal", { total: formatMoney(quote.total, quote.locale) }),
      "",
      t("quote.mailValid", { date: formatDay(quote.validUntil, quote.locale) }),
      link,
      "",
      t("quote.mailOutro"),
      "",
      t("quote.mailSignature", { company }),
    ].join("\n"),
  };
}

/**
 * E-mails the customer their quote's link when SMTP_URL is set, from REPLY_FROM like the
 * replies staff write (else from MAIL_FROM, with the agency's inbox, MAIL_TO, to reply to). Never throws: "skipped" without mail set up, "failed"
 * when the server refused or could not be reached; staff then copy the link themselves.
 */
export async function sendQuoteMail(
  quote: Pick<Quote, "id" | "number" | "total" | "validUntil" | "locale">,
  to: { name: string; email: string },
  link: string,
  env: MailEnv = getEnv(),
): Promise<MailOutcome> {
  if (!env.SMTP_URL) return "skipped";
  const mail = quoteMail(quote, to.name, link);
  try {
    const transport = nodemailer.createTransport({ ...TIMEOUTS, url: env.SMTP_URL });
    try {
      await transport.sendMail({
        from: replySender(env),
        to: { name: oneLine(to.name), address: to.email },
        ...(env.REPLY_FROM ? {} : { replyTo: env.MAIL_TO }),
        subject: mail.subject,
        text: mail.text,
        headers: { "Content-Language": quote.locale },
      });
    } finally {
      transport.close();
    }
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Could not e-mail quote ${quote.id} (its link is shown to staff to copy): ${reason}`);
    return "failed";
  }
}
