import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { MAIL_TEMPLATE_TEXTS } from "~/content/mail-templates";
import { LOCALES, localeDirection } from "~/domain/locale";
import { CUSTOMER_MAIL_KINDS } from "~/domain/mail-templates";
import { MAIL_TEMPLATES, previewMail } from "~/server/mail-templates/registry.server";
import { describeEachDatabase } from "./databases";

/*
 * The customer e-mails' templates (issue #28, decision 0063): every kind the code queues has a
 * template with sample data, and each renders in the three languages as the customer gets it:
 * a subject, an HTML part in the right language and direction, and a plain-text part.
 */

describe("the registry of customer e-mail templates", () => {
  test("has one template for each kind of customer mail, and a name and 'when' for each in every language", () => {
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([...CUSTOMER_MAIL_KINDS].sort());
    for (const locale of LOCALES)
      expect(Object.keys(MAIL_TEMPLATE_TEXTS[locale].templates).sort()).toEqual([...CUSTOMER_MAIL_KINDS].sort());
  });

  test("customer mails are made as HTML in one place only, the template's customerOutboxMail", () => {
    // A mail written elsewhere with its own HTML would escape the registry and its preview.
    const writers = sourceFiles(join(process.cwd(), "app")).filter((file) => /\bmailHtml\(/.test(readFileSync(file, "utf8")));
    expect(writers.map((file) => file.slice(process.cwd().length + 1)).sort()).toEqual([
      "app/domain/mail-document.ts",
      "app/server/platform/mail-outbox/customer-mails.server.ts",
    ]);
  });
});

describeEachDatabase("customer e-mail templates with their sample data", () => {
  for (const kind of CUSTOMER_MAIL_KINDS) {
    test(`"${kind}" has a subject, an HTML part and a text part in English, French and Arabic`, async () => {
      for (const locale of LOCALES) {
        const mail = await previewMail(kind, locale);
        expect(mail.kind).toBe(kind);
        expect(mail.locale).toBe(locale);
        expect(mail.subject.trim(), `${kind} ${locale}`).not.toBe("");
        expect(mail.to).toEqual({ name: "Rania Haddad", address: "rania.haddad@example.com" });
        expect(mail.html).toContain(`<html lang="${locale}" dir="${localeDirection(locale)}">`);
        expect(mail.html).toContain("Rania Haddad");
        expect(mail.html, "no external images: the mail reads the same with pictures blocked").not.toMatch(/<img|url\(/i);
        expect(mail.html).not.toMatch(/<script|<link|<style/i);
        expect(mail.text).toContain("Rania Haddad");
        expect(mail.text).not.toMatch(/<\/?[a-z]+[ >]/i);
      }
    });
  }

  test("in Arabic the mail is right to left, with references and amounts kept left to right", async () => {
    const quote = await previewMail("quote", "ar");
    expect(quote.html).toContain(
      '<div dir="rtl" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#0f172a;text-align:right;',
    );
    expect(quote.html).toContain('<bdi dir="ltr">Q-2026-0042</bdi>');
    expect(quote.html).toMatch(/<bdi dir="ltr">2,450(?:\.00)?[\s\u00a0]US\$<\/bdi>/);
    expect(quote.html).toContain('<bdi dir="ltr">https://www.example.com/quote/sample-link</bdi>');
    const shipment = await previewMail("shipment-status", "ar");
    expect(shipment.html).toContain('dir="ltr">CW-2026-004217</td>');
  });

  test("the French mail says the customer's words in French, the English one in English", async () => {
    expect((await previewMail("booking-confirmed", "fr")).text).toContain("Bonjour Rania Haddad");
    expect((await previewMail("booking-confirmed", "en")).text).toContain("Dear Rania Haddad,");
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
