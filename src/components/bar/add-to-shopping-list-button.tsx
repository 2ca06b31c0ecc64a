"use client";

import { ShoppingCart } from "lucide-react";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/**
 * Puts one or several things on the shopping list in one tap (the list leaves out what it has).
 * With `onList` (the page read the list) it says so instead of offering the tap again.
 */
export function AddToShoppingListButton({ names, label = "Add to shopping list", onList = false }: { names: readonly string[]; label?: string; onList?: boolean }) {
  const { pending, problem, done, run } = useApiAction();
  const what = names.join(" and ");
  if (onList || done) {
    return (
      <div className="stack action">
        <p className="badge neutral on-list">
          On your list<span className="visually-hidden">: {what}</span>
        </p>
        <p role="status" className="status-ok small">{done}</p>
      </div>
    );
  }
  return (
    <div className="stack action">
      <button
        type="button"
        className="secondary small"
        disabled={pending}
        aria-label={`${label}: ${what}`}
        onClick={() => run(names.map((name) => ({ method: "POST", url: "/api/shopping-list", body: { name } })), `${what}: on your shopping list`)}
      >
        <ShoppingCart aria-hidden="true" focusable="false" />
        {pending ? "Adding…" : label}
      </button>
      <ProblemMessage problem={problem} />
    </div>
  );
}
