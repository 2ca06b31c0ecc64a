"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import { MenuCandidatesForm } from "./menu-candidates-form";
import { ProblemMessage } from "../ui/problem-message";
import { useMenuReading, type MenuReading } from "./use-menu-reading";

function Progress({ reading }: { reading: MenuReading }) {
  const t = useTranslations("menus.reader");
  const percent = Math.round(reading.progress * 100);
  const words =
    reading.status === "running"
      ? t("reading", { percent })
      : reading.queuedBehind !== null
        ? t("queued", { count: reading.queuedBehind })
        : t("waiting");
  return (
    <div className="stack">
      <progress max={1} value={reading.status === "pending" ? undefined : reading.progress} aria-label={t("progressLabel")} />
      <p role="status" className="muted">{words}</p>
    </div>
  );
}

function LinesRead({ lines }: { lines: MenuReading["lines"] }) {
  const t = useTranslations("menus.reader");
  if (lines.length === 0) return null;
  return (
    <details className="small">
      <summary>{t("lines", { count: lines.length })}</summary>
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
  const t = useTranslations("menus.reader");
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
        <strong>{reason === null ? t("failed") : t("failedBecause", { reason })}</strong> {t("sharper")}
      </div>
      <ProblemMessage problem={problem} />
      <div className="form-actions">
        <button type="button" className="secondary" onClick={retry} disabled={pending}>
          {pending ? t("asking") : t("tryAgain")}
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
  const t = useTranslations("menus.reader");
  if (reading.status === "failed") return <Failed uploadId={uploadId} reason={reading.reason} onRetry={onRetry} />;
  return (
    <>
      {reading.candidates.length === 0 && !reading.menuText ? (
        <div className="empty" role="status">
          <h2>{t("noTextHeading")}</h2>
          <p>{t("noText")}</p>
        </div>
      ) : reading.candidates.length === 0 ? (
        <div className="empty" role="status">
          <h2>{t("noDrinksHeading")}</h2>
          <p>{t("noDrinks")}</p>
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
  const t = useTranslations("menus.reader");
  if (state.phase === "loading") return <p role="status" className="muted">{t("opening")}</p>;
  if (state.phase === "gone") {
    return (
      <div className="empty">
        <h2>{t("goneHeading")}</h2>
        <p>{t("gone")} <Link href="/drinks">{t("back")}</Link></p>
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
