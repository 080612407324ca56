import { describe, expect, test } from "vitest";
import { mailHtml, mailText, mailTextHtml, type MailDocument } from "./mail-document";

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

  test("the plain-text part says the same, with the reference and the agency's contact, isolated left to right", () => {
    // U+2066 … U+2069: a left-to-right isolate, so "+961 1 234 567" is not shown "567 234 1 961+".
    const ltr = (run: string) => `\u2066${run}\u2069`;
    expect(mailText(doc)).toBe(
      [
        "عزيزتي <رانيا>،",
        "",
        "شكراً لتواصلك معنا.",
        "",
        `رقمك المرجعي: ${ltr("E-2026-0042")}`,
        "",
        `فريق ${ltr("Cedar Wings Travel")}`,
        "",
        "--",
        ltr("Cedar Wings Travel"),
        ltr("+961 1 234 567"),
      ].join("\n"),
    );
  });

  test("the plain-text part of an English mail has no isolates", () => {
    expect(mailText({ ...doc, locale: "en" })).not.toMatch(/[\u2066-\u2069]/);
  });

  test("an English mail is left to right", () => {
    expect(mailHtml({ ...doc, locale: "en" })).toContain('<html lang="en" dir="ltr">');
  });

  test("French guillemets and colons stay on the line of their word in the HTML part", () => {
    const html = mailHtml({ ...doc, locale: "fr", paragraphs: ["Votre message « Renseignements » : reçu"] });
    expect(html).toContain("Votre message «&nbsp;Renseignements&nbsp;»&nbsp;: reçu");
  });
});

describe("numbers and references inside an Arabic mail", () => {
  test("keep left to right: each Latin or digit run is isolated in the HTML part", () => {
    const html = mailHtml({
      ...doc,
      paragraphs: ["عرض السعر Q-2026-0042 جاهز. المجموع: 2,450 US$"],
      agency: { name: "Cedar Wings Travel", contact: ["الهاتف: +961 1 234 567"] },
    });
    expect(html).toContain('عرض السعر <bdi dir="ltr">Q-2026-0042</bdi> جاهز. المجموع: <bdi dir="ltr">2,450 US$</bdi>');
    expect(html).toContain('الهاتف: <bdi dir="ltr">+961 1 234 567</bdi>');
    expect(html).toContain('<bdi dir="ltr">Cedar Wings Travel</bdi>');
  });

  test("are left alone in English and French, where the whole mail is left to right", () => {
    expect(mailTextHtml("Quote Q-2026-0042 is ready", "en")).toBe("Quote Q-2026-0042 is ready");
    expect(mailTextHtml("Devis Q-2026-0042 : prêt", "fr")).toBe("Devis Q-2026-0042&nbsp;: prêt");
  });

  test("the visitor's words stay escaped inside an isolated run", () => {
    expect(mailTextHtml("اسم <b>Rania</b>", "ar")).toBe(
      'اسم &lt;<bdi dir="ltr">b</bdi>&gt;<bdi dir="ltr">Rania</bdi>&lt;/<bdi dir="ltr">b</bdi>&gt;',
    );
  });
});
