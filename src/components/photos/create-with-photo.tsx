"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { sendJson, type ApiProblem } from "../ui/api";
import type { UploadState } from "./image-upload";
import { ProblemMessage } from "../ui/problem-message";

const NO_UPLOAD: UploadState = { status: "idle", imageUrl: null };

/**
 * The state every "add something with an optional photo" form shares: the photo's
 * upload, the pending request, the server's problem and the last item added.
 */
export function useCreateWithPhoto() {
  const router = useRouter();
  const [upload, setUpload] = useState<UploadState>(NO_UPLOAD);
  const [uploadKey, setUploadKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  // A second submit before the button re-renders as disabled does nothing.
  const running = useRef(false);

  /**
   * Posts the new record with the photo's URL; on success clears the form, refreshes
   * the page and returns the created record (null when it failed). A problem `handled`
   * takes over (a question for the user) is not shown as one.
   */
  async function create<T = unknown>(
    form: HTMLFormElement,
    url: string,
    body: Record<string, unknown>,
    name: string,
    handled?: (problem: ApiProblem) => boolean,
  ): Promise<T | null> {
    if (running.current) return null;
    running.current = true;
    setProblem(null);
    setAdded(null);
    setPending(true);
    const result = await sendJson<T>("POST", url, { ...body, ...(upload.imageUrl ? { imageUrl: upload.imageUrl } : {}) });
    running.current = false;
    setPending(false);
    if (!result.ok) {
      if (!handled?.(result.problem)) setProblem(result.problem);
      return null;
    }
    form.reset();
    setUpload(NO_UPLOAD);
    setUploadKey((k) => k + 1); // a fresh picker, without the old preview
    setAdded(name);
    router.refresh();
    return result.data;
  }

  /** Clears the form after something other than `create` dealt with what it was for. */
  function finish(form: HTMLFormElement) {
    form.reset();
    setUpload(NO_UPLOAD);
    setUploadKey((k) => k + 1);
    router.refresh();
  }

  return { upload, setUpload, uploadKey, pending, problem, added, create, finish, uploading: upload.status === "uploading" };
}

/** The end of such a form: the server's problem, the submit button and what was added. */
export function CreateFormActions({
  state,
  label,
}: {
  state: Pick<ReturnType<typeof useCreateWithPhoto>, "pending" | "problem" | "added" | "uploading">;
  label: string;
}) {
  const t = useTranslations("photos");
  return (
    <>
      <ProblemMessage problem={state.problem} />
      <div className="form-actions">
        <button type="submit" disabled={state.pending || state.uploading}>
          <Plus aria-hidden="true" focusable="false" />
          {state.pending ? t("adding") : label}
        </button>
        {state.uploading && <span className="small muted">{t("waiting")}</span>}
        <span role="status" className="status-ok small">
          {state.added ? t("added", { name: state.added }) : ""}
        </span>
      </div>
    </>
  );
}
