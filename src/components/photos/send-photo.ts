import { MAX_UPLOAD_BYTES, type UploadKind } from "@/domain/constants";
import type { UploadAnswer } from "@/domain/types";
import { bodyIdentity, idempotencyKeyFor, NETWORK_PROBLEM, problemFrom, settleIdempotencyKey, type ApiProblem } from "../ui/api";

/** Why a photo was not stored, for the picker to say in the page's language. */
export type PhotoProblem =
  | { reason: "tooLarge"; bytes: number }
  | { reason: "notImage" | "empty" | "tooLargeForServer" | "unusable" }
  | { reason: "api"; problem: ApiProblem };

/** Says why a file cannot be sent, before sending it; null when it may be. */
export function precheckImage(file: { size: number; type: string }): PhotoProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return { reason: "tooLarge", bytes: file.size };
  // The server decides from the bytes; here only an obvious non-image is turned away.
  // Phones sometimes give HEIC photos no type at all, so an empty type is let through.
  if (file.type && (!file.type.startsWith("image/") || file.type === "image/svg+xml")) return { reason: "notImage" };
  if (file.size === 0) return { reason: "empty" };
  return null;
}

function serverProblem(status: number, body: unknown): PhotoProblem {
  if (status === 413) return { reason: "tooLargeForServer" };
  if (status === 415) return { reason: "unusable" };
  return { reason: "api", problem: problemFrom(status, body) };
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
  onFailed: (problem: PhotoProblem) => void;
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
    else events.onFailed(serverProblem(xhr.status, parsed));
  };
  xhr.onerror = () => {
    events.onFailed({ reason: "api", problem: NETWORK_PROBLEM });
  };
  xhr.open("POST", "/api/uploads");
  xhr.setRequestHeader("Idempotency-Key", key);
  xhr.send(body);
  return xhr;
}
