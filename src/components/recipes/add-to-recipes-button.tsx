"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/** What the import did: cocktails the user has already are skipped, and the confirmation says so. */
function alreadyThere(answer: unknown): boolean {
  const { recipes = [], existing = [] } = (answer ?? {}) as { recipes?: unknown[]; existing?: unknown[] };
  return recipes.length === 0 && existing.length > 0;
}

/** Copies catalogue cocktails into the caller's recipes in one tap. */
export function AddToRecipesButton({
  catalogueIds,
  title,
  label,
}: {
  catalogueIds: readonly string[];
  /** names what is added, for screen readers and the confirmation */
  title: string;
  label?: string;
}) {
  const { pending, problem, done, run } = useApiAction();
  const t = useTranslations("recipes.add");
  const shown = label ?? t("label");
  return (
    <div className="stack action">
      <button
        type="button"
        className="small"
        disabled={pending || catalogueIds.length === 0}
        aria-label={`${shown}: ${title}`}
        onClick={() => run([{ method: "POST", url: "/api/recipes/import", body: { catalogueIds } }], (answer) => (alreadyThere(answer) ? t("already", { title }) : t("added", { title })))}
      >
        <Plus aria-hidden="true" focusable="false" />
        {pending ? t("adding") : shown}
      </button>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}
