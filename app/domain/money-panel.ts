import type { AccountKind, BalanceState } from "./ledger";

/** What a booking's or a shipment's screen shows of its money (issue #27), worked out by the loader. */
export type MoneyPanel = {
  account: { kind: AccountKind; id: string };
  /** The account's invoices and credit notes, oldest first. */
  invoices: { id: string; number: string; kind: string; total: string; href: string; cancelled: boolean }[];
  owed: string;
  paid: string;
  due: string;
  refunded: string | null;
  state: BalanceState;
  stateLabel: string;
  next: string | null;
  schedule: { label: string; amount: string; due: string }[];
  rows: {
    id: string;
    recorded: string;
    kind: string;
    reason: string;
    amount: string;
    counted: string | null;
    method: string;
    reference: string | null;
    office: string;
    receipt: string | null;
    receiptHref: string | null;
    by: string;
    reversed: boolean;
    reverseHref: string | null;
  }[];
  recordHref: string | null;
  refundHref: string | null;
  closed: boolean;
  /** Whether what is paid covers the first part due: Confirm is then one step (issue #27). */
  depositPaid: boolean;
  depositText: string;
};
