import { formatMoney } from "~/domain/money";
import type { Locale } from "~/domain/locale";
import { formatDay } from "~/server/catalogue/departures.server";
import { getEnv } from "~/server/platform/env.server";
import { customerOutboxMail, type Agency, type CustomerMailEnv } from "~/server/platform/mail-outbox/customer-mails.server";
import type { OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { translatorFor } from "~/server/platform/messages.server";
import type { Quote } from "./quotes.server";

/** What the mail carrying a quote names: the quote, the customer and the quote's link. */
export type QuoteNews = Pick<Quote, "number" | "total" | "validUntil"> & { name: string; email: string; link: string };

/**
 * Template "quote": the e-mail carrying a quote's link, in the customer's language, from
 * REPLY_FROM like the replies staff write (else from MAIL_FROM, with the agency's inbox, MAIL_TO,
 * to reply to).
 */
export function quoteMail(news: QuoteNews, locale: Locale, agency: Agency, env: CustomerMailEnv = getEnv()): OutboxMail {
  const t = translatorFor(locale);
  return customerOutboxMail(
    [
      "quote",
      news,
      news.number,
      locale,
      t("quote.mailSubject", { number: news.number, company: agency.name }),
      {
        paragraphs: [
          `${t("quote.mailIntro", { number: news.number })}\n${t("quote.mailTotal", { total: formatMoney(news.total, locale) })}`,
          `${t("quote.mailValid", { date: formatDay(news.validUntil, locale) })}\n${news.link}`,
          t("quote.mailOutro"),
        ],
      },
    ],
    agency,
    env,
  );
}

/** The outbox's e-mail carrying a quote's link to the customer, in the quote's language. */
export function quoteOutboxMail(
  quote: Pick<Quote, "number" | "total" | "validUntil" | "locale">,
  to: { name: string; email: string },
  link: string,
  agency: Agency,
  env: CustomerMailEnv = getEnv(),
): OutboxMail {
  return quoteMail({ ...quote, name: to.name, email: to.email, link }, quote.locale, agency, env);
}
