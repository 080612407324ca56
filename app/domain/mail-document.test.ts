import { describe, expect, test } from "vitest";
import { mailHtml, mailText, type MailDocument } from "./mail-document";

const doc: MailDocument = {
  locale: "ar",
  title: "تم استلام طلبك",
  greeting: "عزيزتي <رانيا>،",
  paragraphs: ["شكراً لتواصلك معنا."],
  facts: [{ label: "رقمك المرجعي", value: "E-2026-0042" }],
  signOff: "فريق Cedar Wings Travel",
  agency: { name: "Cedar Wings Travel", contact: ["+961 1 234 567"] },
};

describe("a customer's e-mail", () => {
  test("the HTML part of an Arabic mail is right to left, with the visitor's words escaped", () => {
    const html = mailHtml(doc);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("text-align:right");
    expect(html).toContain("عزيزتي &lt;رانيا&gt;،");
    expect(html).not.toContain("<رانيا>");
  });

  test("the plain-text part says the same, with the reference and the agency's contact", () => {
    expect(mailText(doc)).toBe(
      [
        "عزيزتي <رانيا>،",
        "",
        "شكراً لتواصلك معنا.",
        "",
        "رقمك المرجعي: E-2026-0042",
        "",
        "فريق Cedar Wings Travel",
        "",
        "--",
        "Cedar Wings Travel",
        "+961 1 234 567",
      ].join("\n"),
    );
  });

  test("an English mail is left to right", () => {
    expect(mailHtml({ ...doc, locale: "en" })).toContain('<html lang="en" dir="ltr">');
  });

  test("French guillemets and colons stay on the line of their word in the HTML part", () => {
    const html = mailHtml({ ...doc, locale: "fr", paragraphs: ["Votre message « Renseignements » : reçu"] });
    expect(html).toContain("Votre message «&nbsp;Renseignements&nbsp;»&nbsp;: reçu");
  });
});
