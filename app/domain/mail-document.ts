import { localeDirection, type Locale } from "./locale";

/**
 * One e-mail to a customer as words in their language (issue #23): rendered once as plain text
 * and once as simple HTML with inline styles (mail programs drop style sheets), right to left
 * in Arabic. Both parts say the same thing.
 */
export type MailDocument = {
  locale: Locale;
  /** The title inside the HTML part (the subject, say). */
  title: string;
  greeting: string;
  paragraphs: string[];
  /** Facts shown apart, label and value (the reference the customer can quote). */
  facts?: { label: string; value: string }[];
  signOff: string;
  /** The agency's name and how to reach it, at the foot. */
  agency: { name: string; contact: string[] };
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

export function mailText(doc: MailDocument): string {
  return [
    doc.greeting,
    "",
    ...doc.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(doc.facts?.length ? [...doc.facts.map((fact) => `${fact.label}${doc.locale === "fr" ? " : " : ": "}${fact.value}`), ""] : []),
    doc.signOff,
    "",
    "--",
    doc.agency.name,
    ...doc.agency.contact,
  ].join("\n");
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

/** French keeps guillemets and the space before : ; ? ! on the line of their word. */
function keepTogether(html: string, locale: Locale): string {
  return locale === "fr" ? html.replace(/« /g, "«&nbsp;").replace(/ ([»:;?!])/g, "&nbsp;$1") : html;
}

export function mailHtml(doc: MailDocument): string {
  const dir = localeDirection(doc.locale);
  const align = dir === "rtl" ? "right" : "left";
  const p = (text: string, style = "") =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${keepTogether(escapeHtml(text), doc.locale).replace(/\n/g, "<br>")}</p>`;
  const facts = doc.facts?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;background:#f1f5f9;border-radius:6px">${doc.facts
        .map(
          (fact) =>
            `<tr><td style="padding:8px 12px;color:#475569">${escapeHtml(fact.label)}</td><td style="padding:8px 12px;font-weight:bold;color:#0f172a" dir="ltr">${escapeHtml(fact.value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  return [
    "<!doctype html>",
    `<html lang="${doc.locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(doc.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f8fafc;${FONT}">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#0f172a;text-align:${align};${FONT}font-size:15px">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0e4f6e">${escapeHtml(doc.agency.name)}</p>`,
    p(doc.greeting),
    ...doc.paragraphs.map((paragraph) => p(paragraph)),
    facts,
    p(doc.signOff),
    `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:13px;line-height:1.6;color:#64748b">${[doc.agency.name, ...doc.agency.contact].map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("\n");
}
