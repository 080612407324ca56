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

/** Unicode's left-to-right isolate and its end: what `<bdi dir="ltr">` is to HTML, for plain text. */
const LRI = "\u2066";
const PDI = "\u2069";

/**
 * The plain-text part: in Arabic each Latin or digit run is isolated left to right with
 * LRI…PDI (the mail program's own bidi would show "+961 1 234 567" as "567 234 1 961+").
 */
export function mailText(doc: MailDocument): string {
  const text = plainText(doc);
  return doc.locale === "ar" ? text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`) : text;
}

function plainText(doc: MailDocument): string {
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

/**
 * A run of Latin letters and digits (a reference, an amount, a phone number, an address, a name
 * in Latin letters), with the spaces and signs inside it: kept left to right inside Arabic.
 */
const LTR_RUN = /\+?[A-Za-z0-9](?:[A-Za-z0-9\-_/.:@%+#=?&~,$€£ \u00a0\u202f]*[A-Za-z0-9$€£/])?/g;

/**
 * Text as HTML: escaped, French spaces kept, line breaks as <br>; in Arabic each Latin or digit
 * run is isolated left to right (`<bdi dir="ltr">`), so "Q-2026-0042" or "1,250.00 US$" never
 * come out reordered inside a right-to-left sentence.
 */
export function mailTextHtml(text: string, locale: Locale): string {
  if (locale !== "ar") return keepTogether(escapeHtml(text), locale).replace(/\n/g, "<br>");
  let html = "";
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    html += escapeHtml(text.slice(last, match.index)) + `<bdi dir="ltr">${escapeHtml(match[0])}</bdi>`;
    last = match.index + match[0].length;
  }
  return (html + escapeHtml(text.slice(last))).replace(/\n/g, "<br>");
}

export function mailHtml(doc: MailDocument): string {
  const dir = localeDirection(doc.locale);
  const align = dir === "rtl" ? "right" : "left";
  const p = (text: string, style = "") => `<p style="margin:0 0 16px;line-height:1.5;${style}">${mailTextHtml(text, doc.locale)}</p>`;
  const facts = doc.facts?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;background:#f1f5f9;border-radius:6px">${doc.facts
        .map(
          (fact) =>
            `<tr><td style="padding:8px 12px;color:#475569">${mailTextHtml(fact.label, doc.locale)}</td><td style="padding:8px 12px;font-weight:bold;color:#0f172a" dir="ltr">${escapeHtml(fact.value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  return [
    "<!doctype html>",
    `<html lang="${doc.locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(doc.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f8fafc;${FONT}">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#0f172a;text-align:${align};${FONT}font-size:15px">`,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0e4f6e">${mailTextHtml(doc.agency.name, doc.locale)}</p>`,
    p(doc.greeting),
    ...doc.paragraphs.map((paragraph) => p(paragraph)),
    facts,
    p(doc.signOff),
    `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:13px;line-height:1.6;color:#64748b">${[doc.agency.name, ...doc.agency.contact].map((line) => mailTextHtml(line, doc.locale)).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("\n");
}
