import { ArrowLeft, FileText, Printer } from "lucide-react";
import { creditNoteHref, INVOICE_NEW_PATH, invoiceHref } from "~/domain/money-paths";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS } from "~/content/money-paper";
import type { AccountKind } from "~/domain/ledger";
import { REASON_MAX } from "~/domain/ledger";

/*
 * The back office's buttons for invoices (issue #27), for the booking's and the shipment's
 * screens: issue an invoice of what is owed now, and cancel one with a credit note (admins), a
 * change that asks first. Plain forms posted to /admin/invoices/…, so both work without JavaScript.
 */

/** "Issue an invoice" for a booking or a shipment; the invoice's page opens once issued. */
export function IssueInvoiceButton({ accountKind, accountId }: { accountKind: AccountKind; accountId: string }) {
  return (
    <Form method="post" action={INVOICE_NEW_PATH} className="inline-flex flex-col gap-1">
      <input type="hidden" name="accountKind" value={accountKind} />
      <input type="hidden" name="accountId" value={accountId} />
      <Button type="submit" size="sm" variant="outline" className="self-start">
        <FileText aria-hidden />
        {TEXTS.issueInvoice}
      </Button>
      <span className="text-xs text-muted">{TEXTS.issueInvoiceHint}</span>
    </Form>
  );
}

/** "Issue a credit note" for an invoice: posts without a reason, and the server answers with the question first. */
export function CreditNoteButton({ invoiceId }: { invoiceId: string }) {
  return (
    <Form method="post" action={creditNoteHref(invoiceId)}>
      <Button type="submit" size="sm" variant="outline">
        {TEXTS.creditNote}
      </Button>
    </Form>
  );
}

/** The question before a credit note: what it does, its reason, and a way back that changes nothing. */
export function CreditNoteConfirmation({
  invoiceId,
  number,
  reason = "",
  error,
}: {
  invoiceId: string;
  number: string;
  reason?: string;
  error?: string;
}) {
  return (
    <section className="max-w-xl space-y-4 rounded-lg border border-gray-200 p-4" aria-labelledby="credit-note-title">
      <h2 id="credit-note-title" className="text-lg font-semibold text-ink">
        {TEXTS.creditNoteTitle(number)}
      </h2>
      <p className="text-sm">{TEXTS.creditNoteDescription}</p>
      <Form method="post" action={creditNoteHref(invoiceId)} className="space-y-4">
        <input type="hidden" name="confirm" value="yes" />
        <Field name="reason" label={TEXTS.reason} hint={TEXTS.reasonHint} error={error}>
          {(control) => <Textarea {...control} rows={3} maxLength={REASON_MAX} defaultValue={reason} required />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="destructive">
            {TEXTS.confirmCreditNote}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={invoiceHref(invoiceId)}>{TEXTS.keep}</Link>
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** Above a print view: back, and Print once JavaScript runs (without it, the browser's own Print). Left out of the paper. */
export function MoneyPaperToolbar({ backTo, children }: { backTo: string | null; children?: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
      {backTo ? (
        <Button asChild variant="ghost" size="sm" className="-ms-3 text-muted">
          <Link to={backTo}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {TEXTS.backToAccount}
          </Link>
        </Button>
      ) : null}
      {hydrated ? (
        <Button type="button" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden />
          {TEXTS.print}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
