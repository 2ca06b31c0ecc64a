"use client";

import { useTranslations } from "next-intl";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/domain/locales";
import { SettingsForm } from "./settings-form";

/**
 * The interface language: the browser's until one is saved here. Saving keeps it with the
 * account (every device, every sign-in) and re-renders the page in it at once.
 */
export function LanguageSettingsForm({ saved, shownName }: { saved: Locale | null; shownName: string }) {
  const t = useTranslations("account.language");
  return (
    <SettingsForm
      labels={{ form: t("formLabel"), save: t("save"), saving: t("saving"), saved: t("saved") }}
      settingsOf={(form) => {
        const chosen = form.get("locale");
        return { locale: chosen === "" ? null : chosen };
      }}
    >
      {saved === null && <p className="muted small">{t("fromBrowser", { language: shownName })}</p>}
      <div className="form-grid">
        <label>
          {t("label")}
          <select name="locale" defaultValue={saved ?? ""} key={saved ?? ""}>
            <option value="">{t("browserChoice")}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </SettingsForm>
  );
}
