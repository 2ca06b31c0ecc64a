/**
 * What can go wrong in the application, said without HTTP: data and server functions
 * throw these, and the route wrapper (`src/server/http/routes.ts`) turns each into its answer
 * in one table. A message is shown to the client, so it names no internals.
 */

/** One problem with one field, in zod's shape, so schema and hand-made issues read alike. */
export interface ValidationIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** A record the caller asked for is missing or is someone else's: the two are never told apart. */
export class NotFoundError extends Error {
  constructor(message = "Not found") {
    super(message);
    this.name = "NotFoundError";
  }
}

/** The caller may see the record but not do this to it (a member asking for an owner's action). */
export class ForbiddenError extends Error {
  constructor(message = "Forbidden") {
    super(message);
    this.name = "ForbiddenError";
  }
}

/** The input breaks a rule; `issues` say which fields and why. */
export class ValidationError extends Error {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[], message = "Validation failed") {
    super(message);
    this.name = "ValidationError";
    this.issues = issues;
  }
}

/** The request is well formed but clashes with what is stored (a duplicate, a stale state). */
export class ConflictError extends Error {
  /** fields the answer carries beside the message, such as the record a duplicate repeats */
  readonly details: Readonly<Record<string, unknown>>;
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = "ConflictError";
    this.details = details;
  }
}

/** The input is larger than the service accepts (a body, a file, an image's pixel count). */
export class TooLargeError extends Error {
  constructor(message = "Payload too large") {
    super(message);
    this.name = "TooLargeError";
  }
}

/** The input is well formed, but reading it took longer than the service allows (an import file). */
export class TookTooLongError extends Error {
  constructor(message = "This took too long") {
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
    super("Storage quota exceeded");
    this.name = "QuotaExceededError";
  }
}

/** The input is of a kind the service does not handle (not an image, an undecodable photo). */
export class UnsupportedTypeError extends Error {
  constructor(message = "Unsupported media type") {
    super(message);
    this.name = "UnsupportedTypeError";
  }
}

/** Too many requests of one kind in a short time; the client may try again after `retryAfterSeconds`. */
export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests: try again later",
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}

/** The store has no room left (a full disk, a quota of the storage service): 507, and nothing is kept. */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Storage full", options);
    this.name = "StorageFullError";
  }
  // The one store object is made by the front server's bundle and used by Next's too: two copies
  // of this class, so a store's error is recognised by its name.
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === "StorageFullError";
  }
}

/** The store cannot be written or reached now (a read-only folder, S3 down): 503, the client may retry. */
export class StorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Storage unavailable", options);
    this.name = "StorageUnavailableError";
  }
  // Recognised by name, as StorageFullError is (two bundles, one store).
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === "StorageUnavailableError";
  }
}

/** The value, or a NotFoundError when there is none (null, undefined, or a `false` "nothing deleted"). */
export function requireFound<T>(value: T | null | undefined | false, message?: string): T {
  if (value === null || value === undefined || value === false) throw new NotFoundError(message);
  return value;
}
