"use client";

import Link from "next/link";
import { useState } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { MenuCandidatesForm } from "./menu-candidates-form";
import { ProblemMessage } from "../ui/problem-message";
import { useMenuReading, type MenuReading } from "./use-menu-reading";

function Progress({ reading }: { reading: MenuReading }) {
  const percent = Math.round(reading.progress * 100);
  const words =
    reading.status === "running"
      ? `Reading the menu… ${percent}%`
      : reading.queuedBehind !== null
        ? `Queued behind your other scans: ${reading.queuedBehind} of your menus are read before this one.`
        : "Waiting its turn to be read…";
  return (
    <div className="stack">
      <progress max={1} value={reading.status === "pending" ? undefined : reading.progress} aria-label="Reading the menu" />
      <p role="status" className="muted">{words}</p>
    </div>
  );
}

function LinesRead({ lines }: { lines: MenuReading["lines"] }) {
  if (lines.length === 0) return null;
  return (
    <details className="small">
      <summary>The text read from the scan ({lines.length} lines)</summary>
      <ol className="menu-lines">
        {lines.map((line, i) => (
          <li key={i} className={line.confidence < 0.6 ? "muted" : undefined}>
            {line.text}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** A failed reading: why, and "Try again", which puts the scan back in the queue (POST /api/uploads/{id}/menu). */
function Failed({ uploadId, reason, onRetry }: { uploadId: string; reason: string | null; onRetry: () => void }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  async function retry() {
    setPending(true);
    setProblem(null);
    const result = await sendJson("POST", `/api/uploads/${encodeURIComponent(uploadId)}/menu`);
    setPending(false);
    if (result.ok) onRetry();
    else setProblem(result.problem);
  }
  return (
    <div className="stack">
      <div role="alert" className="alert">
        <strong>This menu could not be read{reason === null ? "." : `: ${reason}.`}</strong> A sharper, straight-on photo in good light reads best.
      </div>
      <ProblemMessage problem={problem} />
      <div className="form-actions">
        <button type="button" className="secondary" onClick={retry} disabled={pending}>
          {pending ? "Asking…" : "Try again"}
        </button>
      </div>
    </div>
  );
}

function Finished({
  uploadId,
  reading,
  catalogueTitles,
  onRetry,
}: {
  uploadId: string;
  reading: MenuReading;
  catalogueTitles: Readonly<Record<string, string>>;
  onRetry: () => void;
}) {
  if (reading.status === "failed") return <Failed uploadId={uploadId} reason={reading.reason} onRetry={onRetry} />;
  return (
    <>
      {reading.candidates.length === 0 && !reading.menuText ? (
        <div className="empty" role="status">
          <h2>No menu text was found in this photo</h2>
          <p>Nothing in it reads as a drinks list, so there are no drinks to add. Take the photo of the menu itself, straight on and in good light.</p>
        </div>
      ) : reading.candidates.length === 0 ? (
        <div className="empty" role="status">
          <h2>No drinks found on this menu</h2>
          <p>The scan was read, but no drink names came out of it. A sharper, straight-on photo in good light reads best.</p>
        </div>
      ) : (
        <MenuCandidatesForm uploadId={uploadId} candidates={reading.candidates} catalogueTitles={catalogueTitles} />
      )}
      {/* what grain or a photo reads as is no help to anyone */}
      {reading.menuText && <LinesRead lines={reading.lines} />}
    </>
  );
}

/**
 * A menu scan's reading, as it goes: its progress while the server reads it (asked every
 * second), then the drinks read off it to tick and add, or why it could not be read.
 */
export function MenuReader({ uploadId, catalogueTitles }: { uploadId: string; catalogueTitles: Readonly<Record<string, string>> }) {
  const [attempt, setAttempt] = useState(0);
  const state = useMenuReading(uploadId, attempt);
  if (state.phase === "loading") return <p role="status" className="muted">Opening the menu…</p>;
  if (state.phase === "gone") {
    return (
      <div className="empty">
        <h2>This menu is no longer here</h2>
        <p>It may have been deleted. <Link href="/drinks">Back to your drinks</Link></p>
      </div>
    );
  }
  const reading = state.reading;
  return (
    <div className="stack">
      {state.phase === "problem" && <ProblemMessage problem={state.problem} />}
      {reading !== null && (reading.status === "pending" || reading.status === "running") && <Progress reading={reading} />}
      {reading !== null && (reading.status === "done" || reading.status === "failed") && (
        <Finished uploadId={uploadId} reading={reading} catalogueTitles={catalogueTitles} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </div>
  );
}
