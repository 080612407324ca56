import type { ReactNode } from "react";
import { CARGO_PAPER_WORDS, formatDimensions, formatKilograms, formatPaperDay } from "~/content/cargo-paper";
import { COMPANY } from "~/content/company";
import { pieceLabels, totalGrams, type PaperBarcodes, type PaperParty, type ShipmentPaper } from "~/domain/cargo/shipment-paper";
import { localeDirection, type Locale } from "~/domain/locale";
import { formatMoney } from "~/domain/money";
import { OfficePhones, Route } from "./shipment-label";

/*
 * The waybill (issue #26): one A4 page with everything about the shipment, printed at the counter
 * in the shipment's language for the customer to check and sign, a copy for each side. A named
 * page (`page: cargo-waybill`) keeps it A4 even beside labels in one document.
 */
const WAYBILL_CSS = `
@page cargo-waybill { size: A4; margin: 12mm; }
.cargo-waybill { page: cargo-waybill; box-sizing: border-box; width: 186mm; background: #fff; color: #000; font-size: 10pt;
  line-height: 1.3; break-after: page; }
.cargo-waybill * { box-sizing: border-box; }
.cargo-waybill__svg > svg { display: block; width: 100%; height: 100%; }
.cargo-waybill__barcode { width: 70mm; height: 16mm; }
.cargo-waybill__qr { width: 24mm; height: 24mm; flex: none; }
.cargo-waybill table { width: 100%; border-collapse: collapse; }
.cargo-waybill th, .cargo-waybill td { border: 1px solid #000; padding: 1mm 2mm; text-align: start; }
@media screen { .cargo-waybill { margin: 8mm auto; padding: 12mm; width: 210mm; min-height: 297mm; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); } }
`;

type WaybillProps = { paper: ShipmentPaper; barcodes: PaperBarcodes; locale: Locale };

export function Waybill({ paper, barcodes, locale }: WaybillProps) {
  const words = CARGO_PAPER_WORDS[locale];
  const text = words.waybill;
  return (
    <article
      className="cargo-waybill space-y-4"
      lang={locale}
      dir={localeDirection(locale)}
      aria-label={text.documentTitle(paper.trackingNumber)}
    >
      <style>{WAYBILL_CSS}</style>
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div>
          <p className="text-[9pt] font-semibold">{COMPANY.legalName}</p>
          <h1 className="text-[20pt] font-bold">{text.title}</h1>
          <p className="text-[9pt]">{text.trackingNumber}</p>
          <p dir="ltr" className="font-mono text-[16pt] font-bold tracking-wider">
            {paper.trackingNumber}
          </p>
        </div>
        <div
          className="cargo-waybill__svg cargo-waybill__barcode"
          role="img"
          aria-label={paper.trackingNumber}
          dangerouslySetInnerHTML={{ __html: barcodes.code128 }}
        />
      </header>

      <dl className="grid grid-cols-4 gap-3">
        <Fact term={text.route}>
          <Route paper={paper} locale={locale} />
        </Fact>
        <Fact term={text.mode}>{words.modes[paper.mode]}</Fact>
        <Fact term={text.dropOff}>{formatPaperDay(paper.dropOffDate, locale)}</Fact>
        <Fact term={text.payer}>{words.payers[paper.payer]}</Fact>
      </dl>

      <div className="grid grid-cols-2 gap-4">
        <Party title={text.sender} party={paper.sender} locale={locale} />
        <Party title={text.receiver} party={paper.receiver} locale={locale} />
      </div>

      <section>
        <h2 className="mb-1 text-[12pt] font-bold">{text.piecesTitle}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{text.columns.number}</th>
              <th scope="col">{text.columns.kind}</th>
              <th scope="col">{text.columns.weight}</th>
              <th scope="col">{text.columns.dimensions}</th>
            </tr>
          </thead>
          <tbody>
            {pieceLabels(paper).map(({ piece, number, count }) => (
              <tr key={number}>
                <td>{words.pieceOf(number, count)}</td>
                <td>{words.pieceKinds[piece.kind]}</td>
                <td>{formatKilograms(piece.grams, locale)}</td>
                <td>{formatDimensions(piece, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <th scope="row">{text.total}</th>
              <td>{words.pieces(paper.pieces.length)}</td>
              <td>{formatKilograms(totalGrams(paper), locale)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </section>

      <dl className="grid grid-cols-2 gap-3">
        <Fact term={text.contents}>
          <span dir="auto" className="whitespace-pre-line">
            {paper.contents}
          </span>
        </Fact>
        <Fact term={text.declaredValue}>{paper.declaredValue ? formatMoney(paper.declaredValue, locale) : text.noDeclaredValue}</Fact>
      </dl>

      <div className="flex items-center gap-4 border-y border-black py-3">
        <div
          className="cargo-waybill__svg cargo-waybill__qr"
          role="img"
          aria-label={paper.trackingUrl}
          dangerouslySetInnerHTML={{ __html: barcodes.qr }}
        />
        <div className="text-[9pt]">
          <p className="font-semibold">{text.trackAt}</p>
          <p dir="ltr" className="break-all">
            {paper.trackingUrl}
          </p>
          <p className="mt-2 font-semibold">{text.offices}</p>
          <OfficePhones paper={paper} />
        </div>
      </div>

      <p className="text-[9pt]">{text.declaration}</p>
      <div className="grid grid-cols-2 gap-8 pt-2">
        <Signature label={text.senderSignature} date={text.date} />
        <Signature label={text.agencySignature} date={text.date} />
      </div>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-[8pt] font-semibold uppercase">{term}</dt>
      <dd className="text-[11pt]">{children}</dd>
    </div>
  );
}

function Party({ title, party, locale }: { title: string; party: PaperParty; locale: Locale }) {
  const text = CARGO_PAPER_WORDS[locale].waybill;
  return (
    <section className="border border-black p-2">
      <h2 className="mb-1 text-[12pt] font-bold">{title}</h2>
      <dl className="space-y-0.5">
        <Fact term={text.name}>
          <span dir="auto">{party.name}</span>
        </Fact>
        <Fact term={text.phone}>
          <span dir="ltr">{party.phone}</span>
        </Fact>
        {party.city && (
          <Fact term={text.city}>
            <span dir="auto">{party.city}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

function Signature({ label, date }: { label: string; date: string }) {
  return (
    <div className="space-y-6 text-[9pt]">
      <p className="border-t border-black pt-1">{label}</p>
      <p className="border-t border-black pt-1">{date}</p>
    </div>
  );
}
