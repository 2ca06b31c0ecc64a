import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  QuotaExceededError,
  RateLimitedError,
  StorageFullError,
  StorageUnavailableError,
  TookTooLongError,
  TooLargeError,
  UnsupportedTypeError,
  ValidationError,
  type ValidationIssue,
} from "@/domain/errors";
import type { Locale } from "@/domain/locales";
import type { Sentence } from "@/domain/sentences";
import { wordIn } from "../i18n/sentences";
import { describeError, log, type Fields } from "../platform/log";

/**
 * The one table from domain errors to answers, shared by the API's route wrapper
 * (src/server/http/routes.ts) and the front server's own routes (src/server/http/front/server.ts),
 * which runs outside Next and so cannot import the wrapper.
 */
export interface ErrorBody {
  error: string;
  issues?: unknown;
  usedBytes?: number;
  quotaBytes?: number;
  [detail: string]: unknown;
}

export interface DomainErrorAnswer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Each domain error's status; the body is its message (and the issues of a validation failure). 503 and 507 are the store's. */
const STATUS_OF_DOMAIN_ERROR = [
  [ValidationError, 400],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedTypeError, 415],
  [TookTooLongError, 422],
  [RateLimitedError, 429],
  [StorageUnavailableError, 503],
  [StorageFullError, 507],
] as const;

/** What an error says, in `locale` when it says a sentence, else its message as it is. */
export function errorText(err: Error & { sentence?: Sentence }, locale: Locale): string {
  return err.sentence ? wordIn(err.sentence, locale) : err.message;
}

/** An issue as the answer shows it: its message in `locale`, and without the sentence it was worded from. */
function issueIn({ sentence, ...issue }: ValidationIssue, locale: Locale): Omit<ValidationIssue, "sentence"> {
  return sentence && locale !== "en" ? { ...issue, message: wordIn(sentence, locale) } : issue;
}

/**
 * A domain error as status and body, or null for anything else (a bug, a broken database);
 * its sentences in `locale` (the API's English unless the asker's page is in another language).
 */
export function domainErrorAnswer(err: unknown, locale: Locale = "en"): DomainErrorAnswer | null {
  const entry = STATUS_OF_DOMAIN_ERROR.find(([type]) => err instanceof type);
  if (!entry || !(err instanceof Error)) return null;
  const error = errorText(err, locale);
  const body: ErrorBody = { error };
  if (err instanceof ConflictError) Object.assign(body, err.details, { error });
  if (err instanceof ValidationError) body.issues = err.issues.map((issue) => issueIn(issue, locale));
  if (err instanceof QuotaExceededError) Object.assign(body, { usedBytes: err.usedBytes, quotaBytes: err.quotaBytes });
  const headers = err instanceof RateLimitedError ? { "Retry-After": String(err.retryAfterSeconds) } : undefined;
  return { status: entry[1], body, headers };
}

/**
 * A store that is full or down (503, 507) is the operator's to fix, not the client's: logged
 * at warn with the request's fields and the store's own reason (the error's cause).
 */
export function logStoreFailure(answer: DomainErrorAnswer, err: unknown, request: Fields): void {
  if (answer.status < 500) return;
  const cause = err instanceof Error && err.cause !== undefined ? err.cause : err;
  log.warn(err instanceof Error ? err.message : answer.body.error, { ...request, ...describeError(cause) });
}
