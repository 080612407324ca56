import type { MeasureProblem } from "~/domain/cargo/chargeable-weight";
import type { AmountProblem } from "~/domain/cargo/shipment-form";
import type { StaffChargeKind } from "~/domain/cargo/shipment-charges";
import { MAX_DIMENSION_CM, MAX_PIECE_GRAMS } from "~/domain/cargo/chargeable-weight";
import { plural } from "./plural";

/*
 * The back office's words for registering and editing a shipment and for its staff charge lines
 * (issue #26). English, as the rest of the admin area.
 */

const MAX_KG = new Intl.NumberFormat("en-US").format(MAX_PIECE_GRAMS / 1000);

export const SHIPMENT_FORM_TEXTS = {
  newTitle: "New shipment",
  newSubtitle: "Register a shipment at the counter: it gets its tracking number and its charges when saved.",
  fromEnquiry: (name: string) => `From the cargo enquiry of ${name}.`,
  editTitle: (trackingNumber: string) => `Edit ${trackingNumber}`,
  editSubtitle: "The route, mode and pieces priced the shipment: they cannot change here.",
  backToList: "Shipments",
  backToShipment: "Back to the shipment",
  backToEnquiry: "Back to the enquiry",
  newShipment: "New shipment",
  save: "Register shipment",
  saveChanges: "Save changes",
  reload: "Reload the shipment",
  registered: (trackingNumber: string) => ({
    title: `Shipment ${trackingNumber} registered`,
    description: "Its labels are ready to print.",
  }),
  updated: (trackingNumber: string) => ({ title: `Shipment ${trackingNumber} saved` }),
  saveError: "The shipment could not be saved. Check the fields marked below.",
  conflict: "Someone else changed this shipment since you opened it. Reload to see the latest version; what you typed is kept below.",
  unknownAction: "That action is not known.",
  notFound: "This shipment does not exist.",
  enquiryNotFound: "This enquiry does not exist.",
  noRateCard: (route: string, mode: string, day: string) => `There is no rate card for ${route} by ${mode} in force on ${day}.`,
  noRateCardLink: "Add one in Settings → Cargo rates",
  noRateCardAskAdmin: "Ask an administrator to add one in Settings → Cargo rates.",
  badRateCard: "The rate card of this route cannot price the shipment. Ask an administrator to check it in Settings → Cargo rates.",
  sections: {
    sender: "Sender",
    receiver: "Receiver",
    route: "Route",
    pieces: "Pieces",
    shipment: "Contents and payment",
  },
  fields: {
    name: "Name",
    phone: "Phone",
    email: "E-mail (optional)",
    emailHint: "Status e-mails go here, in the shipment's language.",
    city: "City",
    fromOffice: "From office",
    toOffice: "To office",
    mode: "Mode",
    dropOffDate: "Drop-off date",
    locale: "Shipment's language",
    localeHint: "Used for its e-mails and labels.",
    contents: "Contents",
    declaredValue: "Declared value (optional)",
    currency: "Currency",
    payer: "Who pays",
    internalNote: "Internal note",
    internalNoteHint: "Staff only.",
  },
  pieces: {
    hint: "Weight in kilograms, sizes in centimetres (rounded to the nearest cm).",
    piece: (number: number) => `Piece ${number}`,
    kind: "Kind",
    weight: "Weight (kg)",
    length: "Length (cm)",
    width: "Width (cm)",
    height: "Height (cm)",
    add: "Add a piece",
    removeShort: "Remove",
    remove: (number: number) => `Remove piece ${number}`,
    count: (count: number) => plural(count, { one: "# piece", other: "# pieces" }),
    chargeable: (kg: string) => `Chargeable by air: ${kg}`,
  },
  readOnly: {
    route: "Route",
    mode: "Mode",
    dropOff: "Drop-off date",
    pieces: "Pieces",
  },
  problems: {
    required: "Fill this in.",
    "too-long": (max: number) => `Keep it to ${max} characters.`,
    "control-characters": "Remove the control characters.",
    "bad-phone": "Enter a phone number: digits, with spaces, dashes or a leading +.",
    "bad-email": "Enter an e-mail address like name@example.com, or leave it blank.",
    "bad-declared-value": "Enter the declared value as an amount in one of the agency's currencies.",
    "unknown-payer": "Choose who pays.",
    "unknown-locale": "Choose the shipment's language.",
    "bad-date": "Enter a real date, as YYYY-MM-DD.",
    "unknown-office": "Choose an office from the list.",
    "same-office": "The shipment must go to another office.",
    "unknown-mode": "Choose Air or Sea.",
    "no-pieces": "Add at least one piece.",
    "too-many-pieces": "A shipment can have at most 1,000 pieces.",
    "total-too-large": "These pieces make a price too large to be real: check the weights and sizes.",
    "unknown-piece-kind": "Choose the piece's kind from the list.",
    "weight-out-of-range": `Enter a weight above 0 and up to ${MAX_KG} kg.`,
    "dimension-out-of-range": `Enter sizes above 0 and up to ${MAX_DIMENSION_CM} cm.`,
    currency: "Choose a currency from the list.",
  },
  measure: {
    weightKg: {
      empty: "Enter the weight in kg.",
      "not-a-number": "Enter the weight as a number of kg, like 14.5.",
      "not-positive": "The weight must be more than 0 kg.",
      "too-heavy": `No piece weighs more than ${MAX_KG} kg: check the weight.`,
      "too-large": `No piece weighs more than ${MAX_KG} kg: check the weight.`,
    },
    size: {
      empty: "Enter the size in cm.",
      "not-a-number": "Enter the size as a number of cm, like 45.",
      "not-positive": "The size must be more than 0 cm.",
      "too-heavy": `No side is longer than ${MAX_DIMENSION_CM} cm: check the size.`,
      "too-large": `No side is longer than ${MAX_DIMENSION_CM} cm: check the size.`,
    },
  } satisfies Record<string, Record<MeasureProblem, string>>,
  amount: {
    "not-a-number": "Enter the amount as a number, like 500 or 1250.50.",
    negative: "The amount cannot be below 0.",
    "too-many-decimals": "This currency has fewer decimals.",
    "too-large": "The amount is too large.",
  } satisfies Record<AmountProblem, string>,
  /** A piece's problem as it reads on its field: "Piece 2: …". */
  onPiece: (index: number, message: string) => `Piece ${index + 1}: ${message}`,
} as const;

