import { MONEY_DEFAULTS } from "~/domain/ledger";
import { diffFields, recordChange, type AuditOrigin } from "~/server/accounts/audit.server";
import { getDb, inTransaction } from "./db.server";
import { now } from "./records.server";

/**
 * Site-wide settings, one row per key in `settings` (values are text). Admins change them on
 * /admin/settings; every change is an audit row written in the same transaction.
 */

export const SETTING_KEYS = {
  /** "1": every staff account must use two-factor sign-in (decision 0022). */
  requireTwoFactor: "require_two_factor",
  /** The deposit asked at a quote's acceptance, in whole percent of the total (decision 0056). */
  depositPercent: "money_deposit_percent",
  /** How many days before the departure a booking's balance is due (decision 0056). */
  balanceDays: "money_balance_days",
  /** Each office's tax on its invoices, in hundredths of a percent (1100 = 11 %); unset or 0: none (issue #27). */
  taxRateBeirut: "money_tax_rate_beirut",
  taxRateAbidjan: "money_tax_rate_abidjan",
  taxRateMonrovia: "money_tax_rate_monrovia",
  /** Each reminder on or off and its delays, JSON (issue #28, decision 0062); unset: the defaults. */
  reminders: "reminders",
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export async function getSetting(key: SettingKey): Promise<string | null> {
  const row = await getDb().selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

/** Stores a setting (insert or replace) and records the change; nothing is recorded when it did not change. */
export async function setSetting(key: SettingKey, value: string, origin: AuditOrigin): Promise<void> {
  await inTransaction(async () => {
    const before = await getSetting(key);
    if (before === value) return;
    await getDb()
      .insertInto("settings")
      .values({ key, value, updated_at: now() })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now() }))
      .execute();
    await recordChange(origin, { action: "update", entity: "setting", entityId: key, changes: diffFields({ value: before }, { value }) });
  });
}

export async function isTwoFactorRequired(): Promise<boolean> {
  return (await getSetting(SETTING_KEYS.requireTwoFactor)) === "1";
}

/** The money settings as stored, else their defaults (decision 0056): what a booking accepted now keeps. */
export async function moneySettings(): Promise<{ depositPercent: number; balanceDays: number }> {
  const read = async (key: (typeof SETTING_KEYS)["depositPercent" | "balanceDays"], fallback: number, max: number) => {
    const stored = await getSetting(key);
    const value = Number(stored);
    return stored !== null && stored.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
  };
  return {
    depositPercent: await read(SETTING_KEYS.depositPercent, MONEY_DEFAULTS.depositPercent, 100),
    balanceDays: await read(SETTING_KEYS.balanceDays, MONEY_DEFAULTS.balanceDays, 365),
  };
}
