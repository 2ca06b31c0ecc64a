import { expect } from "vitest";
import type { ApiResult } from "./client";

/** One validation issue as the API reports it: where in the body, and the sentence the client is told. */
export type ExpectedIssue = [path: (string | number)[], message: string];

/** The answer is 400 "Validation failed" with exactly these issues, in order. */
export function expectIssues(res: ApiResult, expected: ExpectedIssue[]): void {
  expect(res.status).toBe(400);
  const body = res.body as { error: string; issues: { path: (string | number)[]; message: string }[] };
  expect(body.error).toBe("Validation failed");
  expect(body.issues.map((issue): ExpectedIssue => [issue.path, issue.message])).toEqual(expected);
}
