"use client";

import { Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { sendJson, type ApiProblem } from "./api";
import { ProblemMessage } from "./problem-message";

/**
 * The state every in-place editor shares: open or closed, the pending PATCH, the
 * server's problem and whether the last save went through. A failed save leaves the
 * form open with what was typed; a good one closes it, refreshes the page's data and
 * hands the focus back to the button that opened it.
 */
export function useInPlaceEdit({ onSaved }: { onSaved?: () => void } = {}) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saved, setSaved] = useState(false);
  // After the form closes, the "Edit" button comes back and takes the focus as it mounts.
  const [returnFocus, setReturnFocus] = useState(false);

  function open() {
    setSaved(false);
    setProblem(null);
    setReturnFocus(false);
    setEditing(true);
  }

  function close() {
    setProblem(null);
    setEditing(false);
    setReturnFocus(true);
  }

  /** Sends the changes; true when they were saved. */
  async function save(url: string, body: unknown): Promise<boolean> {
    setPending(true);
    setProblem(null);
    const result = await sendJson("PATCH", url, body);
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return false;
    }
    setSaved(true);
    close();
    onSaved?.();
    router.refresh();
    return true;
  }

  return { editing, pending, problem, saved, returnFocus, open, close, save };
}

export type InPlaceEdit = ReturnType<typeof useInPlaceEdit>;

/** The end of an edit form: the server's problem, Save and Cancel. */
export function EditFormActions({ state, disabled = false }: { state: InPlaceEdit; disabled?: boolean }) {
  const t = useTranslations("common");
  return (
    <>
      <ProblemMessage problem={state.problem} />
      <div className="form-actions">
        <button type="submit" disabled={state.pending || disabled}>
          {state.pending ? t("saving") : t("saveChanges")}
        </button>
        <button type="button" className="ghost" onClick={state.close} disabled={state.pending}>
          {t("cancel")}
        </button>
      </div>
    </>
  );
}

/** A ref callback that focuses its element as it mounts. */
export const focusOnMount = (el: HTMLElement | null) => el?.focus();

/** The "Edit" button and, after a save, a "Saved." that screen readers announce. */
export function EditButton({ state, what, className = "secondary small" }: { state: InPlaceEdit; what: string; className?: string }) {
  const t = useTranslations("common");
  return (
    <>
      <button ref={state.returnFocus ? focusOnMount : undefined} type="button" className={className} onClick={state.open}>
        <Pencil aria-hidden="true" focusable="false" />
        {t("edit")}<span className="visually-hidden"> {what}</span>
      </button>
      <span role="status" className="status-ok small">
        {state.saved ? t("saved") : ""}
      </span>
    </>
  );
}
