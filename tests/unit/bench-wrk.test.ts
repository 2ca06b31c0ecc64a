import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "../../test-support/wrk";

// wrk 4.1's report, as Debian's package prints it with --latency.
const report = (extra: string) => `Running 1s test @ http://127.0.0.1:38123/
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.79ms   10.83ms  64.00ms   88.25%
    Req/Sec   658.20    423.54     1.21k    60.00%
  Latency Distribution
     50%  812.00us
     75%    8.52ms
     90%   19.38ms
     99%    1.21s
  662 requests in 1.02s, 122.83KB read
${extra}Requests/sec:    649.03
Transfer/sec:    120.43KB
`;

describe("parseWrkOutput", () => {
  it("reads the rate, the request count and the percentiles in their units", () => {
    expect(parseWrkOutput(report(""))).toEqual({ requestsPerSecond: 649.03, requests: 662, p50Ms: 0.812, p99Ms: 1210, errors: 0 });
  });

  it("counts answers outside 2xx/3xx and socket errors as errors", () => {
    const result = parseWrkOutput(report("  Socket errors: connect 0, read 2, write 1, timeout 3\n  Non-2xx or 3xx responses: 10\n"));
    expect(result.errors).toBe(16);
  });

  it("refuses a report without latencies rather than inventing them", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/wrk: no/);
  });
});
