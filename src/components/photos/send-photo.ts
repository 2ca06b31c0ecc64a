import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, type UploadKind } from "@/domain/constants";
import type { UploadAnswer } from "@/domain/types";
import { bodyIdentity, idempotencyKeyFor, NETWORK_PROBLEM, problemFrom, settleIdempotencyKey } from "../ui/api";

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

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What a sent photo reports back. */
export interface PhotoSendEvents {
  onProgress: (percent: number) => void;
  onStored: (imageUrl: string) => void;
  onFailed: (message: string) => void;
}

/**
 * Posts a photo to /api/uploads with progress (hence XMLHttpRequest, not fetch). The
 * request is returned so the caller can abort it, or ignore the answer of one it replaced.
 */
export function sendPhoto(kind: UploadKind, file: File, events: PhotoSendEvents): XMLHttpRequest {
  // The same file sent again after a lost connection carries the same key: stored once.
  const intent = `POST /api/uploads ${kind} ${bodyIdentity(file)}`;
  const key = idempotencyKeyFor(intent);
  const xhr = new XMLHttpRequest();
  const body = new FormData();
  body.append("kind", kind);
  body.append("file", file);
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable) events.onProgress(Math.round((e.loaded / e.total) * 100));
  };
  xhr.onload = () => {
    settleIdempotencyKey(intent, key, xhr.status, xhr.getResponseHeader("Retry-After"));
    const parsed = parsedOrNull(xhr.responseText);
    const answer = parsed as UploadAnswer | null;
    if (xhr.status === 201 && answer && typeof answer.imageUrl === "string") events.onStored(answer.imageUrl);
    else events.onFailed(serverMessage(xhr.status, parsed));
  };
  xhr.onerror = () => {
    events.onFailed(NETWORK_PROBLEM.message);
  };
  xhr.open("POST", "/api/uploads");
  xhr.setRequestHeader("Idempotency-Key", key);
  xhr.send(body);
  return xhr;
}
