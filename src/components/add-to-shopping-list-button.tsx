"use client";

import { ProblemMessage } from "./problem-message";
import { useApiAction } from "./use-api-action";

/** Puts one or several things on the shopping list in one tap (the list leaves out what it has). */
export function AddToShoppingListButton({ names, label = "Add to shopping list" }: { names: readonly string[]; label?: string }) {
  const { pending, problem, done, run } = useApiAction();
  const what = names.join(" and ");
  return (
    <div className="stack action">
      <button
        type="button"
        className="secondary small"
        disabled={pending}
        aria-label={`${label}: ${what}`}
        onClick={() => run(names.map((name) => ({ method: "POST", url: "/api/shopping-list", body: { name } })), `${what}: on your shopping list`)}
      >
        {pending ? "Adding…" : label}
      </button>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}
