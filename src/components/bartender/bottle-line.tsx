"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Quantity } from "@/domain/types";
import type { StationIngredient } from "@/domain/station";
import { sendJson, type ApiProblem } from "../api";
import { ProblemMessage } from "../problem-message";

const REASON_TEXT: Record<string, string> = {
  same: "the same thing",
  kind: "a kind of it",
  brand: "a brand of it",
  produce: "what it is made from",
  alias: "you said it counts as this",
};

interface Change {
  barItemId: string;
  name: string;
  from: Quantity;
  to: Quantity;
}

/**
 * Which bottle meets an ingredient ("← Tanqueray"), with "running low" and "mark empty"
 * right there; a change can be undone, and the page re-reads the shelf after each one.
 */
export function BottleLine({ ingredient }: { ingredient: StationIngredient }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<Change | null>(null);
  const bottle = ingredient.meetingBottle;

  async function setLevel(change: Change, undo = false) {
    setPending(true);
    setProblem(null);
    const target = undo ? change.from : change.to;
    const result = await sendJson("PATCH", `/api/bar-items/${encodeURIComponent(change.barItemId)}`, { quantity: target });
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setDone(undo ? null : change);
    router.refresh();
  }

  const status = done && (
    <span role="status" className="station-bottle-status">
      {done.name} {done.to === "EMPTY" ? "marked empty" : "marked running low"}.{" "}
      <button type="button" className="ghost small" disabled={pending} onClick={() => setLevel(done, true)}>
        Undo
      </button>
    </span>
  );

  if (!bottle) {
    return (
      <div className="station-bottle missing">
        {ingredient.emptyBottle ? (
          <span>
            <span className="visually-hidden">Missing: </span>
            {ingredient.emptyBottle.name} is empty
          </span>
        ) : (
          <span>
            Not on your <Link href="/bar">bar</Link>
          </span>
        )}
        {status}
        <ProblemMessage problem={problem} />
      </div>
    );
  }

  const change = (to: Quantity): Change => ({ barItemId: bottle.barItemId, name: bottle.name, from: bottle.quantity, to });
  return (
    <div className="station-bottle">
      <span title={`${bottle.name} is ${REASON_TEXT[bottle.reason] ?? "a match"}`}>
        <span aria-hidden="true">← </span>
        <span className="visually-hidden">From </span>
        <strong>{bottle.name}</strong>
        {bottle.quantity === "LOW" && <span className="badge warn">running low</span>}
      </span>
      <span className="station-bottle-actions">
        {bottle.quantity !== "LOW" && (
          <button
            type="button"
            className="secondary small"
            disabled={pending}
            aria-label={`Running low: ${bottle.name}`}
            onClick={() => setLevel(change("LOW"))}
          >
            Running low
          </button>
        )}
        <button
          type="button"
          className="danger-outline small"
          disabled={pending}
          aria-label={`Mark empty: ${bottle.name}`}
          onClick={() => setLevel(change("EMPTY"))}
        >
          Mark empty
        </button>
      </span>
      {status}
      <ProblemMessage problem={problem} />
    </div>
  );
}
