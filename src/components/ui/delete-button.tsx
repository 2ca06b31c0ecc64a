"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { sendJson, type ApiProblem } from "./api";
import { ProblemMessage } from "./problem-message";

/**
 * Delete in two taps, with no browser dialog: "Delete" turns into "Delete <what>?"
 * plus "Keep". Afterwards the page is refreshed, or another page is opened.
 */
export function DeleteButton({
  url,
  what,
  label,
  redirectTo,
}: {
  url: string;
  /** Names the thing for the confirmation and for screen readers, e.g. `recipe "Negroni"`. */
  what: string;
  label?: string;
  redirectTo?: string;
}) {
  const router = useRouter();
  const t = useTranslations("common");
  const shown = label ?? t("delete");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  async function remove() {
    setPending(true);
    setProblem(null);
    const result = await sendJson("DELETE", url);
    if (!result.ok) {
      setPending(false);
      setConfirming(false);
      setProblem(result.problem);
      return;
    }
    if (redirectTo) router.push(redirectTo);
    router.refresh();
  }

  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      {confirming ? (
        <div className="row" role="group" aria-label={t("confirmDeleting", { what })}>
          <button type="button" className="danger small" onClick={remove} disabled={pending} autoFocus>
            <Trash2 aria-hidden="true" focusable="false" />
            {pending ? t("deleting") : t("yesDelete")}
          </button>
          <button type="button" className="ghost small" onClick={() => setConfirming(false)} disabled={pending}>
            {t("keep")}
          </button>
        </div>
      ) : (
        <button type="button" className="danger-outline small" onClick={() => setConfirming(true)} aria-label={`${shown} ${what}`}>
          <Trash2 aria-hidden="true" focusable="false" />
          {shown}
        </button>
      )}
      <ProblemMessage problem={problem} />
    </div>
  );
}
