import { data } from "react-router";
import { CARGO_MODE_WORDS, PIECE_KIND_WORDS } from "~/content/cargo-admin";
import { formatDimensions, formatKilograms, formatPaperDay } from "~/content/cargo-paper";
import { SHIPMENT_FORM_TEXTS as TEXTS } from "~/content/cargo-register";
import { problem } from "~/content/problem";
import type { ShipmentFormOutcome } from "~/components/admin/cargo/shipment-form";
import { shipmentHref, SHIPMENTS_PATH } from "~/domain/cargo/shipment-admin-paths";
import {
  changedPieceRows,
  EMPTY_PIECE,
  formProblemField,
  parseShipmentFormIntent,
  pieceFieldName,
  pieceRows,
  readDeclaredValue,
  readPieces,
  type FormProblem,
  type PieceRow,
} from "~/domain/cargo/shipment-form";
import { parseVersion } from "~/domain/catalogue-admin";
import { agencyToday } from "~/domain/departures";
import { enquiryHref } from "~/domain/enquiries";
import { formValues, textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import type { Locale } from "~/domain/locale";
import { MINOR_DIGITS, type Money } from "~/domain/money";
import { isOfficeId, type OfficeId } from "~/domain/offices";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import type { SessionUser } from "~/server/accounts/session.server";
import type { CargoMode } from "~/server/cargo/cargo-rates.server";
import {
  createShipment,
  detailsProblem,
  getShipment,
  SHIPMENT_LIMITS,
  updateShipment,
  type DetailsField,
  type Payer,
  type Shipment,
  type ShipmentDetails,
  type ShipmentProblem,
} from "~/server/cargo/shipments.server";
import { getEnquiry, type Enquiry } from "~/server/enquiries/enquiries.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { officeChoices, staffTimeZone, type OfficeChoice } from "~/server/platform/offices.server";
import { readForm } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * The request handling of the shipment form (issue #26): a new shipment, blank or prefilled
 * from a cargo enquiry, and a shipment's details edited at the version shown. Add a piece and
 * Remove answer with the rows changed and nothing saved; Save answers a refusal with every typed
 * value and a message on each field it found wrong.
 */

/** Settings → Cargo rates, where admins add the card a refused registration lacked. */
export const CARGO_RATES_PATH = "/admin/settings/cargo-rates";

/** What the form is about: a new shipment (maybe from an enquiry), or a shipment being edited. */
type Subject = { shipment: Shipment; enquiry: null } | { shipment: null; enquiry: Enquiry | null };

async function requireSubject(request: Request, id: string | undefined): Promise<Subject> {
  if (id !== undefined) {
    const shipment = await getShipment(id);
    if (!shipment) throw data(TEXTS.notFound, { status: 404 });
    return { shipment, enquiry: null };
  }
  const enquiryId = new URL(request.url).searchParams.get("enquiry");
  if (enquiryId === null) return { shipment: null, enquiry: null };
  const enquiry = await getEnquiry(enquiryId.slice(0, 100));
  if (!enquiry) throw data(TEXTS.enquiryNotFound, { status: 404 });
  return { shipment: null, enquiry };
}

/** The drop-off day a new shipment starts with: today where the staff member works. */
async function todayForStaff(context: RequestContext): Promise<string> {
  return agencyToday(new Date(), await staffTimeZone(context));
}

/** An amount as the form shows it to be typed again: "500.00", "250000". */
function amountText(value: Money): string {
  const digits = MINOR_DIGITS[value.currency];
  return (value.amountMinor / 10 ** digits).toFixed(digits);
}

function detailsAsValues(details: ShipmentDetails): FormValues {
  return {
    sender: { name: details.sender.name, phone: details.sender.phone, email: details.sender.email ?? "" },
    receiver: {
      name: details.receiver.name,
      phone: details.receiver.phone,
      email: details.receiver.email ?? "",
      city: details.receiver.city,
    },
    contents: details.contents,
    declaredValue: details.declaredValue
      ? { amount: amountText(details.declaredValue), currency: details.declaredValue.currency }
      : { amount: "", currency: "USD" },
    payer: details.payer,
    internalNote: details.internalNote,
    locale: details.locale,
  };
}

/** A new shipment's starting values: blank from the staff member's office, or what a cargo enquiry said. */
function startingValues(subject: Subject, user: SessionUser, today: string): FormValues {
  if (subject.shipment) return { ...detailsAsValues(subject.shipment), version: String(subject.shipment.version) };
  const enquiry = subject.enquiry;
  const cargo = enquiry?.kind === "cargo" ? enquiry.details : null;
  const fromOffice: OfficeId = cargo && isOfficeId(cargo.fromOffice) ? cargo.fromOffice : (user.office ?? "beirut");
  const toOffice = cargo && isOfficeId(cargo.toOffice) ? cargo.toOffice : "";
  const piece: PieceRow = cargo ? { ...EMPTY_PIECE, weightKg: String(cargo.weightKg) } : EMPTY_PIECE;
  return {
    sender: { name: enquiry?.name ?? "", phone: enquiry?.phone ?? "", email: enquiry?.email ?? "" },
    receiver: { name: "", phone: "", email: "", city: "" },
    fromOffice,
    toOffice,
    mode: "air",
    dropOffDate: today,
    locale: enquiry?.locale ?? "en",
    pieces: [piece],
    contents: cargo?.contents ?? "",
    declaredValue: { amount: "", currency: enquiry?.currency ?? "USD" },
    payer: "sender",
    internalNote: "",
    enquiryId: enquiry?.id ?? "",
  };
}

function routeName(offices: OfficeChoice[], from: OfficeId, to: OfficeId): string {
  const name = (id: OfficeId) => offices.find((office) => office.id === id)?.name ?? id;
  return `${name(from)} → ${name(to)}`;
}

/** What an edited shipment shows but cannot change: it priced the shipment. */
function fixedFacts(shipment: Shipment, offices: OfficeChoice[]) {
  return {
    route: routeName(offices, shipment.fromOffice, shipment.toOffice),
    mode: CARGO_MODE_WORDS[shipment.mode],
    dropOff: formatPaperDay(shipment.dropOffDate, "en"),
    pieces: shipment.pieces.map(
      (piece, index) =>
        `${index + 1}. ${PIECE_KIND_WORDS[piece.kind]}, ${formatKilograms(piece.grams, "en")}, ${formatDimensions(piece, "en")}`,
    ),
  };
}

/** Everything the form's screen shows, new or edit. */
export async function loadShipmentForm(request: Request, id: string | undefined, context: RequestContext) {
  const user = signedInUser(context);
  const [subject, offices, today] = await Promise.all([requireSubject(request, id), officeChoices(), todayForStaff(context)]);
  const shipment = subject.shipment;
  return {
    today,
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    values: startingValues(subject, user, today),
    shipment: shipment ? { id: shipment.id, trackingNumber: shipment.trackingNumber, version: shipment.version } : null,
    fixed: shipment ? fixedFacts(shipment, offices) : null,
    enquiry: subject.enquiry ? { id: subject.enquiry.id, name: subject.enquiry.name } : null,
    back: shipment
      ? { to: shipmentHref(shipment.id), label: TEXTS.backToShipment }
      : subject.enquiry
        ? { to: enquiryHref(subject.enquiry.id), label: TEXTS.backToEnquiry }
        : { to: SHIPMENTS_PATH, label: TEXTS.backToList },
  };
}

const text = (values: FormValues, name: string) => textAt(values, name) ?? "";

/** The details typed, as text; the server's checks say what is wrong with them. */
function typedDetails(values: FormValues): Omit<ShipmentDetails, "declaredValue"> {
  const email = (party: string) => text(values, `${party}.email`).trim() || null;
  return {
    sender: { name: text(values, "sender.name"), phone: text(values, "sender.phone"), email: email("sender") },
    receiver: {
      name: text(values, "receiver.name"),
      phone: text(values, "receiver.phone"),
      email: email("receiver"),
      city: text(values, "receiver.city"),
    },
    contents: text(values, "contents"),
    payer: text(values, "payer") as Payer,
    internalNote: text(values, "internalNote"),
    locale: text(values, "locale") as Locale,
  };
}

const LIMIT_OF: Partial<Record<DetailsField, number>> = {
  "sender.name": SHIPMENT_LIMITS.name,
  "receiver.name": SHIPMENT_LIMITS.name,
  "receiver.city": SHIPMENT_LIMITS.city,
  contents: SHIPMENT_LIMITS.contents,
  internalNote: SHIPMENT_LIMITS.internalNote,
};

/** A reading problem as the field it is on says it. */
function formProblemMessage(found: FormProblem): string {
  const words = TEXTS.problems;
  switch (found.kind) {
    case "measure":
      return TEXTS.onPiece(found.piece, TEXTS.measure[found.field === "weightKg" ? "weightKg" : "size"][found.problem]);
    case "piece-kind":
      return TEXTS.onPiece(found.piece, words["unknown-piece-kind"]);
    case "no-pieces":
      return words["no-pieces"];
    case "amount":
      return TEXTS.amount[found.problem];
    case "currency":
      return words.currency;
  }
}

type Refusal = { field: string; message: string; alert?: string; rateCardLink?: boolean };

/** A server check's refusal, on its field; a missing rate card also says which route and mode. */
function shipmentProblemRefusal(
  found: ShipmentProblem,
  route: { fromId: string; from: string; to: string; mode: string; day: string },
): Refusal {
  const words = TEXTS.problems;
  if ("field" in found) {
    const message = found.problem === "too-long" ? words["too-long"](LIMIT_OF[found.field] ?? 0) : words[found.problem];
    return { field: found.field, message };
  }
  if ("piece" in found) {
    const field = found.problem === "dimension-out-of-range" ? "lengthCm" : found.problem === "weight-out-of-range" ? "weightKg" : "kind";
    return { field: pieceFieldName(found.piece, field), message: TEXTS.onPiece(found.piece, words[found.problem]) };
  }
  switch (found.problem) {
    case "no-rate-card": {
      const message = TEXTS.noRateCard(`${route.from} → ${route.to}`, route.mode, route.day);
      return { field: "mode", message, alert: message, rateCardLink: true };
    }
    case "bad-declared-value":
      return { field: "declaredValue.amount", message: words["bad-declared-value"] };
    case "unknown-payer":
      return { field: "payer", message: words["unknown-payer"] };
    case "unknown-locale":
      return { field: "locale", message: words["unknown-locale"] };
    case "bad-date":
      return { field: "dropOffDate", message: words["bad-date"] };
    case "unknown-office":
      return { field: isOfficeId(route.fromId) ? "toOffice" : "fromOffice", message: words["unknown-office"] };
    case "same-office":
      return { field: "toOffice", message: words["same-office"] };
    case "unknown-mode":
      return { field: "mode", message: words["unknown-mode"] };
    case "no-pieces":
    case "too-many-pieces":
    case "total-too-large":
      return { field: "pieces", message: words[found.problem] };
    default:
      // The card itself cannot price (a problem of the rate card's, not of what was typed).
      return { field: "mode", message: TEXTS.badRateCard, alert: TEXTS.badRateCard };
  }
}

/**
 * The form's posts. New: Add a piece / Remove answer 200 with the rows changed; Save registers
 * and goes to the shipment's screen. Edit: Save changes the details at the version shown (a
 * stale one is a 409 with what was typed).
 */
export async function handleShipmentFormPost(request: Request, id: string | undefined, context: RequestContext) {
  const user = signedInUser(context);
  const subject = await requireSubject(request, id);
  const form = await readForm(request);
  const values = formValues(form);
  const answer = (status: number, outcome: ShipmentFormOutcome) => data<ShipmentFormOutcome>({ values, ...outcome }, { status });
  const intent = parseShipmentFormIntent(form.get("intent"));
  if (!intent || (subject.shipment && intent.intent !== "save")) return answer(400, { problem: problem(TEXTS.unknownAction) });
  if (intent.intent !== "save") return answer(200, { values: { ...values, pieces: changedPieceRows(values, intent) } });

  const declared = readDeclaredValue(values);
  const reading: FormProblem[] = declared.ok ? [] : [declared.problem];
  const pieces = subject.shipment ? null : readPieces(pieceRows(values));
  if (pieces) reading.push(...pieces.problems);
  const details: ShipmentDetails = { ...typedDetails(values), declaredValue: declared.ok ? declared.value : null };
  const refuse = (status: number, refusals: Refusal[], extra: ShipmentFormOutcome = {}) => {
    const fieldErrors: FieldErrors = {};
    for (const refusal of refusals) fieldErrors[refusal.field] ??= refusal.message;
    const alert = refusals.find((refusal) => refusal.alert)?.alert;
    const noRateCard = refusals.some((refusal) => refusal.rateCardLink);
    const rateCardLink = noRateCard && user.role === "admin" ? CARGO_RATES_PATH : undefined;
    return answer(status, { problem: problem(alert ?? TEXTS.saveError), fieldErrors, noRateCard, rateCardLink, ...extra });
  };
  const offices = await officeChoices();
  const officeName = (value: string) => offices.find((office) => office.id === value)?.name ?? value;
  const route = {
    fromId: text(values, "fromOffice"),
    from: officeName(text(values, "fromOffice")),
    to: officeName(text(values, "toOffice")),
    mode: CARGO_MODE_WORDS[text(values, "mode") as CargoMode] ?? text(values, "mode"),
    day: text(values, "dropOffDate"),
  };
  if (reading.length > 0) {
    const refusals = reading.map((found) => ({ field: formProblemField(found), message: formProblemMessage(found) }));
    const other = detailsProblem(details);
    if (other) refusals.push(shipmentProblemRefusal(other, route));
    return refuse(400, refusals);
  }

  if (subject.shipment) {
    const version = parseVersion(form.get("version"));
    if (version === null) return answer(400, { problem: problem(TEXTS.saveError) });
    const result = await updateShipment(subject.shipment.id, version, details);
    if (result.status === "not-found") throw data(TEXTS.notFound, { status: 404 });
    if (result.status === "conflict") return answer(409, { problem: problem(TEXTS.conflict), conflict: true });
    if (result.status === "invalid") {
      const { status: _status, ...found } = result;
      return refuse(400, [shipmentProblemRefusal(found, route)]);
    }
    return redirectWithToast(shipmentHref(result.shipment.id), { type: "success", ...TEXTS.updated(result.shipment.trackingNumber) });
  }

  const enquiryId = text(values, "enquiryId").trim();
  if (enquiryId && !(await getEnquiry(enquiryId.slice(0, 100)))) return answer(400, { problem: problem(TEXTS.enquiryNotFound) });
  const created = await createShipment({
    ...details,
    fromOffice: text(values, "fromOffice") as OfficeId,
    toOffice: text(values, "toOffice") as OfficeId,
    mode: text(values, "mode") as CargoMode,
    dropOffDate: text(values, "dropOffDate"),
    pieces: pieces!.pieces,
    enquiryId: enquiryId || null,
  });
  if (!created.ok) {
    const { ok: _ok, ...found } = created;
    return refuse(400, [shipmentProblemRefusal(found, route)]);
  }
  return redirectWithToast(shipmentHref(created.shipment.id), { type: "success", ...TEXTS.registered(created.shipment.trackingNumber) });
}
