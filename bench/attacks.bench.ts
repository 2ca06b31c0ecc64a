// `npm run bench -- attacks`: another user's GET /api/recipes while one user attacks the service
// through the import, on the production server (SQLite). First a quiet spell, then each attack
// for the same time: the victim's requests go out at a steady rate whatever happens to the
// answers (so a stall shows in every request that waited, not just one), and the figure is their
// p99 beside the quiet one of the same run. Each attack is its own new user, as the import's
// rate limit is per user. `--quick` (or BENCH_QUICK=1) runs shorter spells; `--only=text,zip`
// runs the attacks whose names start with those words (text, zip, import, menus).
import os from "node:os";
import { menuSpecs, renderMenu } from "../tests/fixtures/menus/generate";
import { largeExport, menuScansExport, slowText, zipBomb } from "./http/attacks";
import { rssMb, serverPids } from "./http/processes";
import { fmt, markdownTable, type Row } from "./http/report";
import { seedRecipes, signUpBenchUser, type BenchClient } from "./http/seed";
import { startBarshelf, type Barshelf } from "./http/servers";

const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const SPELL_SECONDS = quick ? 8 : 20;
const VICTIM_PER_SECOND = 20;
const VICTIM_RECIPES = 200;
/** Attack requests in flight at once from the one attacker. */
const ATTACK_PARALLEL = 2;
/** How long an attack request may still run after its spell before the bench goes on without it. */
const DRAIN_SECONDS = 120;
const GOAL_MS = 100;
const MENU_SCANS = 60;
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");

interface Spell {
  latenciesMs: number[];
  failures: number;
  /** the answers that were not a 200, by status (0: no answer) */
  failed: Map<number, number>;
  peakRssMb: number;
}

/** p-th percentile, nearest rank. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * The victim's requests, started every 1/VICTIM_PER_SECOND s for `seconds` whether or not the
 * ones before have been answered, and the server's resident memory sampled meanwhile.
 */
async function victimSpell(server: Barshelf, victim: BenchClient, seconds: number): Promise<Spell> {
  const latenciesMs: number[] = [];
  let failures = 0;
  const failed = new Map<number, number>();
  let peakRssMb = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(serverPids(server.pid)))), 200);
  for (let i = 0; i < seconds * VICTIM_PER_SECOND; i++) {
    const due = start + (i * 1000) / VICTIM_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(
      (async () => {
        const sent = performance.now();
        try {
          const res = await fetch(`${victim.baseUrl}/api/recipes`, { headers: { cookie: victim.cookie }, signal: AbortSignal.timeout(60_000) });
          await res.arrayBuffer();
          if (res.status !== 200) {
            failures += 1;
            failed.set(res.status, (failed.get(res.status) ?? 0) + 1);
          }
        } catch {
          failures += 1;
          failed.set(0, (failed.get(0) ?? 0) + 1);
        }
        latenciesMs.push(performance.now() - sent);
      })(),
    );
  }
  await Promise.all(pending);
  clearInterval(sampler);
  return { latenciesMs, failures, failed, peakRssMb };
}

interface Attack {
  key: string;
  name: string;
  /** what the attacker sends, again and again through the spell */
  send?: (attacker: BenchClient) => Promise<Response>;
  /** or, instead: something done once before the spell (queueing menu scans), described */
  before?: (attacker: BenchClient) => Promise<string>;
}

interface AttackFigures {
  attack: string;
  victim: Spell;
  /** the attacker's answers by status, and how long they took (median) */
  answers: Map<number, number>;
  attackMedianMs: number;
  note: string;
}

/** Sends the attack ATTACK_PARALLEL at a time until `until`; answers what came back. */
function attackUntil(send: NonNullable<Attack["send"]>, attacker: BenchClient, until: number) {
  const answers = new Map<number, number>();
  const durations: number[] = [];
  const lane = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      let status = 0;
      let retryAfterSeconds = 0;
      try {
        const res = await send(attacker);
        await res.arrayBuffer();
        status = res.status;
        retryAfterSeconds = Number(res.headers.get("retry-after") ?? 0);
      } catch {
        status = 0;
      }
      durations.push(performance.now() - sent);
      answers.set(status, (answers.get(status) ?? 0) + 1);
      // Past the import's rate limit the attacker waits as told: sending on regardless is a
      // flood of refused requests, which the threat model leaves to the proxy in front.
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(retryAfterSeconds * 1000, until - performance.now()))));
    }
  };
  const lanes = Promise.all(Array.from({ length: ATTACK_PARALLEL }, lane));
  return { lanes, answers, durations };
}

async function runAttack(server: Barshelf, victim: BenchClient, attack: Attack): Promise<AttackFigures> {
  const attacker = await signUpBenchUser(server.url, `Attacker ${attack.name}`);
  const note = attack.before ? await attack.before(attacker) : "";
  const until = performance.now() + SPELL_SECONDS * 1000;
  const sending = attack.send ? attackUntil(attack.send, attacker, until) : null;
  const spell = await victimSpell(server, victim, SPELL_SECONDS);
  if (sending) {
    // An attack request still running would land on the next spell: wait for it, within reason.
    await Promise.race([sending.lanes, new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 1000))]);
  }
  return {
    attack: attack.name,
    victim: spell,
    answers: sending?.answers ?? new Map(),
    attackMedianMs: sending && sending.durations.length > 0 ? percentile(sending.durations, 50) : NaN,
    note,
  };
}

