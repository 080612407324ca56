import { CARGO_PAPER_WORDS, formatKilograms } from "~/content/cargo-paper";
import { COMPANY } from "~/content/company";
import { pieceLabels, type PaperBarcodes, type PieceLabel, type ShipmentPaper } from "~/domain/cargo/shipment-paper";
import { localeDirection, type Locale } from "~/domain/locale";

/*
 * The labels of a shipment (issue #26): one 100 × 150 mm page per piece, the size of a thermal
 * label printer's roll. A named page (`page: cargo-label`) so that the size holds even if a
 * waybill shares the document. On screen the labels sit on grey like sheets; printed, nothing but
 * the labels: the route that shows them leaves out the admin's header and navigation.
 */
const LABEL_CSS = `
@page cargo-label { size: 100mm 150mm; margin: 0; }
.cargo-label { page: cargo-label; box-sizing: border-box; width: 100mm; height: 150mm; padding: 5mm; overflow: hidden;
  display: flex; flex-direction: column; gap: 2.5mm; background: #fff; color: #000; font-size: 10pt; line-height: 1.25;
  break-after: page; break-inside: avoid; }
.cargo-label:last-child { break-after: auto; }
.cargo-label * { box-sizing: border-box; }
.cargo-label__svg > svg { display: block; width: 100%; height: 100%; }
.cargo-label__barcode { height: 22mm; }
.cargo-label__qr { width: 27mm; height: 27mm; flex: none; }
@media screen { .cargo-labels { display: flex; flex-wrap: wrap; gap: 8mm; padding: 8mm; background: #e5e7eb; }
  .cargo-label { box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); } }
@media print { .cargo-labels { display: block; } }
`;

type LabelsProps = { paper: ShipmentPaper; barcodes: PaperBarcodes; locale: Locale };

/** Every label of the shipment, one per piece, in the piece's order. */
export function ShipmentLabels({ paper, barcodes, locale }: LabelsProps) {
  return (
    <div className="cargo-labels" lang={locale} dir={localeDirection(locale)}>
      <style>{LABEL_CSS}</style>
      {pieceLabels(paper).map((label) => (
        <ShipmentLabel key={label.number} paper={paper} barcodes={barcodes} locale={locale} label={label} />
      ))}
    </div>
  );
}

export function ShipmentLabel({ paper, barcodes, locale, label }: LabelsProps & { label: PieceLabel }) {
  const words = CARGO_PAPER_WORDS[locale];
  return (
    <section className="cargo-label" aria-label={words.pieceOf(label.number, label.count)}>
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-black pb-1.5">
        <p className="text-[9pt] font-semibold">{COMPANY.name}</p>
        <p className="text-[16pt] font-bold uppercase">{words.modes[paper.mode]}</p>
      </header>

      <p className="text-[20pt] leading-tight font-bold">
        <Route paper={paper} locale={locale} />
      </p>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-[15pt] font-bold">{words.pieceOf(label.number, label.count)}</p>
        <p className="text-[10pt]">
          {words.pieceKinds[label.piece.kind]} · {formatKilograms(label.piece.grams, locale)}
        </p>
      </div>

      <div className="border-y border-black py-1.5">
        <p className="text-[8pt] font-semibold uppercase">{words.label.to}</p>
        {/* The receiver's name and city in their own script and direction: an Arabic name reads right to left on an English label. */}
        <p dir="auto" className="text-[15pt] font-bold">
          {paper.receiver.name}
        </p>
        {paper.receiver.city && (
          <p dir="auto" className="text-[12pt]">
            {paper.receiver.city}
          </p>
        )}
      </div>

      <div>
        <div
          className="cargo-label__svg cargo-label__barcode"
          role="img"
          aria-label={paper.trackingNumber}
          dangerouslySetInnerHTML={{ __html: barcodes.code128 }}
        />
        <p dir="ltr" className="text-center font-mono text-[16pt] font-bold tracking-wider">
          {paper.trackingNumber}
        </p>
      </div>

      <div className="mt-auto flex items-end gap-3">
        <div
          className="cargo-label__svg cargo-label__qr"
          role="img"
          aria-label={paper.trackingUrl}
          dangerouslySetInnerHTML={{ __html: barcodes.qr }}
        />
        <div className="min-w-0 text-[8pt]">
          <p className="font-semibold">{words.label.scanToTrack}</p>
          <p dir="ltr" className="break-all">
            {paper.trackingUrl}
          </p>
          <p className="mt-1.5 font-semibold">{words.label.offices}</p>
          <OfficePhones paper={paper} />
        </div>
      </div>
    </section>
  );
}

/** The sending and receiving offices' phones; numbers stay left to right on an Arabic page. */
export function OfficePhones({ paper }: { paper: ShipmentPaper }) {
  const offices = paper.from.id === paper.to.id ? [paper.from] : [paper.from, paper.to];
  return (
    <ul>
      {offices.map((office) => (
        <li key={office.id}>
          {office.name}{" "}
          <span dir="ltr" className="whitespace-nowrap">
            {office.phone}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Beirut → Abidjan", "بيروت ← أبيدجان": each name isolated (<bdi>), so that an office name in
 * Latin letters on an Arabic page still stands on the side its place in the route puts it, and
 * the arrow, chosen by the language, points from the first to the second.
 */
export function Route({ paper, locale }: { paper: ShipmentPaper; locale: Locale }) {
  return (
    <>
      <bdi>{paper.from.name}</bdi> {CARGO_PAPER_WORDS[locale].routeArrow} <bdi>{paper.to.name}</bdi>
    </>
  );
}
