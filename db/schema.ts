/**
 * The tables as Kysely sees them. Portable column types only: booleans are integers 0/1,
 * times are ISO-8601 UTC text, lists are JSON text, money is integer minor units.
 */
export type Flag = 0 | 1;

export interface DestinationsTable {
  id: string;
  title: string;
  description: string;
  image: string;
  country: string;
  continent: string;
  rating: number;
  activities: string;
  featured: Flag;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ToursTable {
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
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ServicesTable {
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
  destination_translations: DestinationTranslationsTable;
  tour_translations: TourTranslationsTable;
  service_translations: ServiceTranslationsTable;
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
  search_title: string;
  search_text: string;
}

export interface TourTranslationsTable {
  tour_id: string;
  locale: string;
  title: string | null;
  description: string | null;
  included_services: string | null;
  search_text: string;
}

export interface ServiceTranslationsTable {
  service_id: string;
  locale: string;
  title: string | null;
  description: string | null;
}
