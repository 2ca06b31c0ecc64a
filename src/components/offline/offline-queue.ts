"use client";

import {
  sendOutcome,
  type QueuedChange,
  type QueuedChangeBody,
  type QueuedProblem,
  type SendOutcome,
} from "@/domain/offline-queue";
import { problemFrom, type ApiProblem } from "../ui/api";

/**
 * The offline queue's store (IndexedDB, which outlives a reload and a closed tab) and its
 * sender. Pages add a change when the server could not be reached; the banner
 * (offline-banner.tsx) sends what waits when the network is back and on every page load.
 */
const DB_NAME = "barshelf-offline";
const STORE = "changes";
const CHANNEL = "barshelf-offline-queue";
/** Which signed-in user's changes this page may add and send (set by OfflineSupport). */
let currentUserKey: string | null = null;

export function setQueueUser(key: string | null): void {
  currentUserKey = key;
}

export function queueUser(): string | null {
  return currentUserKey;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** Runs `work` in one transaction and resolves once it has committed. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

async function allChanges(): Promise<QueuedChange[]> {
  return ((await inStore("readonly", (s) => s.getAll() as IDBRequest<QueuedChange[]>)) ?? []).sort((a, b) => a.seq - b.seq);
}

/** The signed-in user's changes, oldest first. */
export async function queuedChanges(): Promise<QueuedChange[]> {
  if (currentUserKey === null || typeof indexedDB === "undefined") return [];
  return (await allChanges()).filter((c) => c.userKey === currentUserKey);
}

/** Tells this page's banner and the other tabs' that the queue changed. */
function announce(): void {
  queueEvents.dispatchEvent(new Event("change"));
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage("change");
    channel.close();
  }
}

export const queueEvents = new EventTarget();

/** Calls `listener` when the queue changes, in this tab or another. */
export function onQueueChange(listener: () => void): () => void {
  queueEvents.addEventListener("change", listener);
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener("message", listener);
  return () => {
    queueEvents.removeEventListener("change", listener);
    channel?.close();
  };
}

function keysOf(change: QueuedChangeBody): string[] {
  return change.kind === "made" ? [change.importKey, change.madeKey] : [change.key];
}

/**
 * Keeps a change to send later. One already kept with the same key (the second tap of a
 * double tap) is not kept twice. False when there is no signed-in user to keep it for.
 */
export async function queueChange(change: QueuedChangeBody): Promise<boolean> {
  const userKey = currentUserKey;
  if (userKey === null || typeof indexedDB === "undefined") return false;
  const keys = new Set(keysOf(change));
  const known = (await allChanges()).some((c) => keysOf(c).some((k) => keys.has(k)));
  if (!known) {
    const record: Omit<QueuedChange, "seq"> = { ...change, userKey, queuedAt: Date.now(), state: "waiting" };
    await inStore("readwrite", (s) => s.add(record));
  }
  announce();
  return true;
}

export async function dismissChange(seq: number): Promise<void> {
  await inStore("readwrite", (s) => s.delete(seq));
  announce();
}

/** Deletes every change kept on the device (sign-out), or those of users other than `keep`. */
export async function dropChanges(keep: string | null = null): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const others = (await allChanges()).filter((c) => keep === null || c.userKey !== keep);
  if (others.length === 0) return;
  await inStore("readwrite", (s) => {
    for (const c of others) s.delete(c.seq);
  });
  announce();
}

async function update(change: QueuedChange): Promise<void> {
  await inStore("readwrite", (s) => s.put(change));
}

interface Answer {
  outcome: SendOutcome;
  status: number | null;
  body: unknown;
}

async function post(method: "POST" | "PATCH", url: string, key: string, body: unknown): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { outcome: "retry", status: null, body: null };
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { outcome: sendOutcome(res.status, res.headers.get("Retry-After")), status: res.status, body: parsed };
}

function problemOf(answer: Answer): QueuedProblem {
  const { message, details, status }: ApiProblem = problemFrom(answer.status ?? 0, answer.body);
  return { message, details, status };
}

/** Sends one change: a catalogue cocktail is copied into the recipes first, and the copy's id kept. */
async function sendOne(change: QueuedChange): Promise<Answer> {
  if (change.kind === "level") {
    return post("PATCH", `/api/bar-items/${encodeURIComponent(change.barItemId)}`, change.key, { quantity: change.quantity });
  }
  if (change.recipeId === null) {
    const copied = await post("POST", "/api/recipes/import", change.importKey, { catalogueId: change.catalogueId });
    if (copied.outcome !== "sent") return copied;
    const body = copied.body as { recipes: { id: string }[]; existing: { recipe: { id: string } }[] };
    const copy = body.recipes[0];
    change.recipeId = copy ? copy.id : body.existing[0]!.recipe.id;
    // A recipe the user already had may order its lines otherwise: it pours as decided.
    if (!copy) change.body = { ...change.body, pours: [] };
    await update(change);
  }
  return post("POST", `/api/recipes/${encodeURIComponent(change.recipeId)}/made`, change.madeKey, change.body);
}

export interface SendReport {
  sent: number;
  refused: number;
  /** false when something is still waiting (no answer, or the server could not take it yet) */
  done: boolean;
}

/**
 * Sends the signed-in user's waiting changes in the order they were made, stopping at the
 * first that gets no answer. Across tabs one sends at a time (a Web Lock), and the keys make
 * a change sent twice (a reload mid-send) count once.
 */
export async function sendWaiting(): Promise<SendReport> {
  const run = async (): Promise<SendReport> => {
    const report: SendReport = { sent: 0, refused: 0, done: true };
    for (const change of await queuedChanges()) {
      if (change.state !== "waiting") continue;
      const answer = await sendOne(change);
      if (answer.outcome === "retry") {
        report.done = false;
        break;
      }
      if (answer.outcome === "sent") {
        await inStore("readwrite", (s) => s.delete(change.seq));
        report.sent += 1;
      } else {
        await update({ ...change, state: "refused", problem: problemOf(answer) });
        report.refused += 1;
      }
      announce();
    }
    return report;
  };
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request("barshelf-offline-send", run);
  }
  return run();
}
