"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import type { ApiProblem, ApiResult } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

/**
 * One form of the account page: sends, then says it worked or shows what went wrong. A form is
 * emptied once it worked, unless `keepValues`: a form of choices shows what was just saved.
 */
export function AccountForm({
  label,
  formLabel = label,
  submit,
  pendingLabel,
  done,
  keepValues = false,
  danger = false,
  children,
}: {
  /** the button's words, and the form's name unless `formLabel` gives another */
  label: string;
  formLabel?: string;
  submit: (form: FormData) => Promise<ApiResult<unknown>>;
  pendingLabel: string;
  /** What to say (or do) once it worked. */
  done: string | (() => void);
  keepValues?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [status, setStatus] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    setProblem(null);
    setStatus("");
    const result = await submit(new FormData(form));
    setPending(false);
    if (!result.ok) return setProblem(result.problem);
    if (typeof done === "function") return done();
    if (!keepValues) form.reset();
    setStatus(done);
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={formLabel}>
      {children}
      <div className="row">
        <button type="submit" className={danger ? "danger" : undefined} disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
        <span role="status" className="status-ok small">
          {status}
        </span>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}
