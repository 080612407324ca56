import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PaperBarcodes, ShipmentPaper } from "~/domain/cargo/shipment-paper";
import { code128Svg, qrSvg } from "~/server/cargo/barcodes.server";
import { ShipmentLabels } from "./shipment-label";
import { Waybill } from "./waybill";

const ARABIC_NAME = "محمد الحسيني";

const PAPER: ShipmentPaper = {
  trackingNumber: "CW-7K4M-9Q2X",
  from: { id: "beirut", name: "Beirut", phone: "+961 1 234 567" },
  to: { id: "abidjan", name: "Abidjan", phone: "+225 27 20 30 40 50" },
  mode: "air",
  dropOffDate: "2026-11-27",
  sender: { name: "Rami Haddad", phone: "+961 3 111 222", city: null },
  receiver: { name: ARABIC_NAME, phone: "+225 07 00 00 01", city: "Abidjan, Cocody" },
  pieces: [
    { kind: "box", grams: 14_000, lengthCm: 30, widthCm: 45, heightCm: 65 },
    { kind: "barrel", grams: 62_500, lengthCm: 60, widthCm: 60, heightCm: 90 },
    { kind: "bag", grams: 8_250, lengthCm: 50, widthCm: 30, heightCm: 20 },
  ],
  contents: "Clothes, dried food",
  declaredValue: { amountMinor: 45_000, currency: "USD" },
  payer: "receiver",
  trackingUrl: "https://cedarwings.example/track/CW-7K4M-9Q2X",
};

async function barcodes(paper: ShipmentPaper): Promise<PaperBarcodes> {
  return { code128: code128Svg(paper.trackingNumber), qr: await qrSvg(paper.trackingUrl) };
}

/** The text a person reads: tags dropped, entities of the markup's escaping undone. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

const count = (html: string, needle: string | RegExp) => html.split(needle).length - 1;

describe("the labels", () => {
  test("prints one label per piece, each with its number of the count, the route, the mode and both barcodes", async () => {
    const html = renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={await barcodes(PAPER)} locale="en" />);
    const text = visibleText(html);
    expect(count(html, 'class="cargo-label"')).toBe(3);
    for (const piece of ["Piece 1 of 3", "Piece 2 of 3", "Piece 3 of 3"]) expect(text).toContain(piece);
    expect(count(text, "Beirut → Abidjan")).toBe(3);
    expect(count(text, "Air")).toBeGreaterThanOrEqual(3);
    expect(count(html, "<svg")).toBe(6);
    expect(count(html, />CW-7K4M-9Q2X</g)).toBe(3);
    expect(text).toContain("Barrel · 62.5 kg");
    expect(html).not.toMatch(/<script/i);
  });

  test("writes the receiver's name in its own direction inside an English label, and leaves out the receiver's phone", async () => {
    const html = renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={await barcodes(PAPER)} locale="en" />);
    expect(html).toMatch(/^<div class="cargo-labels" lang="en" dir="ltr">/);
    expect(count(html, new RegExp(`<p dir="auto"[^>]*>${ARABIC_NAME}</p>`, "g"))).toBe(3);
    expect(count(html, /<p dir="auto"[^>]*>Abidjan, Cocody<\/p>/g)).toBe(3);
    expect(html).not.toContain(PAPER.receiver.phone);
    expect(html).not.toContain(PAPER.sender.name);
  });

  test("gives both offices' phones, kept left to right", async () => {
    const html = renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={await barcodes(PAPER)} locale="en" />);
    expect(count(html, '<span dir="ltr" class="whitespace-nowrap">+961 1 234 567</span>')).toBe(3);
    expect(count(html, '<span dir="ltr" class="whitespace-nowrap">+225 27 20 30 40 50</span>')).toBe(3);
  });

  test("is sized 100 × 150 mm, a page each", async () => {
    const html = renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={await barcodes(PAPER)} locale="en" />);
    expect(html).toContain("@page cargo-label { size: 100mm 150mm; margin: 0; }");
    expect(html).toContain("break-after: page");
  });

  test("prints in the shipment's language: Arabic right to left with the arrow reversed, French in French", async () => {
    const codes = await barcodes(PAPER);
    const arabic = visibleText(
      renderToStaticMarkup(
        <ShipmentLabels
          paper={{ ...PAPER, from: { ...PAPER.from, name: "بيروت" }, to: { ...PAPER.to, name: "أبيدجان" } }}
          barcodes={codes}
          locale="ar"
        />,
      ),
    );
    expect(renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={codes} locale="ar" />)).toContain('lang="ar" dir="rtl"');
    expect(arabic).toContain("القطعة 2 من 3");
    expect(arabic).toContain("بيروت ← أبيدجان");
    expect(arabic).toContain("جوي");
    // Office names in Latin letters on an Arabic label: each isolated, so Beirut stays on the right, where the route starts.
    expect(renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={codes} locale="ar" />)).toContain(
      "<bdi>Beirut</bdi> ← <bdi>Abidjan</bdi>",
    );
    const french = visibleText(renderToStaticMarkup(<ShipmentLabels paper={PAPER} barcodes={codes} locale="fr" />));
    expect(french).toContain("Colis 2 sur 3");
    expect(french).toContain("Aérien");
  });
});

describe("the waybill", () => {
  test("holds everything about the shipment for the counter and the customer to sign", async () => {
    const html = renderToStaticMarkup(<Waybill paper={PAPER} barcodes={await barcodes(PAPER)} locale="en" />);
    const text = visibleText(html);
    for (const seen of [
      "Waybill",
      "CW-7K4M-9Q2X",
      "Beirut → Abidjan",
      "Air",
      "Nov 27, 2026",
      "Receiver, at pickup",
      "Rami Haddad",
      "+961 3 111 222",
      "+225 07 00 00 01",
      "Abidjan, Cocody",
      "Piece 1 of 3",
      "Piece 3 of 3",
      "30 × 45 × 65 cm",
      "3 pieces",
      "84.75 kg",
      "Clothes, dried food",
      "$450",
      PAPER.trackingUrl,
      "Sender’s signature",
    ]) {
      expect(text).toContain(seen);
    }
    expect(html).toContain(`<span dir="auto">${ARABIC_NAME}</span>`);
    expect(html).toContain("@page cargo-waybill { size: A4;");
    expect(count(html, "<svg")).toBe(2);
  });

  test("says when no value was declared, and writes Arabic amounts and weights as the site does", async () => {
    const codes = await barcodes(PAPER);
    expect(visibleText(renderToStaticMarkup(<Waybill paper={{ ...PAPER, declaredValue: null }} barcodes={codes} locale="en" />))).toContain(
      "None declared",
    );
    const arabic = visibleText(renderToStaticMarkup(<Waybill paper={PAPER} barcodes={codes} locale="ar" />));
    expect(arabic).toContain("بوليصة الشحن");
    expect(arabic).toContain("84.75 كغ");
    expect(arabic).toContain("3 قطع");
  });
});
