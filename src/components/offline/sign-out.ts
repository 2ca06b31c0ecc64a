"use client";

import { sendWaiting } from "./offline-queue";
import { forgetOfflineData } from "./service-worker";

/** How long signing out waits for the changes kept offline to be sent first. */
const SEND_FIRST_MS = 5_000;

/**
 * Signs out on this device: sends the changes still waiting first (signing out needs the
 * network, so it is back), then `signOut`, then deletes everything kept for use offline:
 * the user's cached pages, data and photos, and the queue.
 */
export async function signOutOfDevice(signOut: () => Promise<unknown>): Promise<void> {
  await Promise.race([sendWaiting().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SEND_FIRST_MS))]);
  await signOut();
  await forgetOfflineData({ queue: true });
}
