"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

/**
 * One form of the account's settings: saves `settingsOf(form)` to /api/account/settings, says so,
 * and re-renders the page with them (the form is not reset: its choices are what was saved).
 */
export function SettingsForm({
  labels,
  settingsOf,
  children,
}: {
  labels: { form: string; save: string; saving: string; saved: string };
  settingsOf: (form: FormData) => Record<string, unknown>;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [status, setStatus] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const settings = settingsOf(new FormData(event.currentTarget));
    setPending(true);
    setProblem(null);
    setStatus("");
    const result = await sendJson("PATCH", "/api/account/settings", settings);
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    setStatus(labels.saved);
    router.refresh();
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={labels.form}>
      {children}
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? labels.saving : labels.save}
        </button>
        <span role="status" className="status-ok small">
          {status}
        </span>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}
