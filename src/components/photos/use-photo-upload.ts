"use client";

import { useEffect, useRef, useState } from "react";
import type { UploadKind } from "@/domain/constants";
import { precheckImage, sendPhoto, type PhotoProblem } from "./send-photo";

/** What the page's form needs from the picker. */
export interface UploadState {
  status: "idle" | "uploading" | "done" | "error";
  imageUrl: string | null;
}

/** A blob: URL showing the chosen file, freed when it changes or the picker goes away. */
function useFilePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  function show(file: File | null) {
    setPreview(file ? URL.createObjectURL(file) : null);
    setPreviewFailed(false);
  }
  return { preview, previewFailed, setPreviewFailed, show };
}

/**
 * The picker's state: the chosen file's preview, the upload's progress, its outcome, and
 * the request in flight (a newer choice or "remove" aborts it and ignores its answer).
 */
export function usePhotoUpload(kind: UploadKind, onChange: (state: UploadState) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const { preview, previewFailed, setPreviewFailed, show } = useFilePreview();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<PhotoProblem | null>(null);
  const [done, setDone] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => () => xhrRef.current?.abort(), []);

  const report = (state: UploadState) => onChangeRef.current(state);

  /** Forgets the request in flight and the last outcome. */
  function reset() {
    xhrRef.current?.abort();
    xhrRef.current = null;
    setError(null);
    setDone(false);
    setProgress(null);
  }

  function clear() {
    reset();
    show(null);
    if (inputRef.current) inputRef.current.value = "";
    report({ status: "idle", imageUrl: null });
  }

  function upload(file: File) {
    // Only the latest request's answer counts; an aborted or replaced one is ignored.
    const isLatest = () => {
      if (xhrRef.current !== xhr) return false;
      xhrRef.current = null;
      return true;
    };
    const xhr = sendPhoto(kind, file, {
      onProgress: setProgress,
      onStored: (imageUrl) => {
        if (!isLatest()) return;
        setProgress(100);
        setDone(true);
        report({ status: "done", imageUrl });
      },
      onFailed: (problem) => {
        if (!isLatest()) return;
        setProgress(null);
        setError(problem);
        report({ status: "error", imageUrl: null });
      },
    });
    xhrRef.current = xhr;
    setProgress(0);
    report({ status: "uploading", imageUrl: null });
  }

  function onFile(file: File | undefined, input: HTMLInputElement | null) {
    reset();
    if (!file) {
      show(null);
      report({ status: "idle", imageUrl: null });
      return;
    }
    const problem = precheckImage(file);
    if (problem) {
      show(null);
      setError(problem);
      if (input) input.value = "";
      report({ status: "error", imageUrl: null });
      return;
    }
    show(file);
    upload(file);
  }

  return { inputRef, preview, previewFailed, setPreviewFailed, progress, error, done, clear, onFile };
}
