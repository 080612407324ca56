import { data } from "react-router";
import { SHIPMENT_ADMIN_TEXTS } from "~/content/cargo-admin";
import { SHIPMENT_CHARGE_TEXTS as TEXTS, SHIPMENT_FORM_TEXTS } from "~/content/cargo-register";
import { problem, type Problem } from "~/content/problem";
import { shipmentHref } from "~/domain/cargo/shipment-admin-paths";
import { CHARGE_LABEL_MAX, isStaffChargeKind } from "~/domain/cargo/shipment-charges";
import { readAmount } from "~/domain/cargo/shipment-form";
import { parseVersion } from "~/domain/catalogue-admin";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import {
  addShipmentCharge,
  chargeCurrency,
  removeShipmentCharge,
  type ChargeChangeResult,
  type ChargeProblem,
} from "~/server/cargo/shipment-charges.server";
import { getShipment } from "~/server/cargo/shipments.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm, postedText } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * The shipment screen's charge posts (issue #26): add a staff line, remove one (after the
 * screen asked, see `?removeCharge=`), each at the version shown; a refusal keeps what was typed.
 */

export const CHARGE_INTENTS = ["add-charge", "remove-charge"] as const;

export function isChargeIntent(value: unknown): boolean {
  return typeof value === "string" && (CHARGE_INTENTS as readonly string[]).includes(value);
}

export type ChargeFields = { kind: string; label: string; amount: string };

export type ChargeOutcome = {
  form: "charge";
  problem: Problem;
  conflict?: boolean;
  fieldErrors?: Partial<Record<keyof ChargeFields, string>>;
  values?: ChargeFields;
};

/** The line a `?removeCharge=N` address asks to remove, or null. */
export function removingChargeIndex(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("removeCharge");
  return raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/** A refused change's message, on the field it is about when it is about one. */
function chargeRefusal(found: ChargeProblem): { field?: keyof ChargeFields; message: string } {
  const words = SHIPMENT_FORM_TEXTS.problems;
  if ("field" in found)
    return { field: "label", message: found.problem === "too-long" ? words["too-long"](CHARGE_LABEL_MAX) : words[found.problem] };
  switch (found.problem) {
    case "unknown-kind":
      return { field: "kind", message: TEXTS.problems["unknown-kind"] };
    case "amount-not-positive":
    case "amount-too-large":
    case "total-below-zero":
      return { field: "amount", message: TEXTS.problems[found.problem] };
    default:
      return { message: TEXTS.problems[found.problem] };
  }
}

export async function handleChargePost(request: Request, id: string, context: RequestContext) {
  signedInUser(context);
  const form = await readForm(request);
  const text = (name: string) => postedText(form, name);
  const values: ChargeFields = { kind: text("kind"), label: text("label"), amount: text("amount") };
  const refuse = (status: number, outcome: Omit<ChargeOutcome, "form">) =>
    data<ChargeOutcome>({ form: "charge", values, ...outcome }, { status });
  const shipment = await getShipment(id);
  if (!shipment) throw data(SHIPMENT_ADMIN_TEXTS.notFound, { status: 404 });
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, { problem: problem(TEXTS.saveError) });

  let result: ChargeChangeResult;
  if (form.get("intent") === "add-charge") {
    if (!isStaffChargeKind(values.kind)) {
      return refuse(400, { problem: problem(TEXTS.saveError), fieldErrors: { kind: TEXTS.problems["unknown-kind"] } });
    }
    const amount = readAmount(values.amount, chargeCurrency(shipment));
    if (!amount.ok)
      return refuse(400, { problem: problem(TEXTS.saveError), fieldErrors: { amount: SHIPMENT_FORM_TEXTS.amount[amount.problem] } });
    result = await addShipmentCharge(id, version, { kind: values.kind, label: values.label, amountMinor: amount.amountMinor });
  } else {
    const index = text("index");
    if (!/^\d{1,4}$/.test(index)) return refuse(400, { problem: problem(TEXTS.problems["no-such-line"]) });
    result = await removeShipmentCharge(id, version, Number(index));
  }
  if (result.status === "not-found") throw data(SHIPMENT_ADMIN_TEXTS.notFound, { status: 404 });
  if (result.status === "conflict") return refuse(409, { problem: problem(SHIPMENT_ADMIN_TEXTS.conflict), conflict: true });
  if (result.status === "invalid") {
    const { status: _status, ...found } = result;
    const refusal = chargeRefusal(found);
    return refuse(400, { problem: problem(refusal.message), fieldErrors: refusal.field ? { [refusal.field]: refusal.message } : {} });
  }
  const toast = form.get("intent") === "add-charge" ? TEXTS.added : TEXTS.removed;
  return redirectWithToast(shipmentHref(id), { type: "success", ...toast(shipment.trackingNumber) });
}
