import type { Said } from "@/domain/errors";
import { SayingError } from "@/domain/errors";
import type { ErrorBody } from "./domain-error-answer";

export type { ErrorBody };

/** An answer only the HTTP layer gives (no session, a cross-origin write, a body that is not JSON): `{error}` with its sentence. */
export class HttpError extends SayingError {
  constructor(
    readonly status: number,
    said: Said,
  ) {
    super(said);
  }
}