const importing = (query: string, body: Buffer, type: string) => (attacker: BenchClient) =>
  attacker.send("POST", `/api/import${query}`, new Uint8Array(body), type);

/** Queues menu scans the way the finding did (one import of MENU_SCANS), then by uploads until the rate limit says no. */
async function queueMenuScans(attacker: BenchClient, images: Buffer[]): Promise<string> {
  const imported = await importing("", menuScansExport(images, MENU_SCANS), "application/zip")(attacker);
  const importBody = await imported.text();
  let queued = imported.status === 201 ? MENU_SCANS : 0;
  let uploads = 0;
  for (let i = 0; i < MENU_SCANS - queued; i++) {
    const form = new FormData();
    form.set("kind", "menu");
    form.set("file", new Blob([new Uint8Array(images[i % images.length]!)], { type: "image/png" }), `menu${i}.png`);
    const res = await attacker.send("POST", "/api/uploads", form);
    await res.arrayBuffer();
    if (res.status !== 201) break;
    uploads += 1;
  }
  queued += uploads;
  const importAnswer = imported.status === 201 ? "201" : `${imported.status} (${importBody.slice(0, 80)})`;
  return `import of ${MENU_SCANS} scans answered ${importAnswer}; ${uploads} more by upload before a refusal; ${queued} queued`;
}

function quietRow(what: string, spell: Spell): Row {
  const { latenciesMs } = spell;
  return {
    what,
    measured: `p99 ${fmt.ms(percentile(latenciesMs, 99))} (p50 ${fmt.ms(percentile(latenciesMs, 50))}, max ${fmt.ms(Math.max(...latenciesMs))}); server ${fmt.mb(spell.peakRssMb)} at most`,
    reference: "",
    ratio: null,
    goal: "",
    met: null,
  };
}

function describeAnswers(answers: Map<number, number>): string {
  return [...answers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status === 0 ? "no answer" : status}`)
    .join(", ");
}

export async function run(): Promise<void> {
  const loadBefore = os.loadavg();
  console.log("attacks: making the attack files and menu scans");
  const menus = await Promise.all(menuSpecs().slice(0, 6).map(renderMenu));
  const bodies = { text: slowText(), bomb: zipBomb(), large: largeExport() };
  console.log(`- pasted text ${fmt.bytes(bodies.text.length)}, zip bomb ${fmt.bytes(bodies.bomb.length)}, export ${fmt.bytes(bodies.large.length)}`);
  const all: Attack[] = [
    { key: "text", name: "slow text: a 100 KB pasted-text dry run, one line of 100,000 spaces", send: importing("?dryRun=1", bodies.text, "text/plain") },
    { key: "zip", name: "zip bomb: 300 directory entries pointing at one 10 MB entry of deflated zeros", send: importing("?dryRun=1", bodies.bomb, "application/zip") },
    { key: "import", name: "10 MB import: 5,000 recipes and bar items far past the account's caps", send: importing("", bodies.large, "application/json") },
    { key: "menus", name: `${MENU_SCANS} menu scans queued by one user`, before: (a) => queueMenuScans(a, menus) },
  ];
  const attacks = all.filter((a) => !only || only.includes(a.key));

  const server = await startBarshelf();
  try {
    const victim = await signUpBenchUser(server.url, "Victim");
    await seedRecipes(victim, VICTIM_RECIPES);
    for (let i = 0; i < 2 * VICTIM_PER_SECOND; i++) await (await fetch(`${server.url}/api/recipes`, { headers: { cookie: victim.cookie } })).arrayBuffer();

    const quiet = await victimSpell(server, victim, SPELL_SECONDS);
    const quietP99 = percentile(quiet.latenciesMs, 99);
    console.log(`- quiet: p50 ${fmt.ms(percentile(quiet.latenciesMs, 50))}, p99 ${fmt.ms(quietP99)}, RSS ${fmt.mb(quiet.peakRssMb)}`);
    const rows: Row[] = [quietRow(`quiet: another user's \`GET /api/recipes\` (${VICTIM_RECIPES} recipes), ${VICTIM_PER_SECOND} a second for ${SPELL_SECONDS} s`, quiet)];
    for (const attack of attacks) {
      const f = await runAttack(server, victim, attack);
      const p99 = percentile(f.victim.latenciesMs, 99);
      const attackerSaw = f.note || `attacker's answers ${describeAnswers(f.answers)}, each in ${fmt.ms(f.attackMedianMs)} (p50)`;
      const row: Row = {
        what: `during ${f.attack}`,
        measured:
          `p99 ${fmt.ms(p99)} (p50 ${fmt.ms(percentile(f.victim.latenciesMs, 50))}, max ${fmt.ms(Math.max(...f.victim.latenciesMs))}` +
          `${f.victim.failures ? `, not answered 200: ${describeAnswers(f.victim.failed)}` : ""}); server ${fmt.mb(f.victim.peakRssMb)} at most; ${attackerSaw}`,
        reference: `quiet p99 ${fmt.ms(quietP99)}`,
        ratio: p99 / quietP99,
        goal: `p99 < ${GOAL_MS} ms`,
        met: p99 < GOAL_MS && f.victim.failures === 0,
      };
      rows.push(row);
      console.log(`- ${row.what}: ${row.measured}`);
    }
    const after = await victimSpell(server, victim, SPELL_SECONDS);
    rows.push(quietRow("quiet again, after the attacks", after));
    console.log(`\n${markdownTable(rows)}\n`);
    console.log(`load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")} before, ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} after, on ${os.cpus().length} cores`);
  } finally {
    await server.stop();
  }
}
