import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { useSyncExternalStore } from "react";
import { problemFrom } from "../ui/api";

/** Why a passkey ceremony failed, as the key of its sentence (messages: passkeyProblems). */
export type PasskeyProblem =
  | "tooMany"
  | "notFresh"
  | "alreadyHere"
  | "wrongSite"
  | "deviceRefused"
  | "sessionEnded"
  | "notSaved"
  | "network"
  | "notKnown"
  | "signInCancelled"
  | "signInFailed";

/** How a passkey ceremony ended: done, or what went wrong (`said`: the server's own sentence, when it gave one). */
export type CeremonyResult = { ok: true } | { ok: false; problem: PasskeyProblem; said?: string };

/** What better-auth's client hands back on a failure: a code (the device's or the server's), the HTTP status, and the answer's body. */
interface ClientError {
  code?: string;
  status?: number;
  error?: unknown;
  issues?: unknown;
}

function makeClient() {
  // The page's own origin: the configured public URL is the server's business, not the bundle's.
  return createAuthClient({ baseURL: window.location.origin, plugins: [passkeyClient()] });
}
let client: ReturnType<typeof makeClient> | undefined;

/** The better-auth client, made on first use in the browser (never while rendering on the server). */
function authClient() {
  client ??= makeClient();
  return client;
}

/** Whether this browser can make and use passkeys at all (WebAuthn needs https, or localhost). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

const neverChanges = () => () => {};

/** A fact about the browser for rendering: `onServer` while rendering on the server and hydrating, then the browser's answer (the same value each read). */
export function useBrowserFact<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}

function addingProblem(error: ClientError): CeremonyResult {
  if (error.status === 429) return { ok: false, problem: "tooMany" };
  if (error.code === "SESSION_NOT_FRESH") return { ok: false, problem: "notFresh" };
  if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return { ok: false, problem: "alreadyHere" };
  if (error.code === "ERROR_INVALID_DOMAIN" || error.code === "ERROR_INVALID_RP_ID") return { ok: false, problem: "wrongSite" };
  // Our own rules on the name answer {error, issues}, without a code.
  if (error.status === 400 && error.code === undefined) return { ok: false, problem: "notSaved", said: problemFrom(400, error).message };
  if (error.code?.startsWith("ERROR_") || error.code === "UNKNOWN_ERROR") return { ok: false, problem: "deviceRefused" };
  if (error.status === 401) return { ok: false, problem: "sessionEnded" };
  return { ok: false, problem: "notSaved" };
}

function signInProblem(error: ClientError): CeremonyResult {
  if (error.status === 429) return { ok: false, problem: "tooMany" };
  if (error.code === "PASSKEY_NOT_FOUND") return { ok: false, problem: "notKnown" };
  if (error.code === "ERROR_INVALID_DOMAIN" || error.code === "ERROR_INVALID_RP_ID") return { ok: false, problem: "wrongSite" };
  if (error.code === "AUTH_CANCELLED" || error.code?.startsWith("ERROR_")) return { ok: false, problem: "signInCancelled" };
  return { ok: false, problem: "signInFailed" };
}

/** Asks the device for a new passkey for the signed-in user, and stores it under `name`. */
export async function addPasskey(name: string): Promise<CeremonyResult> {
  try {
    const result = await authClient().passkey.addPasskey({ name: name.trim() || undefined });
    return result?.error ? addingProblem(result.error as ClientError) : { ok: true };
  } catch {
    return { ok: false, problem: "network" };
  }
}

/**
 * Signs in with a passkey the device holds for this site. With `autoFill`, the browser offers
 * them in the e-mail field's suggestions and the promise waits until one is chosen.
 */
export async function signInWithPasskey({ autoFill = false } = {}): Promise<CeremonyResult> {
  try {
    const result = await authClient().signIn.passkey({ autoFill });
    return result?.error ? signInProblem(result.error as ClientError) : { ok: true };
  } catch {
    return { ok: false, problem: "network" };
  }
}
