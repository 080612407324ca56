import { Banknote, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { PAYMENT_TEXTS as TEXTS } from "~/content/payments-admin";
import { IssueInvoiceButton } from "./invoice-actions";
import type { BalanceState } from "~/domain/ledger";
import type { MoneyPanel } from "~/domain/money-panel";

/** The balance's state as a badge: its words, never its colour alone. */
export function BalanceBadge({ state, label }: { state: BalanceState; label: string }) {
  const tone = state === "paid" ? "success" : state === "due" ? "warning" : state === "deposit-paid" ? "default" : "muted";
  return <Badge variant={tone}>{label}</Badge>;
}

/** A booking's or a shipment's money: balance, schedule, every ledger row, and the next actions. */
export function AccountMoney({ panel }: { panel: MoneyPanel }) {
  return (
    <AdminSection title={TEXTS.panelTitle}>
      <div className="space-y-4 text-sm">
        <AdminFacts
          facts={[
            [TEXTS.state, <BalanceBadge key="state" state={panel.state} label={panel.stateLabel} />],
            [TEXTS.owed, <bdi key="owed">{panel.owed}</bdi>],
            [TEXTS.paid, <bdi key="paid">{panel.paid}</bdi>],
            [TEXTS.due, <bdi key="due">{panel.due}</bdi>],
            ...(panel.refunded ? ([[TEXTS.refunded, <bdi key="refunded">{panel.refunded}</bdi>]] as [string, React.ReactNode][]) : []),
          ]}
        />
        {panel.next ? <p className="font-medium text-ink">{panel.next}</p> : null}
        <div>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.schedule}</h3>
          <ul className="space-y-0.5">
            {panel.schedule.map((part) => (
              <li key={part.label} className="flex justify-between gap-3">
                <span>
                  {part.label} · {part.due}
                </span>
                <bdi>{part.amount}</bdi>
              </li>
            ))}
          </ul>
        </div>
        {panel.rows.length === 0 ? (
          <p className="text-muted">{TEXTS.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableCaption className="sr-only">{TEXTS.rowsCaption}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{TEXTS.columns.kind}</TableHead>
                  <TableHead>{TEXTS.columns.amount}</TableHead>
                  <TableHead>{TEXTS.columns.receipt}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {panel.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="align-top">
                      <span className={row.reversed ? "line-through" : undefined}>{row.kind}</span>
                      {row.reversed ? <span className="ms-1 text-muted">({TEXTS.reversedNote})</span> : null}
                      <div className="text-xs text-muted">
                        {row.recorded} · {row.office} · {row.by}
                      </div>
                      {row.reason ? <div className="text-xs text-muted">{row.reason}</div> : null}
                    </TableCell>
                    <TableCell className="align-top">
                      <bdi>{row.amount}</bdi>
                      <div className="text-xs text-muted">
                        {row.method}
                        {row.reference ? (
                          <>
                            {" · "}
                            <bdi dir="ltr">{row.reference}</bdi>
                          </>
                        ) : null}
                      </div>
                      {row.counted ? <div className="text-xs text-muted">{row.counted}</div> : null}
                    </TableCell>
                    <TableCell className="space-y-1 align-top">
                      {row.receiptHref ? (
                        <Link
                          to={row.receiptHref}
                          className="block font-mono text-brand-700 hover:underline sm:whitespace-nowrap"
                          reloadDocument
                        >
                          {row.receipt}
                        </Link>
                      ) : null}
                      {row.reverseHref ? (
                        <Link to={row.reverseHref} className="inline-flex items-center gap-1 text-xs text-red-700 hover:underline">
                          <Undo2 aria-hidden className="size-3" />
                          {TEXTS.reverse}
                          <span className="sr-only"> {row.receipt ?? row.kind}</span>
                        </Link>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {panel.invoices.length > 0 ? (
          <div>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.invoices}</h3>
            <ul className="space-y-0.5">
              {panel.invoices.map((invoice) => (
                <li key={invoice.id} className="flex justify-between gap-3">
                  <span>
                    {invoice.kind}{" "}
                    <Link to={invoice.href} reloadDocument className="font-mono text-brand-700 hover:underline">
                      {invoice.number}
                    </Link>
                    {invoice.cancelled ? <span className="ms-1 text-xs text-muted">({TEXTS.cancelledByCreditNote})</span> : null}
                  </span>
                  <bdi>{invoice.total}</bdi>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          {panel.recordHref ? (
            <Button asChild size="sm">
              <Link to={panel.recordHref}>
                <Banknote aria-hidden />
                {TEXTS.record}
              </Link>
            </Button>
          ) : (
            <p className="text-muted">{TEXTS.closed}</p>
          )}
          {panel.refundHref ? (
            <Button asChild size="sm" variant="outline">
              <Link to={panel.refundHref}>{TEXTS.refundAction}</Link>
            </Button>
          ) : null}
          <IssueInvoiceButton accountKind={panel.account.kind} accountId={panel.account.id} />
        </div>
      </div>
    </AdminSection>
  );
}
