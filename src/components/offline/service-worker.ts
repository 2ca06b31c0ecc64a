"use client";

import { dropChanges } from "./offline-queue";

/**
 * The page's side of the offline worker (public/sw.js): registering it, telling it whose
 * pages it may keep and which, and deleting what it kept at sign-out.
 */
const USER_CACHE_PREFIX = "barshelf-user-";
const META_CACHE = "barshelf-meta";
/** The station's ticked steps, kept per drink in local storage (use-stored-value.ts). */
const TICKS_PREFIX = "barshelf:bartender:ticks:";

export type WorkerMessage =
  | { type: "user"; key: string }
  | { type: "keep"; pages: string[]; assets: string[] }
  | { type: "signed-out" };

function supported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext;
}

export async function registerWorker(): Promise<void> {
  if (!supported()) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
}

/** Sends a message to the active worker, once there is one (registered, or none at all). */
export async function tellWorker(message: WorkerMessage, { waitForIt = true } = {}): Promise<void> {
  if (!supported()) return;
  const registration = waitForIt ? await navigator.serviceWorker.ready : await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage(message);
}

let userAnnounced!: () => void;
const announced = new Promise<void>((resolve) => (userAnnounced = resolve));

/** Registers the worker and tells it whose pages these are; other users' copies go. */
export async function announceUser(key: string): Promise<void> {
  await registerWorker();
  await tellWorker({ type: "user", key });
  userAnnounced();
}

/** The pages to keep are fetched this long after a page loads, so they do not slow its own loading. */
const KEEP_AFTER_MS = 2_000;

/** Asks the worker to keep these pages (and this page's static files) for use offline, once it knows the user. */
export async function keepForOffline(pages: string[]): Promise<void> {
  if (!supported()) return;
  await announced;
  await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS));
  await tellWorker({ type: "keep", pages, assets: loadedAssets() });
}

/** The static files this page loaded (scripts, styles, fonts), for the worker to keep. */
export function loadedAssets(): string[] {
  const names = performance.getEntriesByType("resource").map((e) => e.name);
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")) {
    names.push(el instanceof HTMLScriptElement ? el.src : el.href);
  }
  return [...new Set(names.map((n) => new URL(n, location.href)).filter((u) => u.origin === location.origin && u.pathname.startsWith("/_next/static/")).map((u) => u.pathname + u.search))];
}

/**
 * Deletes what this device kept for the signed-in user: the worker's per-user caches, the
 * station's ticks, and with `queue` the changes still waiting to be sent.
 */
export async function forgetOfflineData({ queue }: { queue: boolean }): Promise<void> {
  await tellWorker({ type: "signed-out" }, { waitForIt: false }).catch(() => undefined);
  if (typeof caches !== "undefined") {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX) || n === META_CACHE).map((n) => caches.delete(n)));
  }
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(TICKS_PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept there
  }
  if (queue) await dropChanges().catch(() => undefined);
}
