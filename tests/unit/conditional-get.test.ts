import { describe, expect, it } from "vitest";
import { answerConditionalGet, matchesEtag, parseRange, type ConditionalRequest } from "@/server/platform/conditional-get";

const ETAG = '"abc123"';

describe("matchesEtag", () => {
  const cases: [header: string | null, matches: boolean][] = [
    [null, false],
    ["", false],
    [ETAG, true],
    [`W/${ETAG}`, true],
    [`"other", ${ETAG}`, true],
    [`"other" ,  W/${ETAG} `, true],
    ["*", true],
    ['"other"', false],
    ["abc123", false],
    ['"abc1234"', false],
  ];
  it.each(cases)("If-None-Match %j -> %s", (header, matches) => {
    expect(matchesEtag(header, ETAG)).toBe(matches);
  });
});

describe("parseRange on a 1000-byte object", () => {
  const cases: [header: string | null, answer: ReturnType<typeof parseRange>][] = [
    [null, null],
    ["bytes=0-99", { start: 0, end: 99 }],
    [" bytes=0-99 ", { start: 0, end: 99 }],
    ["bytes=500-", { start: 500, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=999-999", { start: 999, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=1000-1200", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    // Ignored: the whole object is sent instead.
    ["bytes=-", null],
    ["bytes=100-50", null],
    ["bytes=0-9,20-29", null],
    ["items=0-9", null],
    ["bytes=a-b", null],
    ["bytes 0-9", null],
  ];
  it.each(cases)("Range %j -> %j", (header, answer) => {
    expect(parseRange(header, 1000)).toEqual(answer);
  });

  it("finds nothing to send of an empty object", () => {
    expect(parseRange("bytes=-10", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});

describe("answerConditionalGet on a 1000-byte object", () => {
  const get = (headers: Partial<ConditionalRequest>): ConditionalRequest => ({
    method: "GET",
    ifNoneMatch: null,
    ifRange: null,
    range: null,
    ...headers,
  });
  const cases: [what: string, request: ConditionalRequest, answer: ReturnType<typeof answerConditionalGet>][] = [
    ["a plain GET", get({}), { status: 200 }],
    ["a GET with the current ETag", get({ ifNoneMatch: ETAG }), { status: 304 }],
    ["a GET with another ETag", get({ ifNoneMatch: '"old"' }), { status: 200 }],
    ["a range", get({ range: "bytes=10-19" }), { status: 206, range: { start: 10, end: 19 } }],
    ["a range past the end", get({ range: "bytes=2000-" }), { status: 416 }],
    ["a range with a matching If-Range", get({ range: "bytes=10-19", ifRange: ETAG }), { status: 206, range: { start: 10, end: 19 } }],
    ["a range with a stale If-Range", get({ range: "bytes=10-19", ifRange: '"old"' }), { status: 200 }],
    ["an unsatisfiable range with a stale If-Range", get({ range: "bytes=2000-", ifRange: '"old"' }), { status: 200 }],
    ["a range and the current ETag", get({ range: "bytes=10-19", ifNoneMatch: ETAG }), { status: 304 }],
    ["a HEAD", get({ method: "HEAD" }), { status: 200 }],
    ["a HEAD with a range", get({ method: "HEAD", range: "bytes=10-19" }), { status: 200 }],
    ["a HEAD with the current ETag", get({ method: "HEAD", ifNoneMatch: ETAG }), { status: 304 }],
  ];
  it.each(cases)("%s", (_what, request, answer) => {
    expect(answerConditionalGet(request, ETAG, 1000)).toEqual(answer);
  });
});
