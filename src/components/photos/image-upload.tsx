"use client";

import { Camera, X } from "lucide-react";
import { useId } from "react";
import { MAX_UPLOAD_LABEL, type UploadKind } from "@/domain/constants";
import { FilePicker } from "./file-picker";
import { usePhotoUpload, type UploadState } from "./use-photo-upload";

export { precheckImage } from "./send-photo";
export type { UploadState } from "./use-photo-upload";

/**
 * A photo picker that uploads as soon as a file is chosen or dropped, with a preview, a
 * progress bar, and a plain message for a file that is too large or not an image.
 */
export function ImageUpload({
  kind,
  label = "Photo",
  hint = `Optional. JPEG, PNG, WebP, AVIF, GIF or HEIC, up to ${MAX_UPLOAD_LABEL}.`,
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
  return (
    <div className="upload">
      <span className="field-title" id={titleId}>
        {label}
      </span>
      <span className="hint" id={hintId} style={{ marginTop: "-0.35rem" }}>
        {hint}
      </span>
      <FilePicker
        id={inputId}
        inputRef={upload.inputRef}
        labelledBy={titleId}
        describedBy={`${hintId} ${statusId}`}
        accept="image/*"
        invalid={Boolean(error)}
        buttonLabel={preview ? "Choose another photo" : "Choose a photo"}
        dropHint="or drop one here"
        icon={Camera}
        onFile={upload.onFile}
      />
      <UploadStatus id={statusId} upload={upload} />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The preview, the progress bar, "uploaded" and the remove button, read aloud as they change. */
function UploadStatus({ id, upload }: { id: string; upload: ReturnType<typeof usePhotoUpload> }) {
  const { preview, previewFailed, setPreviewFailed, progress, error, done, clear } = upload;
  const uploading = progress !== null && !done;
  return (
    <div id={id} aria-live="polite" className="upload-preview">
      {preview && !previewFailed && (
        // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview of the chosen file
        <img src={preview} alt="Preview of the chosen photo" width={96} height={96} onError={() => setPreviewFailed(true)} />
      )}
      {uploading && (
        <div className="stack" style={{ gap: "0.25rem" }}>
          <progress max={100} value={progress ?? 0} aria-label="Upload progress">
            {progress}%
          </progress>
          <span className="small muted">Uploading… {progress}%</span>
        </div>
      )}
      {done && <span className="status-ok small">Photo uploaded.</span>}
      {(preview || error) && (
        <button type="button" className="ghost small" onClick={clear}>
          <X aria-hidden="true" focusable="false" />
          Remove photo
        </button>
      )}
    </div>
  );
}
