import { COMPANY } from "~/content/company";
import { formatMoney } from "~/domain/money";
import { formatDay } from "~/server/catalogue/departures.server";
import { getEnv, type Env } from "~/server/platform/env.server";
import type { OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { oneLine, replySender } from "~/server/platform/mail.server";
import { translatorFor } from "~/server/platform/messages.server";
import type { Quote } from "./quotes.server";

type MailEnv = Pick<Env, "MAIL_FROM" | "MAIL_TO" | "REPLY_FROM">;

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
 * The outbox's e-mail carrying a quote's link to the customer, from REPLY_FROM like the replies
 * staff write (else from MAIL_FROM, with the agency's inbox, MAIL_TO, to reply to).
 */
export function quoteOutboxMail(
  quote: Pick<Quote, "number" | "total" | "validUntil" | "locale">,
  to: { name: string; email: string },
  link: string,
  env: MailEnv = getEnv(),
): OutboxMail {
  const mail = quoteMail(quote, to.name, link);
  return {
    kind: "quote",
    reference: quote.number,
    locale: quote.locale,
    from: replySender(env),
    to: { name: to.name, address: to.email },
    replyTo: env.REPLY_FROM ? null : env.MAIL_TO,
    subject: mail.subject,
    text: mail.text,
  };
}
