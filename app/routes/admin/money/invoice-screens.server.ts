import { data } from "react-router";
import { invoiceHref } from "~/domain/money-paths";
import { accountHref } from "./payment-screens.server";
import { INVOICE_PROBLEM_TEXTS, MONEY_DOCUMENT_ADMIN_TEXTS as TEXTS } from "~/content/money-paper";
import { problem } from "~/content/problem";
import { isAccountKind } from "~/domain/ledger";
import { isOfficeId } from "~/domain/offices";
import { requireRole, signedInUser } from "~/server/accounts/admin-gate.server";
import { documentPath } from "~/server/money/document-links.server";
import { creditNoteOf, getInvoice, issueCreditNote, issueInvoice, type InvoiceProblem } from "~/server/money/invoices.server";
import { invoicePaper, receiptPaper } from "~/server/money/money-documents.server";
import { getPayment } from "~/server/money/payments.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * The request handling of the money's documents in the back office (issue #27): a receipt's and
 * an invoice's print views for any signed-in staff member, issuing an invoice, and the credit
 * note that admins alone may issue, after a question that works without JavaScript.
 */

const notFound = () => data({ problem: problem(TEXTS.notFound) }, { status: 404 });

export async function loadReceipt(paymentId: string, context: RequestContext) {
  signedInUser(context);
  const paper = await receiptPaper(paymentId);
  const payment = paper ? await getPayment(paymentId) : null;
  if (!paper || !payment) throw notFound();
  return { paper, backTo: await accountHref(payment.accountKind, payment.accountId), customerLink: documentPath("receipt", paymentId) };
}

export async function loadInvoice(id: string, context: RequestContext) {
  const user = signedInUser(context);
  const paper = await invoicePaper(id);
  const invoice = paper ? await getInvoice(id) : null;
  if (!paper || !invoice) throw notFound();
  const creditNote = invoice.kind === "invoice" ? await creditNoteOf(id) : null;
  return {
    id,
    paper,
    backTo: await accountHref(invoice.accountKind, invoice.accountId),
    customerLink: documentPath("invoice", id),
    // Admins may cancel an invoice that has no credit note yet.
    canCredit: user.role === "admin" && invoice.kind === "invoice" && !creditNote,
    creditNoteId: creditNote?.id ?? null,
  };
}

/** The status a refusal answers with: 404 for what does not exist, 409 for what the records refuse, 400 for the form. */
function problemStatus(code: InvoiceProblem): number {
  if (code === "no-such-account" || code === "no-such-invoice") return 404;
  if (code === "nothing-owed" || code === "no-lbp-rate" || code === "already-credited" || code === "not-an-invoice") return 409;
  return 400;
}

function refusal(code: InvoiceProblem, extra: Record<string, unknown> = {}) {
  return data({ problem: problem(INVOICE_PROBLEM_TEXTS[code]), ...extra }, { status: problemStatus(code) });
}

/** "Issue an invoice": the account from the form, the office when given; the invoice's page once issued. */
export async function handleIssueInvoice(request: Request, context: RequestContext) {
  signedInUser(context);
  const form = await readForm(request);
  const kind = form.get("accountKind");
  const id = form.get("accountId");
  const office = form.get("office");
  if (!isAccountKind(kind) || typeof id !== "string" || id.trim() === "" || id.length > 40) {
    return data({ problem: problem(TEXTS.badRequest) }, { status: 400 });
  }
  if (office !== null && office !== "" && !isOfficeId(office)) return refusal("unknown-office");
  const result = await issueInvoice(kind, id.trim(), isOfficeId(office) ? office : undefined);
  if (result.status !== "ok") return refusal(result.problem);
  return redirectWithToast(invoiceHref(result.invoice.id), {
    type: "success",
    title: TEXTS.invoiceIssued,
    description: result.invoice.number,
  });
}

/** The credit note's question, for admins: the invoice must exist and still stand. */
export async function loadCreditNote(id: string, context: RequestContext) {
  requireRole(context, "admin");
  const invoice = await getInvoice(id);
  if (!invoice) throw notFound();
  if (invoice.kind !== "invoice") throw refusal("not-an-invoice");
  if (await creditNoteOf(id)) throw refusal("already-credited");
  return { id, number: invoice.number };
}

/**
 * A post without `confirm=yes` (the invoice screen's button) answers with the question; with it,
 * the credit note is issued with its reason, or the question comes back with why and what was typed.
 */
export async function handleCreditNote(id: string, request: Request, context: RequestContext) {
  requireRole(context, "admin");
  const form = await readForm(request);
  const invoice = await getInvoice(id);
  if (!invoice) return notFound();
  const reason = form.get("reason");
  const typed = typeof reason === "string" ? reason : "";
  if (form.get("confirm") !== "yes") return { step: "confirm" as const, id, number: invoice.number, reason: typed };
  const result = await issueCreditNote(id, typed);
  if (result.status !== "ok") {
    return refusal(result.problem, { step: "confirm", id, number: invoice.number, reason: typed.slice(0, 2000) });
  }
  return redirectWithToast(invoiceHref(result.invoice.id), {
    type: "success",
    title: TEXTS.creditNoteIssued,
    description: result.invoice.number,
  });
}
