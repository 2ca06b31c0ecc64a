"use client";

import { ProblemMessage } from "./problem-message";
import type { useApiAction } from "./use-api-action";

/** What a useApiAction said once it ended: its sentence on success, or the problem. */
export function ActionOutcome({ action }: { action: Pick<ReturnType<typeof useApiAction>, "done" | "problem"> }) {
  return (
    <>
      {action.done && (
        <span role="status" className="status-ok small">
          {action.done}
        </span>
      )}
      <ProblemMessage problem={action.problem} />
    </>
  );
}
