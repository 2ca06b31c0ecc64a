import type { ErrorBody } from "./domain-error-answer";

export type { ErrorBody };

/** An answer only the HTTP layer gives (no session, a cross-origin write, a body that is not JSON). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}
