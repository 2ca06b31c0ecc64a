"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { STANDARD_DRINK_UNITS, type StandardDrinkUnit } from "@/domain/drink-strength/constants";
import { currencyForLocale, DEFAULT_STANDARD_DRINK } from "@/domain/user-settings";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

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
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations("account.counting");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [status, setStatus] = useState("");
  const proposed = currency ?? currencyForLocale(locale);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setProblem(null);
    setStatus("");
    const result = await sendJson("PATCH", "/api/account/settings", { currency: form.get("currency"), standardDrink: form.get("standardDrink") });
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    setStatus(t("saved"));
    router.refresh();
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={t("formLabel")}>
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
