"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Household } from "@/domain/households";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

/** One tap to join the household an invitation is for; then where to go next. */
export function AcceptInvite({ code }: { code: string }) {
  const t = useTranslations("household.invitation");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [joined, setJoined] = useState<Household | null>(null);

  async function accept() {
    setPending(true);
    setProblem(null);
    const result = await sendJson<{ household: Household }>("POST", `/api/invites/${encodeURIComponent(code)}/accept`);
    setPending(false);
    if (result.ok) setJoined(result.data.household);
    else setProblem(result.problem);
  }

  if (joined) {
    return (
      <div className="stack">
        <p role="status" className="status-ok">
          {t("joined", { household: joined.name })}
        </p>
        <Link href="/bar" className="button">
          {t("goToBar")}
        </Link>
      </div>
    );
  }
  return (
    <div className="stack">
      <ProblemMessage problem={problem} />
      <button type="button" onClick={accept} disabled={pending}>
        {pending ? t("joining") : t("accept")}
      </button>
    </div>
  );
}
