import { englishOf, sentence, type Sentence } from "./sentences";

/**
 * What can go wrong in the application, said without HTTP: data and server functions
 * throw these, and the route wrapper (`src/server/http/routes.ts`) turns each into its answer
 * in one table. A message is shown to the client, so it names no internals. Each carries its
 * message as a sentence (sentences.ts), so a page hears it in its language; `message` is the
 * English the API answers with and the logs show.
 */

/** What an error says: a sentence, or (for text no key covers) English as it is. */
export type Said = Sentence | string;

/** The sentence an error carries, and its English as the message. */
function said(message: Said): { text: string; sentence?: Sentence } {
  return typeof message === "string" ? { text: message } : { text: englishOf(message), sentence: message };
}

/** An error that says a sentence. */
export class SayingError extends Error {
  readonly sentence?: Sentence;
  constructor(message: Said, options?: { cause?: unknown }) {
    const { text, sentence } = said(message);
    super(text, options);
    if (sentence) this.sentence = sentence;
  }
}

/** One problem with one field, in zod's shape, so schema and hand-made issues read alike. */
export interface ValidationIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  /** the message as a sentence, for wording it in a page's language; never part of the answer as such */
  sentence?: Sentence;
}

/** A hand-made issue about the field at `path`: its message is the sentence's English. */
export function issueOf(path: PropertyKey[], said: Sentence, code = "custom"): ValidationIssue {
  return { code, path, message: englishOf(said), sentence: said };
}

/** A record the caller asked for is missing or is someone else's: the two are never told apart. */
export class NotFoundError extends SayingError {
  constructor(message: Said = sentence("errors.notFound")) {
    super(message);
    this.name = "NotFoundError";
  }
}

/** The caller may see the record but not do this to it (a member asking for an owner's action). */
export class ForbiddenError extends SayingError {
  constructor(message: Said = sentence("errors.forbidden")) {
    super(message);
    this.name = "ForbiddenError";
  }
}

/**
 * What a validation failure answers as its `error`: the API's word for "see the issues", which
 * pages never show (they show the issues), so it stays English in every language.
 */
export const VALIDATION_FAILED = "Validation failed";

/** The input breaks a rule; `issues` say which fields and why. */
export class ValidationError extends SayingError {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[], message: Said = VALIDATION_FAILED) {
    super(message);
    this.name = "ValidationError";
    this.issues = issues;
  }
}

/** The request is well formed but clashes with what is stored (a duplicate, a stale state). */
export class ConflictError extends SayingError {
  /** fields the answer carries beside the message, such as the record a duplicate repeats */
  readonly details: Readonly<Record<string, unknown>>;
  constructor(message: Said, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "ConflictError";
    this.details = details;
  }
}

/** The input is larger than the service accepts (a body, a file, an image's pixel count). */
export class TooLargeError extends SayingError {
  constructor(message: Said = sentence("errors.tooLarge")) {
    super(message);
    this.name = "TooLargeError";
  }
}

/** The input is well formed, but reading it took longer than the service allows (an import file). */
export class TookTooLongError extends SayingError {
  constructor(message: Said = sentence("errors.tookTooLong")) {
    super(message);
    this.name = "TookTooLongError";
  }
}

/** The upload would take the user's photos past their storage quota; the answer gives the figures. */
export class QuotaExceededError extends TooLargeError {
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    super(sentence("errors.quotaExceeded"));
    this.name = "QuotaExceededError";
  }
}

/** The input is of a kind the service does not handle (not an image, an undecodable photo). */
export class UnsupportedTypeError extends SayingError {
  constructor(message: Said = sentence("errors.unsupportedType")) {
    super(message);
    this.name = "UnsupportedTypeError";
  }
}

/** Too many requests of one kind in a short time; the client may try again after `retryAfterSeconds`. */
export class RateLimitedError extends SayingError {
  constructor(
    readonly retryAfterSeconds: number,
    message: Said = sentence("errors.tooManyRequests"),
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** The store has no room left (a full disk, a quota of the storage service): 507, and nothing is kept. */
export class StorageFullError extends SayingError {
  constructor(options?: { cause?: unknown }) {
    super(sentence("errors.storageFull"), options);
    this.name = "StorageFullError";
  }
  // The one store object is made by the front server's bundle and used by Next's too: two copies
  // of this class, so a store's error is recognised by its name.
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === "StorageFullError";
  }
}

/** The store cannot be written or reached now (a read-only folder, S3 down): 503, the client may retry. */
export class StorageUnavailableError extends SayingError {
  constructor(options?: { cause?: unknown }) {
    super(sentence("errors.storageUnavailable"), options);
    this.name = "StorageUnavailableError";
  }
  // Recognised by name, as StorageFullError is (two bundles, one store).
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === "StorageUnavailableError";
  }
}

/** The value, or a NotFoundError when there is none (null, undefined, or a `false` "nothing deleted"). */
export function requireFound<T>(value: T | null | undefined | false, message?: Said): T {
  if (value === null || value === undefined || value === false) throw new NotFoundError(message);
  return value;
}
