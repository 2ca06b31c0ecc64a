"use client";

import { useLocale, useTranslations } from "next-intl";
import { STANDARD_DRINK_UNITS, type StandardDrinkUnit } from "@/domain/drink-strength/constants";
import { currencyForLocale, DEFAULT_STANDARD_DRINK } from "@/domain/user-settings";
import { SettingsForm } from "./settings-form";

/**
 * The currency bottle prices are in (proposed from the page's locale until set) and the
 * standard drink the pages count alcohol in.
 */
export function CountingSettingsForm({
  currency,
  standardDrink,
  currencies,
}: {
  currency: string | null;
  standardDrink: StandardDrinkUnit | null;
  /** the choices, from currencyChoices on the server */
  currencies: readonly { code: string; label: string }[];
}) {
  const locale = useLocale();
  const t = useTranslations("account.counting");
  const proposed = currency ?? currencyForLocale(locale);
  return (
    <SettingsForm
      labels={{ form: t("formLabel"), save: t("save"), saving: t("saving"), saved: t("saved") }}
      settingsOf={(form) => ({ currency: form.get("currency"), standardDrink: form.get("standardDrink") })}
    >
      {currency === null && <p className="muted small">{t("suggested", { currency: proposed })}</p>}
      <div className="form-grid">
        <label>
          {t("currency")}
          <select name="currency" defaultValue={proposed}>
            {currencies.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("countIn")}
          <select name="standardDrink" defaultValue={standardDrink ?? DEFAULT_STANDARD_DRINK}>
            {STANDARD_DRINK_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </SettingsForm>
  );
}
