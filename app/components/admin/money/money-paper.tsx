import type { ReactNode } from "react";
import { formatMoneyPaperDay, MONEY_PAPER_WORDS } from "~/content/money-paper";
import { basisPointsText, microsText, type InvoicePaper, type PaperSeller, type ReceiptPaper } from "~/domain/money-paper";
import { localeDirection, type Locale } from "~/domain/locale";
import { formatMoney, type Money } from "~/domain/money";

/*
 * The money's paper (issue #27): a receipt and an invoice or credit note, one A4 page each in the
 * customer's language, printed by the browser. Arabic pages run right to left; every number,
 * amount and reference is isolated left to right, as the waybill does.
 */
const MONEY_PAPER_CSS = `
@page money-paper { size: A4; margin: 14mm; }
.money-paper { page: money-paper; box-sizing: border-box; width: 182mm; background: #fff; color: #000; font-size: 10pt; line-height: 1.35; }
.money-paper * { box-sizing: border-box; }
.money-paper table { width: 100%; border-collapse: collapse; }
.money-paper th, .money-paper td { border: 1px solid #000; padding: 1.2mm 2mm; text-align: start; vertical-align: top; }
.money-paper .money-paper__amount { text-align: end; white-space: nowrap; }
@media screen { .money-paper { margin: 8mm auto; padding: 14mm; width: 210mm; min-height: 297mm; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); } }
@media screen and (max-width: 220mm) {
  .money-paper { margin: 0; padding: 5mm 3mm; width: 100%; min-height: 0; box-shadow: none; font-size: 9pt; }
  .money-paper th, .money-paper td { padding: 1mm 1.2mm; }
}
@media print { .money-paper { margin: 0; } }
`;

/** A number, amount or reference kept left to right inside right-to-left text. */
function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

function Amount({ value, locale }: { value: Money; locale: Locale }) {
  return <Ltr>{formatMoney(value, locale)}</Ltr>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-[8pt] font-semibold uppercase">{term}</dt>
      <dd className="text-[11pt]">{children}</dd>
    </div>
  );
}

function SellerHeader({ seller, locale, title, number }: { seller: PaperSeller; locale: Locale; title: string; number: string }) {
  const words = MONEY_PAPER_WORDS[locale];
  return (
    <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-3">
      <div className="text-[9pt]">
        <p className="text-[12pt] font-bold" dir="auto">
          {seller.legalName}
        </p>
        <p dir="auto" className="whitespace-pre-line">
          {seller.address}
        </p>
        <p>
          <Ltr>{seller.phone}</Ltr> · <Ltr>{seller.email}</Ltr>
        </p>
        {seller.taxNumber ? (
          <p>
            {words.taxNumber}: <Ltr>{seller.taxNumber}</Ltr>
          </p>
        ) : null}
      </div>
      <div className="text-end">
        <h1 className="text-[20pt] font-bold">{title}</h1>
        <p dir="ltr" className="font-mono text-[14pt] font-bold" data-number>
          {number}
        </p>
      </div>
    </header>
  );
}

