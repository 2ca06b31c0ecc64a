import { expect } from "vitest";
import type { ApiResult } from "./client";

/** One validation issue as the API reports it: where in the body, and what the client is told. */
export type ExpectedIssue = [path: (string | number)[], message: string];

/** The messages a client reads for each kind of bound (zod's wording, passed through unchanged). */
export const says = {
  blank: "Too small: expected string to have >=1 characters",
  longerThan: (max: number) => `Too big: expected string to have <=${max} characters`,
  fewerItemsThan: (min: number) => `Too small: expected array to have >=${min} items`,
  moreItemsThan: (max: number) => `Too big: expected array to have <=${max} items`,
  below: (min: number) => `Too small: expected number to be >=${min}`,
  above: (max: number) => `Too big: expected number to be <=${max}`,
  wrongType: (expected: string, received: string) => `Invalid input: expected ${expected}, received ${received}`,
  missing: (expected: string) => `Invalid input: expected ${expected}, received undefined`,
  notAnUpload: "Must be the /object-images/ URL of one of your uploads",
  notOneOf: (options: readonly string[]) => `Invalid option: expected one of ${options.map((o) => JSON.stringify(o)).join("|")}`,
};

/** The answer is 400 "Validation failed" with exactly these issues, in order. */
export function expectIssues(res: ApiResult, expected: ExpectedIssue[]): void {
  expect(res.status).toBe(400);
  const body = res.body as { error: string; issues: { path: (string | number)[]; message: string }[] };
  expect(body.error).toBe("Validation failed");
  expect(body.issues.map((issue): ExpectedIssue => [issue.path, issue.message])).toEqual(expected);
}
