"use client";

import { Plus } from "lucide-react";
import { ProblemMessage } from "./problem-message";
import { useApiAction } from "./use-api-action";

/** Copies catalogue cocktails into the caller's recipes in one tap. */
export function AddToRecipesButton({
  catalogueIds,
  title,
  label = "Add to my recipes",
}: {
  catalogueIds: readonly string[];
  /** names what is added, for screen readers and the confirmation */
  title: string;
  label?: string;
}) {
  const { pending, problem, done, run } = useApiAction();
  return (
    <div className="stack action">
      <button
        type="button"
        className="small"
        disabled={pending || catalogueIds.length === 0}
        aria-label={`${label}: ${title}`}
        onClick={() => run([{ method: "POST", url: "/api/recipes/import", body: { catalogueIds } }], `${title}: added to your recipes`)}
      >
        <Plus aria-hidden="true" focusable="false" />
        {pending ? "Adding…" : label}
      </button>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}
