import type { Generated } from "kysely";

/**
 * The tables as Kysely sees them. Portable column types only: booleans are integers 0/1,
 * times are ISO-8601 UTC text, lists are JSON text, money is integer minor units.
 */
export type Flag = 0 | 1;

/** A catalogue record's publication (migration 0017): only published ones reach visitors. */
export type PublicationStatus = "draft" | "published";

/** Shared by destinations, tours and services: a published record with a later `publish_at` (ISO-8601 UTC) is scheduled. */
export interface PublicationColumns {
  status: PublicationStatus;
  publish_at: string | null;
}

export interface DestinationsTable extends PublicationColumns {
  id: string;
  title: string;
  description: string;
  image: string;
  country: string;
  continent: string;
  rating: number;
  activities: string;
  featured: Flag;
  best_time_to_visit: string | null;
  visa: string | null;
  health: string | null;
  currency_info: string | null;
  language_info: string | null;
  time_zone: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ToursTable extends PublicationColumns {
  id: string;
  title: string;
  description: string;
  image: string;
  destination_id: string;
  duration_days: number;
  price_minor: number;
  currency: string;
  group_size: number;
  rating: number;
  included_services: string;
  featured: Flag;
  trip_code: string | null;
  summary: string | null;
  /** JSON lists: highlights and not-included are texts; itinerary days and FAQs are objects. */
  highlights: string | null;
  not_included: string | null;
  itinerary: string | null;
  faqs: string | null;
  difficulty: number | null;
  minimum_age: number | null;
  meeting_point: string | null;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  end_point: string | null;
  end_latitude: number | null;
  end_longitude: number | null;
  child_price_minor: number | null;
  single_supplement_minor: number | null;
  sale_price_minor: number | null;
  /** The sale's last day, `YYYY-MM-DD`. */
  sale_ends_on: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ServicesTable extends PublicationColumns {
  id: string;
  title: string;
  description: string;
  icon: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A message sent through the contact form; it is unread until `read_at`, in the inbox until `archived_at`. */
export interface EnquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  tour_id: string | null;
  read_at: string | null;
  archived_at: string | null;
  sender_key: string;
  created_at: string;
  /** The language of the page it was sent from: en, fr or ar (0015-message-language). */
  locale: string;
  /** contact, tour, air, cargo or visa (0021-enquiry-kinds). */
  kind: string;
  /** The kind's own fields as JSON text; null for a contact message. */
  details: string | null;
  /** The tour form's chosen departure, when one was chosen. */
  departure_id: string | null;
  /** Where it stands in the pipeline (0022-enquiry-pipeline): new, open, quoted, won, lost or spam. */
  status: string;
  /** The staff user handling it; null: nobody yet. */
  assignee_id: string | null;
  /** Its timeline's newest event (ISO-8601 UTC); null only for rows written without one. */
  last_activity_at: string | null;
  /** Raised by every staff change to the pipeline (decision 0004). */
  version: number;
  /** The currency the visitor browsed in (0024-enquiry-currency); null before it was kept. */
  currency: string | null;
  /** The office it is routed to: beirut, abidjan or monrovia (0026-offices); null: none yet. */
  office: string | null;
  /** The short reference the customer can quote, `E-2026-0042` (0025-mail-outbox). */
  reference: string | null;
  /** A visa appointment staff recorded (0040): the office's local `YYYY-MM-DDTHH:MM`, or a day; null: none. */
  visa_appointment_at: string | null;
  /** An air ticketing deadline staff recorded (0040), a day; null: none. */
  ticketing_deadline: string | null;
  /** The traveller's passport expiry staff recorded (0040), a day; null: not recorded. */
  passport_expires_on: string | null;
  /** The site path it was sent from (0040); null before, or unknown. */
  source_page: string | null;
  /** The host of the page that brought the visitor to the site (0040); null: none, or the site itself. */
  source_referrer_host: string | null;
  /** The visit's `utm_*` parameters, kept from its landing page (0040); null: none. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

/** One entry of an enquiry's timeline (0022-enquiry-pipeline); `data` is JSON text. */
export interface EnquiryEventsTable {
  id: string;
  enquiry_id: string;
  created_at: string;
  /** The staff user who did it; null for the customer or the site itself. */
  actor_id: string | null;
  /** Their name at the time ("System" or the customer's name when no staff did it). */
  actor_name: string | null;
  type: string;
  data: string | null;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_key: string;
  role: "admin" | "editor";
  password_hash: string;
  created_at: string;
  last_sign_in_at: string | null;
  /** The office they work from (0026-offices), whose time zone their screens use; null: none (UTC). */
  office: string | null;
  /** Raised by every change of the display name (migration 0027, decision 0004). */
  version: Generated<number>;
  /** Raised by every password change; signed into the device cookie (migration 0031, decision 0048). */
  credential_generation: Generated<number>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** When the session ends whatever happens: created_at + SESSION_MAX_HOURS. */
  expires_at: string;
  /** Last use, updated at most once a minute; the session ends SESSION_IDLE_MINUTES after it. */
  last_seen_at: string;
  /** "Firefox on Windows": what the account page shows of the browser. */
  device: string | null;
}

/** What an admin posted after their session ended, kept for an hour until they sign in again (decision 0041). */
export interface KeptFormsTable {
  /** A keyed hash of the token in the browser's kept-form cookie. */
  id: string;
  /** The ended session's user when known, else whoever claimed the row at sign-in. */
  user_id: string | null;
  /** 1 once a sign-in from the same browser has claimed the row for its user. */
  claimed: number;
  /** The device cookie's nonces the post came with, space-separated. */
  device_keys: string;
  /** The screen to come back to, and the address the form posted to. */
  page_path: string;
  form_path: string;
  /** The posted text fields as JSON (no password, secret or file). */
  form_values: string;
  created_at: string;
  expires_at: string;
}

/** One use that counted against a limit per sender (decision 0045); it counts until expires_at. */
export interface RateLimitHitsTable {
  id: string;
  limit_name: string;
  sender_key: string;
  hit_at: string;
  expires_at: string;
}

export interface SignInAttemptsTable {
  id: string;
  email_key: string;
  address_key: string;
  /** The nonce of the device cookie the attempt came with (valid for that e-mail); null for an unknown device. */
  device_key: string | null;
  attempted_at: string;
}

/** Things done once per database, by key (the sample catalogue's load). */
export interface AppMarkersTable {
  key: string;
  created_at: string;
}

/** One row (id 1): raised by every write a visitor would see, read by every instance's page cache. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export interface Database {
  destinations: DestinationsTable;
  tours: ToursTable;
  services: ServicesTable;
  enquiries: EnquiriesTable;
  enquiry_events: EnquiryEventsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  app_markers: AppMarkersTable;
  content_version: ContentVersionTable;
  audit_log: AuditLogTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  settings: SettingsTable;
  site_content: SiteContentTable;
  exchange_rates: ExchangeRatesTable;
  tour_prices: TourPricesTable;
  departures: DeparturesTable;
  destination_translations: DestinationTranslationsTable;
  tour_translations: TourTranslationsTable;
  service_translations: ServiceTranslationsTable;
  photos: PhotosTable;
  gallery_photos: GalleryPhotosTable;
  quote_numbers: QuoteNumbersTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_events: QuoteEventsTable;
  bookings: BookingsTable;
  kept_forms: KeptFormsTable;
  enquiry_numbers: EnquiryNumbersTable;
  mail_outbox: MailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  cargo_rate_cards: CargoRateCardsTable;
  cargo_rate_brackets: CargoRateBracketsTable;
  cargo_piece_prices: CargoPiecePricesTable;
  cargo_batches: CargoBatchesTable;
  shipments: ShipmentsTable;
  shipment_pieces: ShipmentPiecesTable;
  shipment_charges: ShipmentChargesTable;
  shipment_events: ShipmentEventsTable;
  payments: PaymentsTable;
  payment_references: PaymentReferencesTable;
  document_numbers: DocumentNumbersTable;
  invoices: InvoicesTable;
  online_payments: OnlinePaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  cash_ups: CashUpsTable;
  cash_up_counts: CashUpCountsTable;
  jobs: JobsTable;
  job_runners: JobRunnersTable;
  calendar_feeds: CalendarFeedsTable;
  reminders: RemindersTable;
  reminder_mails: ReminderMailsTable;
}

/** A row of the money ledger (migration 0035): never changed nor deleted. Bigints come back as text from PostgreSQL. */
export interface PaymentsTable {
  id: string;
  /** booking or shipment. */
  account_kind: string;
  account_id: string;
  /** payment (received), refund (paid out) or reversal (of the row `reverses_id` names). */
  kind: string;
  reverses_id: string | null;
  /** What changed hands, in `currency`; always above zero. */
  amount_minor: number | string | bigint;
  currency: string;
  /** The same money in the account's currency. */
  applied_minor: number | string | bigint;
  account_currency: string;
  /** The rates used when the two currencies differ (millionths of a unit per dollar), else null. */
  paid_per_usd_micros: number | string | bigint | null;
  owed_per_usd_micros: number | string | bigint | null;
  rate_day: string | null;
  method: string;
  reference: string | null;
  office_id: string;
  /** `BEY-R-2026-0001`: payments received only. */
  receipt_number: string | null;
  reason: string;
  /** recorded (by staff) or cinetpay. */
  provider: string;
  provider_transaction_id: string | null;
  recorded_at: string;
  recorded_by: string | null;
  recorded_by_name: string;
}

/** A standing payment's method and reference as compared (migration 0035): the same payment is not recorded twice. */
export interface PaymentReferencesTable {
  method: string;
  reference_key: string;
  payment_id: string;
}

/** The last receipt, invoice or credit note number an office gave in a year (migration 0035). */
export interface DocumentNumbersTable {
  office_id: string;
  /** R, INV or CN. */
  series: string;
  year: number;
  last_number: number;
}

/** An invoice or credit note as issued (migration 0035): never changed. `lines` is JSON. */
export interface InvoicesTable {
  id: string;
  number: string;
  /** invoice or credit-note. */
  kind: string;
  refers_to_id: string | null;
  account_kind: string;
  account_id: string;
  office_id: string;
  currency: string;
  locale: string;
  customer_name: string;
  customer_email: string | null;
  lines: string;
  subtotal_minor: number | string | bigint;
  tax_basis_points: number;
  tax_minor: number | string | bigint;
  total_minor: number | string | bigint;
  lbp_total_minor: number | string | bigint | null;
  lbp_per_usd_micros: number | string | bigint | null;
  rate_day: string | null;
  reason: string;
  issued_at: string;
  issued_by: string | null;
  issued_by_name: string;
}

/** An office's day closed with the cash counted (migration 0037): one per office and day, never changed. */
export interface CashUpsTable {
  id: string;
  office_id: string;
  /** The office's own day, `YYYY-MM-DD` in its time zone. */
  day: string;
  note: string;
  closed_at: string;
  closed_by: string | null;
  closed_by_name: string;
}

/** One currency of a cash-up (migration 0037): what the ledger expected in cash, what was counted, the difference. */
export interface CashUpCountsTable {
  cash_up_id: string;
  currency: string;
  expected_minor: number | string | bigint;
  counted_minor: number | string | bigint;
  difference_minor: number | string | bigint;
}

/** A stored picture (decision 0031): its files are named by `hash`; its upright size in pixels. */
export interface PhotosTable {
  hash: string;
  width: number;
  height: number;
  created_at: string;
}

/** One picture of a tour's or a destination's gallery (exactly one of the two ids is set), in `position` order. */
export interface GalleryPhotosTable {
  id: string;
  tour_id: string | null;
  destination_id: string | null;
  photo_hash: string;
  position: number;
  alt: string;
  alt_fr: string;
  alt_ar: string;
}

export interface AuditLogTable {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** "change" for what staff did to the data, "security" for sign-ins, refusals and the like. */
  kind: "change" | "security";
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  entity: string | null;
  entity_id: string | null;
  /** JSON `{ field: [before, after] }`. */
  changes: string | null;
  /** JSON object with whatever else the event needs (e-mail tried, reason, path). */
  detail: string | null;
  ip: string | null;
  request_id: string | null;
}

/** A user's TOTP (decision 0022): set up once a first code confirmed it (`enabled_at`). */
export interface UserTwoFactorTable {
  user_id: string;
  /** The TOTP secret, encrypted with a key derived from SESSION_SECRET ("v1:…"). */
  secret: string;
  enabled_at: string | null;
  /** The last time-step whose code was accepted: that code and older ones are refused. */
  last_step: number | null;
  /** Wrong codes since `window_start` (the second step's throttle). */
  failures: number;
  window_start: string | null;
  /** No code is checked before this time; set by the try that reaches the limit. */
  locked_until: string | null;
  /** Locks in a row since the last right code: each one lasts twice as long. */
  lockouts: number;
  created_at: string;
}

/** One-time recovery codes, as SHA-256 hashes. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** Site-wide settings by key; values are text (flags "1"/"0"). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** The site's editable content, one row per section; `document` is JSON text (issue #11). */
export interface SiteContentTable {
  section: string;
  document: string;
  version: number;
  updated_at: string;
}

/** What one US dollar buys in another currency from a day on (migration 0013); rows are never changed. */
export interface ExchangeRatesTable {
  id: string;
  currency: string;
  /** Millionths of a unit per dollar; bigint (PostgreSQL gives it back as text). */
  per_usd_micros: number | string | bigint;
  /** YYYY-MM-DD. */
  applies_from: string;
  created_at: string;
  created_by: string | null;
}

/** A tour's explicit price in a currency, which wins over the conversion (migration 0013). */
export interface TourPricesTable {
  tour_id: string;
  currency: string;
  /** Minor units of the currency; bigint (PostgreSQL gives it back as text). */
  amount_minor: number | string | bigint;
}

/** A destination's text in another language (fr, ar); a null field is not translated yet. */
export interface DestinationTranslationsTable {
  destination_id: string;
  locale: string;
  title: string | null;
  description: string | null;
  country: string | null;
  continent: string | null;
  activities: string | null;
  best_time_to_visit: string | null;
  visa: string | null;
  health: string | null;
  currency_info: string | null;
  language_info: string | null;
  time_zone: string | null;
  search_title: string;
  search_text: string;
  /** The name, country and continent, normalized (migration 0028); null only if never written since. */
  search_place: string | null;
}

export interface TourTranslationsTable {
  tour_id: string;
  locale: string;
  title: string | null;
  description: string | null;
  included_services: string | null;
  summary: string | null;
  highlights: string | null;
  not_included: string | null;
  itinerary: string | null;
  faqs: string | null;
  meeting_point: string | null;
  end_point: string | null;
  search_text: string;
}

export interface ServiceTranslationsTable {
  service_id: string;
  locale: string;
  title: string | null;
  description: string | null;
}

/** A tour's departure on a date (migration 0019); "full" is read from the seats, never stored. */
export interface DeparturesTable {
  id: string;
  tour_id: string;
  /** YYYY-MM-DD, a day in the agency's time zone. */
  start_date: string;
  capacity: number;
  seats_booked: number;
  /** scheduled, guaranteed, on-request or cancelled. */
  status: string;
  /** The adult price for this date in US cents, over the tour's; bigint (PostgreSQL gives it back as text). */
  price_minor: number | string | bigint | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** The last quote number given in a year (migration 0023): `Q-2026-0042` is year 2026, number 42. */
export interface QuoteNumbersTable {
  year: number;
  last_number: number;
}

/** One revision of a quote made from an enquiry (migration 0023); amounts in the quote's currency's minor units. */
export interface QuotesTable {
  id: string;
  enquiry_id: string;
  /** `Q-2026-0042`, shared by a quote's revisions. */
  number: string;
  revision: number;
  /** draft, sent, accepted, declined, withdrawn or superseded; "expired" is read from valid_until. */
  status: string;
  currency: string;
  /** The rate of the day kept with the quote (millionths of a unit per dollar); null in dollars. Bigint. */
  per_usd_micros: number | string | bigint | null;
  /** The day that rate applied on, YYYY-MM-DD. */
  rate_day: string | null;
  /** The last day the customer can accept, YYYY-MM-DD on the agency's calendar. */
  valid_until: string;
  note: string;
  /** The customer's language (the enquiry's): en, fr or ar. */
  locale: string;
  departure_id: string | null;
  /** Bigint (PostgreSQL gives it back as text). */
  total_minor: number | string | bigint;
  /** SHA-256 (hex) of the customer's link token; null until sent. */
  token_hash: string | null;
  /** The revision this one replaced. */
  previous_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  answered_at: string | null;
  version: number;
}

export interface QuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  /** adult, child, single or other: adult and child lines of a departure are its seats. */
  kind: string;
  description: string;
  quantity: number;
  unit_price_minor: number | string | bigint;
}

/** What happened to a quote, for the enquiry's timeline; `detail` is JSON. */
export interface QuoteEventsTable {
  id: string;
  quote_id: string;
  enquiry_id: string;
  at: string;
  type: string;
  actor_id: string | null;
  actor_name: string;
  detail: string | null;
}

/** Seats an accepted quote holds on a departure (held, confirmed or released). */
export interface BookingsTable {
  id: string;
  quote_id: string;
  departure_id: string;
  adults: number;
  children: number;
  seats: number;
  status: string;
  /** The hold's last day (YYYY-MM-DD, agency calendar, included); a held booking past it no longer counts. */
  held_until: string;
  created_at: string;
  updated_at: string;
  version: number;
  /** The money terms in force at acceptance (migration 0038): the deposit's share in whole percent; null before it. */
  deposit_percent: number | null;
  /** Days before departure the balance is due, as in force at acceptance; null before migration 0038. */
  balance_days: number | null;
}

/** The last enquiry reference given in a year (migration 0025): `E-2026-0042` is year 2026, number 42. */
export interface EnquiryNumbersTable {
  year: number;
  last_number: number;
}

/** One e-mail of the outbox (migration 0025), sent by the server's sender loop. */
export interface MailOutboxTable {
  id: string;
  created_at: string;
  /** What it is (enquiry-acknowledgement, enquiry-notification, quote-accepted…). */
  kind: string;
  /** The enquiry's or quote's reference it is about, when there is one. */
  reference: string | null;
  locale: string;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** queued, sent or failed. */
  status: string;
  attempts: number;
  /** When a queued row is due (ISO-8601 UTC). */
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** Integer minor units or grams as the drivers return a bigint column (PostgreSQL: a string). */
type BigintColumn = number | string | bigint;

/** A dated rate card of a route and mode (migration 0032); a change is a new card. */
export interface CargoRateCardsTable {
  id: string;
  from_office: string;
  to_office: string;
  mode: string;
  currency: string;
  /** Air only: cubic centimetres per kilogram. */
  divisor: number | null;
  /** Air only: the rounding step of chargeable weight. */
  step_grams: number | null;
  minimum_minor: BigintColumn;
  /** The first day the card is in force (YYYY-MM-DD). */
  valid_from: string;
  version: number;
  created_by: string | null;
  created_at: string;
}

/** A card's weight brackets: grams by air, millionths of a tonne-or-m³ by sea. */
export interface CargoRateBracketsTable {
  card_id: string;
  position: number;
  from_quantity: BigintColumn;
  rate_minor: BigintColumn;
}

/** A card's flat prices for the kinds priced by the piece (a barrel, a vehicle). */
export interface CargoPiecePricesTable {
  card_id: string;
  piece_kind: string;
  price_minor: BigintColumn;
}

/** Shipments leaving together on one flight or vessel. */
export interface CargoBatchesTable {
  id: string;
  mode: string;
  from_office: string;
  to_office: string;
  carrier: string;
  /** The flight number or the vessel's name. */
  vessel: string;
  /** The master air waybill or the bill of lading number. */
  master_waybill: string;
  departure_date: string | null;
  arrival_date: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A shipment (migration 0032). `status` is derived: the latest event's, kept in the event's transaction. */
export interface ShipmentsTable {
  id: string;
  tracking_number: string;
  from_office: string;
  to_office: string;
  mode: string;
  status: string;
  sender_name: string;
  sender_phone: string;
  sender_email: string | null;
  receiver_name: string;
  receiver_phone: string;
  receiver_email: string | null;
  receiver_city: string;
  contents: string;
  declared_value_minor: BigintColumn | null;
  declared_currency: string | null;
  payer: string;
  internal_note: string;
  locale: string;
  enquiry_id: string | null;
  batch_id: string | null;
  rate_card_id: string | null;
  drop_off_date: string;
  /** Lower-cased tracking number, names and phones, for the admin list's search. */
  search_text: string;
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShipmentPiecesTable {
  shipment_id: string;
  position: number;
  kind: string;
  grams: BigintColumn;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

/** A shipment's charge lines: computed from its rate card, or added by staff. */
export interface ShipmentChargesTable {
  shipment_id: string;
  position: number;
  kind: string;
  label: string;
  amount_minor: BigintColumn;
  currency: string;
}

/** An event of a shipment's history: never updated or deleted. */
export interface ShipmentEventsTable {
  id: string;
  shipment_id: string;
  /** Orders events recorded in the same instant. */
  sequence: number;
  status: string;
  place: string;
  public_note: string;
  internal_note: string;
  office: string | null;
  recorded_at: string;
  recorded_by: string | null;
  recorded_by_name: string | null;
  /** The batch event it is part of, when recorded on a batch. */
  batch_event_id: string | null;
}

/** A payment the site asked a provider to take (migration 0036): what was asked, by the transaction id it chose. */
export interface OnlinePaymentsTable {
  transaction_id: string;
  /** cinetpay. */
  provider: string;
  account_kind: string;
  account_id: string;
  amount_minor: number | string | bigint;
  currency: string;
  office_id: string;
  locale: string;
  created_at: string;
}

/** A provider's notification whose signature held (migration 0036), kept whatever came of it. */
export interface PaymentNotificationsTable {
  id: string;
  provider: string;
  transaction_id: string;
  /** recorded, held (for review: amount or currency not as asked), refused, pending (the status could not be confirmed). */
  status: string;
  /** Why, in a code: accepted, already-recorded, amount-differs, currency-differs, unknown-transaction, status-refused, check-failed… */
  reason: string;
  asked_minor: number | string | bigint | null;
  asked_currency: string | null;
  /** The amount and currency the provider's status check told, as told (text). */
  told_amount: string | null;
  told_currency: string | null;
  /** The provider's own word for the transaction's status (ACCEPTED, REFUSED…), when the check answered. */
  provider_status: string | null;
  /** The posted fields as received (JSON), none of them a secret. */
  fields: string;
  payment_id: string | null;
  received_at: string;
  settled_at: string;
}

/** One job of the runner (migration 0039): work due at a time, claimed under a lease. */
export interface JobsTable {
  id: string;
  /** What to do; a handler is registered per kind. */
  kind: string;
  /** The handler's input, JSON text. */
  payload: string;
  /** Names the occurrence (balance-due:{booking}:14d): a second scheduling with it keeps the first row. */
  dedupe_key: string | null;
  /** pending, running, done or failed. */
  status: string;
  /** When a pending row may run (ISO-8601 UTC). */
  due_at: string;
  /** Claims so far, this one included. */
  attempts: number;
  max_attempts: number;
  /** The runner holding a running row, and until when (ISO-8601 UTC); another may take it after. */
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A runner's heartbeat (migration 0039): one row per server instance, `beat_at` moved on at each loop. */
export interface JobRunnersTable {
  instance_id: string;
  started_at: string;
  beat_at: string;
}

/** A staff member's private calendar address (migration 0041): only the hash of its secret is kept. */
export interface CalendarFeedsTable {
  user_id: string;
  /** SHA-256 (hex) of the address's secret; replaced on renewal. */
  token_hash: string;
  created_at: string;
}

/** A staff reminder (migration 0042): shown under Today from its due day until done; `key` names the occurrence. */
export interface RemindersTable {
  id: string;
  key: string;
  /** balance-due, hold-expiring, quote-expiring, departure-soon, pickup-waiting, passport-expiring, review-request. */
  kind: string;
  /** booking, quote, departure, shipment or enquiry. */
  record_kind: string;
  record_id: string;
  reference: string;
  label: string;
  office: string | null;
  /** The enquiry's assignee; null: anyone of the office. */
  assignee_id: string | null;
  /** YYYY-MM-DD on the record's calendar. */
  due_day: string;
  created_at: string;
  done_at: string | null;
  done_by: string | null;
  done_by_name: string | null;
}

/** A customer e-mail a reminder queued (migration 0042), once per occurrence key. */
export interface ReminderMailsTable {
  key: string;
  kind: string;
  /** The outbox row, once queued (set in the same transaction). */
  mail_id: string | null;
  created_at: string;
}
