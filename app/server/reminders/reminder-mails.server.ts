import { REMINDER_MAIL_WORDS } from "~/content/reminder-mails";
import type { Locale } from "~/domain/locale";
import { formatMoney, type Money } from "~/domain/money";
import { formatDay } from "~/server/catalogue/departures.server";
import type { CustomerMailKind } from "~/domain/mail-templates";
import type { CustomerMail } from "~/server/platform/mail-outbox/customer-mails.server";

/*
 * The reminders' customer e-mails (issue #28, decision 0062), composed from their words
 * (app/content/reminder-mails.ts) and the occurrence's facts. Pure: the scan's handlers queue
 * what these return through customerOutboxMail, and the e-mail preview screen can show them
 * with sample data.
 */

type Customer = { name: string; email: string };

/** What each customer e-mail is written from. Days are YYYY-MM-DD; the composer writes them in the language. */
export type ReminderMailData = {
  "balance-due": Customer & { reference: string; tour: string; departsOn: string; dueOn: string; left: Money };
  "pickup-waiting": Customer & { trackingNumber: string; office: string; readySince: string };
  "review-request": Customer & { reference: string; trip: string };
};
export type ReminderMailKind = keyof ReminderMailData;

export const REMINDER_MAIL_KINDS = ["balance-due", "pickup-waiting", "review-request"] as const satisfies readonly ReminderMailKind[];

/** The outbox's kind of each reminder e-mail, as the admin's outbox list shows it. */
export const REMINDER_MAIL_OUTBOX_KINDS = {
  "balance-due": "reminder-balance-due",
  "pickup-waiting": "reminder-pickup-waiting",
  "review-request": "reminder-review-request",
} as const satisfies Record<ReminderMailKind, CustomerMailKind>;

/** One reminder e-mail as customerOutboxMail takes it: kind, to, reference, language, subject and body. */
export function composeReminderMail<K extends ReminderMailKind>(kind: K, data: ReminderMailData[K], locale: Locale): CustomerMail {
  const words = REMINDER_MAIL_WORDS[locale];
  const to = { name: data.name, email: data.email };
  switch (kind) {
    case "balance-due": {
      const mail = data as ReminderMailData["balance-due"];
      const w = words.balanceDue;
      const amount = formatMoney(mail.left, locale);
      const dueOn = formatDay(mail.dueOn, locale);
      const trip = `${mail.tour}, ${formatDay(mail.departsOn, locale)}`;
      return [
        REMINDER_MAIL_OUTBOX_KINDS[kind],
        to,
        mail.reference,
        locale,
        w.subject(mail.reference),
        {
          paragraphs: [w.intro(mail.reference, trip), w.amount(amount, dueOn), w.howToPay, w.alreadyPaid],
          facts: [
            { label: words.referenceLabel, value: mail.reference },
            { label: w.amountLabel, value: amount },
            { label: w.dueLabel, value: dueOn },
          ],
        },
      ];
    }
    case "pickup-waiting": {
      const mail = data as ReminderMailData["pickup-waiting"];
      const w = words.pickupWaiting;
      return [
        REMINDER_MAIL_OUTBOX_KINDS[kind],
        to,
        mail.trackingNumber,
        locale,
        w.subject(mail.trackingNumber),
        {
          paragraphs: [w.intro(mail.trackingNumber, mail.office), w.since(formatDay(mail.readySince, locale)), w.bring],
          facts: [
            { label: words.trackingLabel, value: mail.trackingNumber },
            { label: w.officeLabel, value: mail.office },
          ],
        },
      ];
    }
    default: {
      const mail = data as ReminderMailData["review-request"];
      const w = words.reviewRequest;
      return [
        REMINDER_MAIL_OUTBOX_KINDS["review-request"],
        to,
        mail.reference,
        locale,
        w.subject(mail.trip),
        { paragraphs: [w.intro(mail.trip), w.ask, w.thanks], facts: [{ label: words.referenceLabel, value: mail.reference }] },
      ];
    }
  }
}

/** Sample facts for each e-mail, for the preview screen. */
export const REMINDER_MAIL_SAMPLES: { [K in ReminderMailKind]: ReminderMailData[K] } = {
  "balance-due": {
    name: "Rania Haddad",
    email: "rania.haddad@example.com",
    reference: "Q-2026-0042",
    tour: "Bali Island Escape",
    departsOn: "2027-03-14",
    dueOn: "2027-02-12",
    left: { amountMinor: 154_000, currency: "USD" },
  },
  "pickup-waiting": {
    name: "Rania Haddad",
    email: "rania.haddad@example.com",
    trackingNumber: "CT-7K2M9Q",
    office: "Monrovia",
    readySince: "2026-11-20",
  },
  "review-request": { name: "Rania Haddad", email: "rania.haddad@example.com", reference: "Q-2026-0042", trip: "Bali Island Escape" },
};
