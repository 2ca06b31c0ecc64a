"use client";

import { useState } from "react";
import { ProblemMessage } from "./problem-message";
import { useApiAction } from "./use-api-action";

export interface StarterGroup {
  label: string;
  names: string[];
}

/** A new user's first step: tick what is at home from the most common bottles, put them on the bar at once. */
export function StarterShelfForm({ groups }: { groups: readonly StarterGroup[] }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const { pending, problem, run } = useApiAction();

  function toggle(name: string, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(name);
    else next.delete(name);
    setTicked(next);
  }

  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void run([{ method: "POST", url: "/api/starter-shelf", body: { names: [...ticked] } }], "");
      }}
    >
      <div className="starter-groups">
        {groups.map((group) => (
          <fieldset key={group.label}>
            <legend>{group.label}</legend>
            {group.names.map((name) => (
              <label key={name} className="inline">
                <input type="checkbox" checked={ticked.has(name)} onChange={(e) => toggle(name, e.target.checked)} />
                {name}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" disabled={pending || ticked.size === 0}>
          {pending ? "Putting them on your bar…" : `Put ${ticked.size} on my bar`}
        </button>
        <span className="muted small">You can change levels and add brands on your bar later.</span>
      </div>
      <ProblemMessage problem={problem} />
    </form>
  );
}
