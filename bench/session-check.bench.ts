// `npm run bench -- session-check`: what the front server's own session-cookie check is worth
// to the image route (docs/decisions/0010-front-server-checks-the-session-cookie-itself.md). The same photo, the same
// data, two servers side by side: the service as `npm start` runs it, and a bundle of it whose
// session check is better-auth's getSession (bench/http/better-auth-session.ts), each against
// nginx serving the same bytes, in alternating rounds because the machine is shared.
import path from "node:path";
import { median } from "./bench-database";
import { fmt } from "./http/report";
import { photoJpeg, signUpBenchUser } from "./http/seed";
import { ensureDebianPackages, startBarshelf, startNginx, type Barshelf } from "./http/servers";
import { wrk } from "../test-support/wrk";
import { bundleFrontServer } from "../scripts/front-bundle.mjs";

const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const SECONDS = quick ? 3 : 10;
const WARM_UP_SECONDS = quick ? 1 : 2;
const ROUNDS = quick ? 1 : 3;
const CONNECTIONS = 50;
/** Keep the cookie check while it is worth at least this share of the image route's throughput. */
const KEEP_ABOVE = 0.2;

const root = path.resolve(import.meta.dirname, "..");

const PAGE_HELPERS_STUB = `
  const absent = () => { throw new Error("not available in the front server"); };
  export { absent as headers, absent as redirect };
`;

/** The front server with better-auth's getSession as its session check, bundled beside the real one. */
async function bundleWithBetterAuthSession(): Promise<string> {
  const replacement = path.join(root, "bench", "http", "better-auth-session.ts");
  return bundleFrontServer(root, {
    outfile: path.join(root, ".next", "barshelf", "server-better-auth-session.mjs"),
    plugins: [
      {
        name: "better-auth-session",
        setup(build) {
          build.onResolve({ filter: /^\.\/session$/ }, (args) => (args.importer.endsWith(path.join("front", "main.ts")) ? { path: replacement } : undefined));
          // auth.ts imports these for its page helpers only, which the front server never calls;
          // loaded before Next has started, next/headers would throw.
          build.onResolve({ filter: /^next\/(headers|navigation)$/ }, (args) => ({ path: args.path, namespace: "page-helpers" }));
          build.onLoad({ filter: /.*/, namespace: "page-helpers" }, () => ({ contents: PAGE_HELPERS_STUB }));
        },
      },
    ],
  });
}

async function requestsPerSecond(url: string, cookie?: string): Promise<number> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  await wrk({ url, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, headers });
  const result = await wrk({ url, connections: CONNECTIONS, seconds: SECONDS, headers });
  if (result.errors > 0) console.warn(`  ! ${result.errors} errors from ${url}`);
  return result.requestsPerSecond;
}

export async function run(): Promise<void> {
  ensureDebianPackages();
  const own = await startBarshelf();
  let standard: Barshelf | null = null;
  try {
    const user = await signUpBenchUser(own.url, "Bench session check");
    const photo = await user.upload(await photoJpeg(1280, 960, 100_000, 3), "negroni.jpg", "image/jpeg");
    const bytes = Buffer.from(await (await fetch(own.url + photo.imageUrl, { headers: { cookie: user.cookie } })).arrayBuffer());
    standard = await startBarshelf({}, [], own.dataDir, await bundleWithBetterAuthSession());
    const check = await fetch(standard.url + photo.imageUrl, { headers: { cookie: user.cookie } });
    if (check.status !== 200) throw new Error(`the getSession variant answered ${check.status}`);
    const nginx = await startNginx(bytes, "photo.jpg", "image/jpeg");
    const rounds: { nginx: number; own: number; standard: number }[] = [];
    try {
      for (let i = 0; i < ROUNDS; i++) {
        rounds.push({
          nginx: await requestsPerSecond(nginx.url),
          own: await requestsPerSecond(own.url + photo.imageUrl, user.cookie),
          standard: await requestsPerSecond(standard.url + photo.imageUrl, user.cookie),
        });
      }
    } finally {
      await nginx.stop();
    }
    for (const r of rounds) {
      console.log(`- nginx ${fmt.rate(r.nginx)}, own check ${fmt.rate(r.own)} (${(r.own / r.nginx).toFixed(3)}), getSession ${fmt.rate(r.standard)} (${(r.standard / r.nginx).toFixed(3)})`);
    }
    const gain = median(rounds.map((r) => 1 - r.standard / r.own));
    console.log(
      `image route, ${fmt.bytes(bytes.length)} JPEG, ${CONNECTIONS} connections: getSession instead of the own check costs ${(gain * 100).toFixed(0)}% of its throughput (median of ${ROUNDS}; keep the check above ${KEEP_ABOVE * 100}%: ${gain >= KEEP_ABOVE ? "keep" : "replace"})`,
    );
  } finally {
    await standard?.stop();
    await own.stop();
  }
}
