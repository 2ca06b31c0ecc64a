"use client";

import { Camera, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, type UploadKind } from "@/domain/constants";
import type { UploadAnswer } from "@/domain/types";
import { bodyIdentity, idempotencyKeyFor, NETWORK_PROBLEM, problemFrom, settleIdempotencyKey } from "../ui/api";
import { FilePicker } from "./file-picker";

/** What the page's form needs from the picker. */
export interface UploadState {
  status: "idle" | "uploading" | "done" | "error";
  imageUrl: string | null;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Says why a file cannot be sent, before sending it; null when it may be. */
export function precheckImage(file: { size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    return `That photo is ${megabytes(file.size)}. The limit is ${MAX_UPLOAD_LABEL}; choose a smaller photo.`;
  }
  // The server decides from the bytes; here only an obvious non-image is turned away.
  // Phones sometimes give HEIC photos no type at all, so an empty type is let through.
  if (file.type && (!file.type.startsWith("image/") || file.type === "image/svg+xml")) {
    return "That file is not an image. Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC photo.";
  }
  if (file.size === 0) return "That file is empty.";
  return null;
}

function serverMessage(status: number, body: unknown): string {
  if (status === 413) return `That photo is too large. The limit is ${MAX_UPLOAD_LABEL}; choose a smaller photo.`;
  if (status === 415) return "That file is not an image we can use. Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC photo.";
  return problemFrom(status, body).message;
}

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
  const inputRef = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Free the preview's memory when it changes or the picker goes away.
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  useEffect(() => () => xhrRef.current?.abort(), []);

  function report(state: UploadState) {
    onChangeRef.current(state);
  }

  function clear() {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setPreview(null);
    setPreviewFailed(false);
    setProgress(null);
    setError(null);
    setDone(false);
    if (inputRef.current) inputRef.current.value = "";
    report({ status: "idle", imageUrl: null });
  }

  function upload(file: File) {
    // The same file sent again after a lost connection carries the same key: stored once.
    const intent = `POST /api/uploads ${kind} ${bodyIdentity(file)}`;
    const key = idempotencyKeyFor(intent);
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    const body = new FormData();
    body.append("kind", kind);
    body.append("file", file);
    setProgress(0);
    report({ status: "uploading", imageUrl: null });
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      settleIdempotencyKey(intent, key, xhr.status, xhr.getResponseHeader("Retry-After"));
      if (xhrRef.current !== xhr) return;
      xhrRef.current = null;
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      const answer = parsed as UploadAnswer | null;
      if (xhr.status === 201 && answer && typeof answer.imageUrl === "string") {
        setProgress(100);
        setDone(true);
        report({ status: "done", imageUrl: answer.imageUrl });
      } else {
        setProgress(null);
        setError(serverMessage(xhr.status, parsed));
        report({ status: "error", imageUrl: null });
      }
    };
    xhr.onerror = () => {
      if (xhrRef.current !== xhr) return;
      xhrRef.current = null;
      setProgress(null);
      setError(NETWORK_PROBLEM.message);
      report({ status: "error", imageUrl: null });
    };
    xhr.open("POST", "/api/uploads");
    xhr.setRequestHeader("Idempotency-Key", key);
    xhr.send(body);
  }

  function onFile(file: File | undefined, input: HTMLInputElement | null) {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setError(null);
    setDone(false);
    setProgress(null);
    setPreviewFailed(false);
    if (!file) {
      setPreview(null);
      report({ status: "idle", imageUrl: null });
      return;
    }
    const problem = precheckImage(file);
    if (problem) {
      setPreview(null);
      setError(problem);
      if (input) input.value = "";
      report({ status: "error", imageUrl: null });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload(file);
  }

  const uploading = progress !== null && !done;
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
        inputRef={inputRef}
        labelledBy={titleId}
        describedBy={`${hintId} ${statusId}`}
        accept="image/*"
        invalid={Boolean(error)}
        buttonLabel={preview ? "Choose another photo" : "Choose a photo"}
        dropHint="or drop one here"
        icon={Camera}
        onFile={onFile}
      />
      <div id={statusId} aria-live="polite" className="upload-preview">
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
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </div>
  );
}