export const STAFF_CHARGE_WORDS: Record<StaffChargeKind, string> = {
  handling: "Handling",
  customs: "Customs",
  delivery: "Delivery",
  insurance: "Insurance",
  discount: "Discount",
};

export const SHIPMENT_CHARGE_TEXTS = {
  addTitle: "Add a charge",
  kind: "Kind",
  label: "Description",
  labelHint: "As the customer will read it on the receipt.",
  amount: (currency: string) => `Amount (${currency})`,
  amountHint: "A discount is typed as a positive amount: it is taken off the total.",
  add: "Add charge",
  remove: "Remove",
  removeLine: (label: string) => `Remove the charge “${label}”`,
  confirmTitle: "Remove this charge?",
  confirmText: (label: string, amount: string) => `“${label}” (${amount}) will be taken off the shipment's charges.`,
  confirm: "Remove charge",
  cancel: "Keep it",
  added: (trackingNumber: string) => ({ title: "Charge added", description: `${trackingNumber}: the total is updated.` }),
  removed: (trackingNumber: string) => ({ title: "Charge removed", description: `${trackingNumber}: the total is updated.` }),
  saveError: "The charge could not be saved. Check the fields marked below.",
  problems: {
    "unknown-kind": "Choose what the charge is for.",
    "amount-not-positive": "Enter an amount above 0.",
    "amount-too-large": "The amount is too large.",
    "total-below-zero": "The discount is larger than the shipment's total.",
    "no-such-line": "That charge is no longer on the shipment. Reload to see its charges.",
    "not-removable": "Lines computed from the rate card cannot be removed.",
  },
  enquiry: "Enquiry",
  openEnquiry: "Open the enquiry",
  edit: "Edit",
} as const;

export const ENQUIRY_SHIPMENTS_TEXTS = {
  section: "Shipments",
  register: "Register a shipment",
  empty: "No shipment registered from this enquiry yet.",
  caption: "Shipments registered from this enquiry",
  columns: { trackingNumber: "Tracking number", status: "Status", dropOff: "Drop-off" },
} as const;
