"use client";

import { useState } from "react";

/**
 * A disclosure panel (<details>) that starts open or closed and then belongs to the user:
 * a page refresh after adding something does not snap it shut.
 */
export function Panel({
  summary,
  defaultOpen = false,
  id,
  children,
}: {
  summary: React.ReactNode;
  defaultOpen?: boolean;
  id?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className="panel" id={id} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      <div className="panel-body">{children}</div>
    </details>
  );
}
