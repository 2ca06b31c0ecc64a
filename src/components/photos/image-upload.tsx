"use client";

import { Camera, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { MAX_UPLOAD_BYTES, type UploadKind } from "@/domain/constants";
import { problemText } from "../ui/problem-message";
import { FilePicker } from "./file-picker";
import type { PhotoProblem } from "./send-photo";
import { usePhotoUpload, type UploadState } from "./use-photo-upload";

export { precheckImage } from "./send-photo";
export type { UploadState } from "./use-photo-upload";

const MEGABYTE = 1024 * 1024;

/** A photo problem as a sentence in the page's language, sizes in its number format. */
function usePhotoProblemText(): (problem: PhotoProblem) => string {
  const t = useTranslations("photos.problems");
  const problems = useTranslations("problems");
  const format = useFormatter();
  const limit = format.number(MAX_UPLOAD_BYTES / MEGABYTE);
  return (problem) => {
    if (problem.reason === "api") return problemText(problem.problem, problems);
    if (problem.reason === "tooLarge") {
      const size = format.number(problem.bytes / MEGABYTE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return t("tooLarge", { size, limit });
    }
    return t(problem.reason, { limit });
  };
}

/**
 * A photo picker that uploads as soon as a file is chosen or dropped, with a preview, a
 * progress bar, and a plain message for a file that is too large or not an image.
 */
export function ImageUpload({
  kind,
  label,
  hint,
  onChange,
}: {
  kind: UploadKind;
  label?: string;
  hint?: string;
  onChange: (state: UploadState) => void;
}) {
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const statusId = useId();
  const upload = usePhotoUpload(kind, onChange);
  const { preview, error } = upload;
  const t = useTranslations("photos");
  const format = useFormatter();
  const sayProblem = usePhotoProblemText();
  return (
    <div className="upload">
      <span className="field-title" id={titleId}>
        {label ?? t("photo")}
      </span>
      <span className="hint" id={hintId} style={{ marginTop: "-0.35rem" }}>
        {hint ?? t("hint", { limit: format.number(MAX_UPLOAD_BYTES / MEGABYTE) })}
      </span>
      <FilePicker
        id={inputId}
        inputRef={upload.inputRef}
        labelledBy={titleId}
        describedBy={`${hintId} ${statusId}`}
        accept="image/*"
        invalid={Boolean(error)}
        buttonLabel={preview ? t("chooseAnother") : t("choose")}
        dropHint={t("drop")}
        icon={Camera}
        onFile={upload.onFile}
      />
      <UploadStatus id={statusId} upload={upload} />
      {error && (
        <p role="alert" className="alert">
          {sayProblem(error)}
        </p>
      )}
    </div>
  );
}

/** The preview, the progress bar, "uploaded" and the remove button, read aloud as they change. */
function UploadStatus({ id, upload }: { id: string; upload: ReturnType<typeof usePhotoUpload> }) {
  const { preview, previewFailed, setPreviewFailed, progress, error, done, clear } = upload;
  const uploading = progress !== null && !done;
  const t = useTranslations("photos");
  return (
    <div id={id} aria-live="polite" className="upload-preview">
      {preview && !previewFailed && (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview of the chosen file
        <img src={preview} alt={t("preview")} width={96} height={96} onError={() => setPreviewFailed(true)} />
      )}
      {uploading && (
        <div className="stack" style={{ gap: "0.25rem" }}>
          <progress max={100} value={progress ?? 0} aria-label={t("progress")}>
            {progress}%
          </progress>
          <span className="small muted">{t("uploading", { share: (progress ?? 0) / 100 })}</span>
        </div>
      )}
      {done && <span className="status-ok small">{t("uploaded")}</span>}
      {(preview || error) && (
        <button type="button" className="ghost small" onClick={clear}>
          <X aria-hidden="true" focusable="false" />
          {t("remove")}
        </button>
      )}
    </div>
  );
}
