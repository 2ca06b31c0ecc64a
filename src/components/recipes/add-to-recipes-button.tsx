"use client";

import { Plus } from "lucide-react";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/** What the import did: cocktails the user has already are skipped, and the confirmation says so. */
function confirmationOf(title: string, answer: unknown): string {
  const { recipes = [], existing = [] } = (answer ?? {}) as { recipes?: unknown[]; existing?: unknown[] };
  if (recipes.length === 0 && existing.length > 0) return `${title}: already in your recipes`;
  return `${title}: added to your recipes`;
}

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
        onClick={() => run([{ method: "POST", url: "/api/recipes/import", body: { catalogueIds } }], (answer) => confirmationOf(title, answer))}
      >
        <Plus aria-hidden="true" focusable="false" />
        {pending ? "Adding…" : label}
      </button>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}
