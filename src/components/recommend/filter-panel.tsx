"use client";

import { useId, useState } from "react";

/** The filters behind one button: closed until asked for, so the answers come first on a phone. */
export function FilterPanel({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="filter-panel">
      <button type="button" className="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
