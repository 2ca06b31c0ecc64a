"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/domain/locales";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

/**
 * The interface language: the browser's until one is saved here. Saving keeps it with the
 * account (every device, every sign-in) and re-renders the page in it at once.
 */
export function LanguageSettingsForm({ saved, shownName }: { saved: Locale | null; shownName: string }) {
  const router = useRouter();
  const t = useTranslations("account.language");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [status, setStatus] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("locale");
    setPending(true);
    setProblem(null);
    setStatus("");
    const result = await sendJson("PATCH", "/api/account/settings", { locale: chosen === "" ? null : chosen });
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    setStatus(t("saved"));
    router.refresh();
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={t("formLabel")}>
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
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </button>
        <span role="status" className="status-ok small">
          {status}
        </span>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}
