import { MONEY_DEFAULTS } from "~/domain/ledger";
import type { MoneySettingsInput } from "~/domain/money-settings";
import { OFFICE_IDS, type OfficeId } from "~/domain/offices";
import type { AuditOrigin } from "~/server/accounts/audit.server";
import { inTransaction } from "~/server/platform/db.server";
import { getSetting, setSetting, SETTING_KEYS, type SettingKey } from "~/server/platform/settings.server";
import { moneySettings } from "./accounts.server";
import { officeTaxRate, TAX_RATE_KEYS } from "./invoices.server";

/*
 * Settings → Money (issue #27): the settings as the ledger and the invoices read them, and a
 * save that writes each changed one (audited by setSetting) in one transaction.
 */

/** The money settings in force: stored, else their defaults (as bookings' schedules and invoices read them). */
export async function getMoneySettings(): Promise<MoneySettingsInput> {
  const [{ depositPercent, balanceDays }, ...rates] = await Promise.all([moneySettings(), ...OFFICE_IDS.map(officeTaxRate)]);
  const taxRate = Object.fromEntries(OFFICE_IDS.map((office, index) => [office, rates[index]!])) as Record<OfficeId, number>;
  return { depositPercent, balanceDays, taxRate };
}

/**
 * Stores the settings that differ from what is stored; a setting never stored keeps its default
 * without a row when the default is what was saved. Returns the keys written.
 */
export async function saveMoneySettings(input: MoneySettingsInput, origin: AuditOrigin): Promise<SettingKey[]> {
  const wanted: [SettingKey, number, number][] = [
    [SETTING_KEYS.depositPercent, input.depositPercent, MONEY_DEFAULTS.depositPercent],
    [SETTING_KEYS.balanceDays, input.balanceDays, MONEY_DEFAULTS.balanceDays],
    ...OFFICE_IDS.map((office): [SettingKey, number, number] => [TAX_RATE_KEYS[office], input.taxRate[office], 0]),
  ];
  return inTransaction(async () => {
    const written: SettingKey[] = [];
    for (const [key, value, fallback] of wanted) {
      const stored = await getSetting(key);
      if (stored === String(value) || (stored === null && value === fallback)) continue;
      await setSetting(key, String(value), origin);
      written.push(key);
    }
    return written;
  });
}
