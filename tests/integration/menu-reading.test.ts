import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startApp } from "../helpers/app-server";
import { signUp, TestClient } from "../helpers/client";
import { executeSql, selectRows } from "../helpers/database";
import { ownDatabaseEnv } from "../helpers/instances";
import { overwriteStoredObject, readStoredObject } from "../helpers/stored-objects";
import { uploadFile, type UploadBody } from "../helpers/uploads";
import { renderMenu, smallMenuSpec } from "../fixtures/menus/generate";
import { noMenuImages, renderHardMenu, smallHardMenuSpec } from "../fixtures/menus/hard";

/**
 * Menu scans are read in the background: the job is in the database with the
 * upload, a worker in the server claims it, and GET /api/uploads/{id}/menu tells how far it
 * got and what it read. Few and small menus, to keep OCR's time down; `npm run eval:menus`
 * measures the reading itself on the whole generated set.
 */

interface MenuAnswer {
  status: "pending" | "running" | "done" | "failed";
  progress: number;
  reason: string | null;
  queuedBehind: number | null;
  lines: { text: string; confidence: number }[];
  menuText: boolean;
  candidates: { name: string; price: string | null; catalogueId: string | null; ingredients: { name: string }[] }[];
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function uploadMenu(client: TestClient, image: Buffer): Promise<UploadBody> {
  const res = await uploadFile(client, image, { kind: "menu", filename: "menu.png", type: "image/png" });
  expect(res.status).toBe(201);
  return res.body;
}

/** Polls the reading until `until` says it is there (every 100 ms, up to `ms`). */
async function pollMenu(client: TestClient, id: string, until: (a: MenuAnswer) => boolean, ms = 60_000): Promise<MenuAnswer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await client.get<MenuAnswer>(`/api/uploads/${id}/menu`);
    expect(res.status).toBe(200);
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`menu reading stuck at ${JSON.stringify(res.body).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ended = (a: MenuAnswer) => a.status === "done" || a.status === "failed";

/** A menu of one drink on a small card: read in well under a second. */
function cardMenu(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="100%" height="100%" fill="#fff"/>
    <g font-family="DejaVu Sans" fill="#111"><text x="30" y="60" font-size="30" font-weight="bold">${name}</text>
    <text x="570" y="60" font-size="30" text-anchor="end">$12</text><text x="30" y="110" font-size="22">gin, Campari, sweet vermouth</text></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("reading a menu scan", () => {
  it("reads an uploaded menu into lines and candidates, for its owner only", { timeout: 90_000 }, async () => {
    const owner = await signUp();
    const menu = await uploadMenu(owner, await renderMenu(smallMenuSpec()));
    const first = await owner.get<MenuAnswer>(`/api/uploads/${menu.id}/menu`);
    expect(first.status).toBe(200);
    expect(["pending", "running", "done"]).toContain(first.body.status);

    const done = await pollMenu(owner, menu.id, ended);
    expect(done).toMatchObject({ status: "done", progress: 1, reason: null });
    expect(done.lines.map((l) => l.text)).toEqual(expect.arrayContaining(["Negroni $12", "Daiquiri $11", "Harbour Lights $14"]));
    for (const line of done.lines) {
      expect(line.confidence).toBeGreaterThan(0);
      expect(line.confidence).toBeLessThanOrEqual(1);
    }
    expect(done.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Negroni", catalogueId: "negroni", price: "$12" }),
        expect.objectContaining({ name: "Daiquiri", catalogueId: "daiquiri", price: "$11" }),
        expect.objectContaining({ name: "Harbour Lights", catalogueId: null, price: "$14" }),
      ]),
    );

    // Another user, a photo that is not a menu, and an id that names nothing all answer the same 404.
    const other = await signUp();
    const photo = await uploadFile(owner, await cardMenu("Negroni"), { kind: "drink", filename: "drink.png", type: "image/png" });
    for (const [client, id] of [[other, menu.id], [owner, photo.body.id], [owner, "no-such-upload"]] as const) {
      for (const method of ["GET", "POST"]) {
        const res = await client.request(method, `/api/uploads/${id}/menu`);
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body).toEqual({ error: "Menu not found" });
      }
    }
    // A reading that did not fail is not read again.
    expect((await owner.post(`/api/uploads/${menu.id}/menu`)).status).toBe(409);

    // Deleting the scan deletes its reading.
    expect((await owner.delete(`/api/uploads/${menu.id}`)).status).toBe(204);
    expect((await owner.get(`/api/uploads/${menu.id}/menu`)).status).toBe(404);
    expect(await selectRows("select * from menu_reading where upload_id = $1", [menu.id])).toEqual([]);
  });

  it("reads a menu photographed at an angle in dim light, and proposes nothing from a bottle's label", { timeout: 120_000 }, async () => {
    const client = await signUp();
    const label = noMenuImages().find((image) => image.id === "label-gin")!;
    const photo = async (image: Buffer) => (await uploadFile(client, image, { kind: "menu", filename: "menu.jpg", type: "image/jpeg" })).body;
    const [menu, bottle] = [await photo(await renderHardMenu(smallHardMenuSpec())), await photo(await label.render())];
    const read = await pollMenu(client, menu.id, ended, 100_000);
    expect(read.status).toBe("done");
    expect(read.candidates.map((c) => [c.name, c.price, c.catalogueId])).toEqual([
      ["Paloma", "twelve", "paloma"],
      ["Salt Marsh", "eleven", null],
      ["Fox Hollow", "fourteen", null],
    ]);
    expect(read.candidates[1]!.ingredients.map((i) => i.name)).toEqual(["tequila", "grapefruit", "sea salt", "soda"]);
    const labelRead = await pollMenu(client, bottle.id, ended, 100_000);
    expect(labelRead.status).toBe("done");
    expect(labelRead.lines.map((l) => l.text).join(" ")).toMatch(/GIN/);
    expect(labelRead.candidates).toEqual([]);
  });

  it("keeps the drinks it found when the reading ends, and shows them without reading the lines again", { timeout: 90_000 }, async () => {
    const client = await signUp();
    const menu = await uploadMenu(client, await cardMenu("Gimlet"));
    // Before anyone looks at it, the finished reading holds its drinks.
    let row: { status: string; found: string | null } | undefined;
    const deadline = Date.now() + 60_000;
    while ((row = (await selectRows<{ status: string; found: string | null }>("select status, found from menu_reading where upload_id = $1", [menu.id]))[0])?.status !== "done") {
      expect(row?.status).not.toBe("failed");
      if (Date.now() > deadline) throw new Error("menu reading stuck");
      await new Promise((r) => setTimeout(r, 100));
    }
    const kept = JSON.parse(row!.found!) as { menuText: boolean; candidates: { catalogueId: string | null }[] };
    expect(kept.menuText).toBe(true);
    expect(kept.candidates.map((c) => c.catalogueId)).toEqual(["gimlet"]);

    // A reading that ended before drinks were kept with it has them worked out at the first look,
    // and kept: once its lines say something else, the drinks shown stay those of the first look.
    const scan = (await uploadFile(client, await cardMenu("Sidecar"), { kind: "drink", filename: "menu.png", type: "image/png" })).body;
    await queueAsMenu(client, scan.id, { status: "done", attempts: 1, claimedBy: null, leaseUntil: null }, menuLines(["Negroni $12", "gin, Campari, sweet vermouth", "Daiquiri $11"]));
    const first = (await client.get<MenuAnswer>(`/api/uploads/${scan.id}/menu`)).body;
    expect(first).toMatchObject({ status: "done", menuText: true });
    expect(first.candidates.map((c) => [c.name, c.price])).toEqual([["Negroni", "$12"], ["Daiquiri", "$11"]]);
    const [stored] = await selectRows<{ found: string | null }>("select found from menu_reading where upload_id = $1", [scan.id]);
    expect((JSON.parse(stored!.found!) as { candidates: { name: string }[] }).candidates.map((c) => c.name)).toEqual(["Negroni", "Daiquiri"]);

    await executeSql(`update menu_reading set lines = '${JSON.stringify(menuLines(["Margarita $13", "Paloma $10"]))}' where upload_id = '${scan.id}'`);
    const later = (await client.get<MenuAnswer>(`/api/uploads/${scan.id}/menu`)).body;
    expect(later.lines.map((l) => l.text)).toEqual(["Margarita $13", "Paloma $10"]);
    expect(later.candidates.map((c) => c.name)).toEqual(["Negroni", "Daiquiri"]);
  });

  it("ends a damaged scan as failed with a reason, and reads it again once asked", { timeout: 90_000 }, async () => {
    const client = await signUp();
    // Uploads are re-encoded, so a damaged scan can only come from the store: a photo's object
    // is damaged first, then made a menu scan with its job, so that no worker reads it before.
    const scan = (await uploadFile(client, await cardMenu("Gimlet"), { kind: "drink", filename: "menu.png", type: "image/png" })).body;
    const intact = await readStoredObject(scan.key);
    await overwriteStoredObject(scan.key, Buffer.from("not an image at all, just some bytes"));
    await queueAsMenu(client, scan.id);
    const failed = await pollMenu(client, scan.id, ended);
    expect(failed).toMatchObject({ status: "failed", reason: "the image could not be read (damaged, or not an image)", lines: [], candidates: [] });
    // The reason is kept as a sentence: a German page reads it in German, today's and after a switch.
    const german = await client.request<MenuAnswer>("GET", `/api/uploads/${scan.id}/menu`, { headers: { "accept-language": "de-DE" } });
    expect(german.body.reason).toBe("das Bild ließ sich nicht lesen (beschädigt oder kein Bild)");

    await overwriteStoredObject(scan.key, intact);
    const again = await client.post<MenuAnswer>(`/api/uploads/${scan.id}/menu`);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ status: "pending", progress: 0, reason: null });
    const done = await pollMenu(client, scan.id, ended);
    expect(done.status).toBe("done");
    expect(done.candidates.map((c) => c.catalogueId)).toContain("gimlet");
  });

  it("gives up a menu whose reading stopped three times (its reader died each time)", { timeout: 60_000 }, async () => {
    const client = await signUp();
    const scan = (await uploadFile(client, await cardMenu("Gimlet"), { kind: "drink", filename: "menu.png", type: "image/png" })).body;
    // Claimed three times already, the last time by an instance whose lease lapsed a minute ago.
    await queueAsMenu(client, scan.id, { status: "running", attempts: 3, claimedBy: "an-instance-that-died", leaseUntil: new Date(Date.now() - 60_000) });
    const failed = await pollMenu(client, scan.id, ended);
    expect(failed).toMatchObject({ status: "failed", reason: "reading stopped 3 times without finishing", lines: [] });
  });

  it("reads no more menus at once than MENU_READING_CONCURRENCY (1), with ten queued", { timeout: 120_000 }, async () => {
    const client = await signUp();
    const names = ["Negroni", "Gimlet", "Manhattan", "Sidecar", "Margarita", "Daiquiri", "Martinez", "Boulevardier", "Americano", "Paloma"];
    const ids: string[] = [];
    for (const name of names) ids.push((await uploadMenu(client, await cardMenu(name))).id);
    let mostAtOnce = 0;
    for (;;) {
      // Every running job, whoever's: the server's one slot reads them all.
      const running = await selectRows<{ claimed_by: string; n: number | string }>(
        "select claimed_by, count(*) as n from menu_reading where status = 'running' group by claimed_by",
      );
      mostAtOnce = Math.max(mostAtOnce, ...running.map((r) => Number(r.n)));
      const mine = await selectRows<{ status: string }>("select status from menu_reading where user_id = $1", [client.user!.id]);
      if (mine.length === ids.length && mine.every((r) => r.status === "done")) break;
      expect(mine.filter((r) => r.status === "failed")).toEqual([]);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mostAtOnce).toBe(1);
    const read = await Promise.all(ids.map(async (id) => (await client.get<MenuAnswer>(`/api/uploads/${id}/menu`)).body));
    expect(read.map((a) => a.candidates[0]?.name)).toEqual(names);
  });

  it("reads a menu scan that came in an imported zip, as in the account it was exported from", { timeout: 90_000 }, async () => {
    const source = await signUp("Leaving");
    await uploadMenu(source, await cardMenu("Boulevardier"));
    const zip = await fetch(`${source.baseUrl}/api/export?photos=1`, { headers: { cookie: source.cookie! } });
    expect(zip.status).toBe(200);
    const target = await signUp("Arriving");
    expect((await target.request("POST", "/api/import", { raw: new Uint8Array(await zip.arrayBuffer()) })).status).toBe(201);
    const [menu] = await selectRows<{ id: string }>("select id from upload where user_id = $1 and kind = 'menu'", [target.user!.id]);
    const done = await pollMenu(target, menu!.id, ended);
    expect(done.status).toBe("done");
    expect(done.candidates.map((c) => c.catalogueId)).toEqual(["boulevardier"]);
  });

  it("gives each queued menu to exactly one of two instances sharing the database", { timeout: 120_000 }, async () => {
    // A database of their own: instances other test files start on the suite's would claim scans too.
    const env = await ownDatabaseEnv(cleanups);
    const first = await startApp(env);
    cleanups.push(() => first.stop());
    const second = await startApp(env);
    cleanups.push(() => second.stop());
    const client = await signUp("Two instances", first.baseUrl);
    const names = ["Negroni", "Gimlet", "Manhattan", "Sidecar", "Paloma", "Americano"];
    for (const name of names) await uploadMenu(client, await cardMenu(name));
    // Who held each job while it ran: one claim each, so one holder each.
    const holders = new Map<string, Set<string>>();
    for (;;) {
      const rows = await selectRows<{ upload_id: string; status: string; claimed_by: string | null; attempts: number | string }>(
        "select upload_id, status, claimed_by, attempts from menu_reading where user_id = $1",
        [client.user!.id],
        env,
      );
      for (const row of rows.filter((r) => r.claimed_by !== null)) holders.set(row.upload_id, (holders.get(row.upload_id) ?? new Set()).add(row.claimed_by!));
      if (rows.length === names.length && rows.every((r) => r.status === "done")) {
        expect(rows.map((r) => Number(r.attempts))).toEqual(names.map(() => 1));
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const [uploadId, seen] of holders) expect(seen.size, uploadId).toBe(1);
  });

  it("finishes a menu whose server was stopped, then killed, while reading it, once the server is back", { timeout: 180_000 }, async () => {
    const env = await ownDatabaseEnv(cleanups);
    let app = await startApp(env);
    try {
      const client = await signUp("Restarting", app.baseUrl);
      const menu = await uploadMenu(client, await renderMenu(smallMenuSpec({ title: "After the Crash" })));
      await pollMenu(client, menu.id, (a) => a.status === "running");
      // SIGTERM: the job goes back to the queue, and the next start reads it at once.
      expect(await app.signal("SIGTERM")).toBe(0);
      expect(app.output()).toContain(`"msg":"menu reading given back to the queue","uploadId":"${menu.id}"`);

      app = await startApp(env);
      let back = new TestClient(app.baseUrl, client.cookie, client.user);
      await pollMenu(back, menu.id, (a) => a.status === "running");
      // SIGKILL: the job stays claimed by the dead process until its lease lapses.
      expect(await app.signal("SIGKILL")).toBe(null);

      app = await startApp(env);
      back = new TestClient(app.baseUrl, client.cookie, client.user);
      const done = await pollMenu(back, menu.id, ended, 120_000);
      expect(done.status).toBe("done");
      expect(done.candidates.map((c) => c.catalogueId)).toEqual(expect.arrayContaining(["negroni", "daiquiri"]));
    } finally {
      await app.stop();
    }
  });

  it("ends a reading that runs past MENU_READING_TIME_LIMIT_SECONDS as failed, took too long", { timeout: 90_000 }, async () => {
    // A limit no reading meets: starting tesseract alone takes longer.
    const app = await startApp({ ...(await ownDatabaseEnv(cleanups)), MENU_READING_TIME_LIMIT_SECONDS: "0.05" });
    try {
      const client = await signUp("Slow reader", app.baseUrl);
      const menu = await uploadMenu(client, await renderMenu(smallMenuSpec()));
      const failed = await pollMenu(client, menu.id, ended);
      expect(failed).toMatchObject({ status: "failed", reason: "took too long", lines: [], candidates: [] });
    } finally {
      await app.stop();
    }
  });
});

describe("menu reading between users", () => {
  it("takes turns: another user's scans are read between one user's queued ones, of which 20 at most are in the queue", { timeout: 240_000 }, async () => {
    const env = await ownDatabaseEnv(cleanups);
    // Scans are queued on an instance that reads none, then read by one that reads one at a time.
    let app = await startApp({ ...env, MENU_READING_CONCURRENCY: "0" });
    const image = await cardMenu("Negroni");
    const users: TestClient[] = [];
    const scans: string[][] = [];
    try {
      for (const [name, count] of [["Busy", 22], ["Second", 2], ["Third", 1]] as const) {
        const client = await signUp(name, app.baseUrl);
        users.push(client);
        const ids: string[] = [];
        for (let i = 0; i < count; i++) ids.push((await uploadMenu(client, image)).id);
        scans.push(ids);
      }
      const [busy, second] = users as [TestClient, TestClient];
      // The busy user's first 20 are in the queue; the two after them wait behind them.
      const answer = async (client: TestClient, id: string) => (await client.get<MenuAnswer>(`/api/uploads/${id}/menu`)).body;
      expect(await answer(busy, scans[0]![19]!)).toMatchObject({ status: "pending", queuedBehind: null });
      expect(await answer(busy, scans[0]![20]!)).toMatchObject({ status: "pending", queuedBehind: 20 });
      expect(await answer(busy, scans[0]![21]!)).toMatchObject({ status: "pending", queuedBehind: 21 });
      expect(await answer(second, scans[1]![1]!)).toMatchObject({ status: "pending", queuedBehind: null });
    } finally {
      await app.stop();
    }

    app = await startApp(env);
    try {
      const [busy, second] = users.map((u) => new TestClient(app.baseUrl, u.cookie, u.user)) as [TestClient, TestClient];
      const [busyScans, secondScans, thirdScans] = scans as [string[], string[], string[]];
      // Once one of the busy user's scans is read, the first of those waiting joins the queue.
      await pollMenu(busy, busyScans[0]!, ended);
      expect((await busy.get<MenuAnswer>(`/api/uploads/${busyScans[20]}/menu`)).body.queuedBehind).toBe(null);

      // Read in turns (one at a time, so in the order claimed): each user's oldest, the user
      // whose last turn is longest ago first; then the busy user's backlog, alone in the queue.
      await pollMenu(second, secondScans[1]!, ended);
      await pollMenu(busy, busyScans[3]!, ended);
      const read = [...app.output().matchAll(/"msg":"menu read","uploadId":"([^"]+)"/g)].map((m) => m[1]);
      expect(read.slice(0, 7)).toEqual([busyScans[0], secondScans[0], thirdScans[0], busyScans[1], secondScans[1], busyScans[2], busyScans[3]]);
    } finally {
      await app.stop();
    }
  });
});

/**
 * Makes a photo a menu scan with a job in the queue, under the API (the damaged-store and
 * died-reader cases cannot be made through it): pending, or as a reader left it (a done one
 * with `lines`, as a reader left it before the drinks it found were kept).
 */
async function queueAsMenu(
  client: TestClient,
  uploadId: string,
  job: { status: "pending" | "running" | "done"; attempts: number; claimedBy: string | null; leaseUntil: Date | null } = { status: "pending", attempts: 0, claimedBy: null, leaseUntil: null },
  lines: object[] | null = null,
): Promise<void> {
  const now = new Date().toISOString();
  const text = (value: string | null) => (value === null ? "null" : `'${value}'`);
  await executeSql(`update upload set kind = 'menu' where id = '${uploadId}'`);
  await executeSql(
    "insert into menu_reading (upload_id, user_id, status, progress, lines, attempts, claimed_by, lease_until, created_at, updated_at) values " +
      `('${uploadId}', '${client.user!.id}', '${job.status}', 0, ${text(lines && JSON.stringify(lines))}, ${job.attempts}, ${text(job.claimedBy)}, ${text(job.leaseUntil?.toISOString() ?? null)}, '${now}', '${now}')`,
  );
}

/** Lines as the reader stores them: one block, one under the other, read with confidence. */
function menuLines(texts: string[]): object[] {
  return texts.map((text, i) => ({ text, confidence: 0.9, block: 0, bbox: { x0: 20, y0: 20 + i * 40, x1: 400, y1: 50 + i * 40 } }));
}
