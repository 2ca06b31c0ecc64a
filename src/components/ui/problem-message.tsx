"use client";

import { useTranslations } from "next-intl";
import type { ApiProblem } from "./api";

/** An error from the API, announced to screen readers; the page's own words in the page's language. */
export function ProblemMessage({ problem, id }: { problem: ApiProblem | null; id?: string }) {
  const t = useTranslations("problems");
  if (!problem) return null;
  return (
    <div role="alert" className="alert" id={id}>
      <strong>{problemText(problem, t)}</strong>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A problem's sentence: the server's own, or the page's in the page's language. */
export function problemText(problem: ApiProblem, t: ReturnType<typeof useTranslations<"problems">>): string {
  return problem.own ? t(problem.own, { status: problem.status ?? 0 }) : problem.message;
}