export function ReceiptDocument({ paper }: { paper: ReceiptPaper }) {
  const { locale } = paper;
  const words = MONEY_PAPER_WORDS[locale];
  const text = words.receipt;
  return (
    <article className="money-paper space-y-5" lang={locale} dir={localeDirection(locale)} aria-label={text.documentTitle(paper.number)}>
      <style>{MONEY_PAPER_CSS}</style>
      <SellerHeader seller={paper.seller} locale={locale} title={text.title} number={paper.number} />
      {paper.reversed ? <p className="border-2 border-black p-2 font-bold">{text.reversed}</p> : null}
      <dl className="grid grid-cols-3 gap-3">
        <Fact term={text.received}>
          {formatMoneyPaperDay(paper.receivedAt.day, locale)} <Ltr>{paper.receivedAt.time}</Ltr>
        </Fact>
        <Fact term={text.office}>
          <span dir="auto">{paper.officeName}</span>
        </Fact>
        <Fact term={words.customer}>
          <span dir="auto">{paper.customerName}</span>
        </Fact>
        <Fact term={words.accountKinds[paper.account.kind]}>
          <Ltr>{paper.account.reference}</Ltr>
        </Fact>
        <Fact term={text.method}>{words.methods[paper.method]}</Fact>
        {paper.reference ? (
          <Fact term={text.reference}>
            <Ltr>{paper.reference}</Ltr>
          </Fact>
        ) : null}
      </dl>
      <table>
        <tbody>
          <tr className="text-[13pt] font-bold">
            <th scope="row">{text.amount}</th>
            <td className="money-paper__amount" data-amount>
              <Amount value={paper.amount} locale={locale} />
            </td>
          </tr>
          {paper.applied ? (
            <>
              <tr>
                <th scope="row">{text.applied}</th>
                <td className="money-paper__amount" data-applied>
                  <Amount value={paper.applied.amount} locale={locale} />
                </td>
              </tr>
              <tr>
                <th scope="row">
                  {text.rates} ({text.rateDay} {formatMoneyPaperDay(paper.applied.day, locale)})
                </th>
                <td className="money-paper__amount">
                  <Ltr>
                    {paper.amount.currency} {microsText(paper.applied.paidPerUsdMicros)} · {paper.applied.amount.currency}{" "}
                    {microsText(paper.applied.owedPerUsdMicros)}
                  </Ltr>
                </td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>
      <section>
        <h2 className="mb-1 text-[12pt] font-bold">{text.balanceTitle}</h2>
        <table>
          <tbody>
            <tr>
              <th scope="row">{text.owed}</th>
              <td className="money-paper__amount">
                <Amount value={paper.after.owed} locale={locale} />
              </td>
            </tr>
            <tr>
              <th scope="row">{text.paid}</th>
              <td className="money-paper__amount">
                <Amount value={paper.after.paid} locale={locale} />
              </td>
            </tr>
            <tr className="font-bold">
              <th scope="row">{text.due}</th>
              <td className="money-paper__amount" data-due>
                <Amount value={paper.after.due} locale={locale} />
              </td>
            </tr>
            <tr>
              <th scope="row">{text.state}</th>
              <td className="money-paper__amount">{words.states[paper.after.state]}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <Fact term={text.recordedBy}>
          <span dir="auto">{paper.recordedByName || "—"}</span>
        </Fact>
      </dl>
      <p className="pt-4 text-[11pt]">{text.thanks}</p>
    </article>
  );
}

export function InvoiceDocument({ paper }: { paper: InvoicePaper }) {
  const { locale } = paper;
  const words = MONEY_PAPER_WORDS[locale];
  const text = words.invoice;
  const credit = paper.kind === "credit-note";
  return (
    <article
      className="money-paper space-y-5"
      lang={locale}
      dir={localeDirection(locale)}
      aria-label={credit ? text.creditNoteTitle(paper.number) : text.documentTitle(paper.number)}
    >
      <style>{MONEY_PAPER_CSS}</style>
      <SellerHeader seller={paper.seller} locale={locale} title={credit ? text.creditNote : text.title} number={paper.number} />
      {paper.cancelledBy ? (
        <p className="border-2 border-black p-2 font-bold">
          {text.cancelledBy} <Ltr>{paper.cancelledBy}</Ltr>
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-3">
        <Fact term={text.issued}>{formatMoneyPaperDay(paper.issuedOn, locale)}</Fact>
        <Fact term={words.accountKinds[paper.account.kind]}>
          <Ltr>{paper.account.reference}</Ltr>
        </Fact>
        {paper.cancels ? (
          <Fact term={text.cancels}>
            <Ltr>{paper.cancels.number}</Ltr>
          </Fact>
        ) : null}
      </dl>
      <section className="border border-black p-2">
        <h2 className="text-[8pt] font-semibold uppercase">{text.billedTo}</h2>
        <p className="text-[11pt]" dir="auto">
          {paper.customer.name}
        </p>
        {paper.customer.email ? (
          <p>
            <Ltr>{paper.customer.email}</Ltr>
          </p>
        ) : null}
      </section>
      {paper.cancels ? (
        <p>
          <span className="font-semibold">{text.reason}:</span>{" "}
          <span dir="auto" className="whitespace-pre-line">
            {paper.cancels.reason}
          </span>
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{text.columns.description}</th>
            <th scope="col" className="money-paper__amount">
              {text.columns.quantity}
            </th>
            <th scope="col" className="money-paper__amount">
              {text.columns.unit}
            </th>
            <th scope="col" className="money-paper__amount">
              {text.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {paper.lines.map((line, index) => (
            <tr key={index} data-line>
              <td dir="auto">{line.description}</td>
              <td className="money-paper__amount">
                <Ltr>{line.quantity}</Ltr>
              </td>
              <td className="money-paper__amount">
                <Amount value={line.unit} locale={locale} />
              </td>
              <td className="money-paper__amount">
                <Amount value={line.total} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {text.subtotal}
            </th>
            <td className="money-paper__amount" data-subtotal>
              <Amount value={paper.subtotal} locale={locale} />
            </td>
          </tr>
          {paper.tax ? (
            <tr>
              <th scope="row" colSpan={3}>
                {text.tax(basisPointsText(paper.tax.basisPoints))}
              </th>
              <td className="money-paper__amount" data-tax>
                <Amount value={paper.tax.amount} locale={locale} />
              </td>
            </tr>
          ) : null}
          <tr className="text-[12pt] font-bold">
            <th scope="row" colSpan={3}>
              {text.total(paper.total.currency)}
            </th>
            <td className="money-paper__amount" data-total>
              <Amount value={paper.total} locale={locale} />
            </td>
          </tr>
          {paper.lbp ? (
            <>
              <tr className="font-bold">
                <th scope="row" colSpan={3}>
                  {text.lbpTotal}
                </th>
                <td className="money-paper__amount" data-lbp-total>
                  <Amount value={paper.lbp.total} locale={locale} />
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {text.lbpRate} ({formatMoneyPaperDay(paper.lbp.day, locale)})
                </th>
                <td className="money-paper__amount">
                  <Ltr>{microsText(paper.lbp.perUsdMicros)}</Ltr>
                </td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
    </article>
  );
}
