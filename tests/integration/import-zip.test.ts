import { readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ExportDocument } from "@/domain/export/document";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { pointServerModulesAtTestBackend } from "../helpers/in-process";
import { photoStateOf, sweepFor } from "../helpers/sweep";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";
import { handMadeZip, overlappingZipBomb } from "../helpers/zip-bomb";

pointServerModulesAtTestBackend();

const MB = 1024 * 1024;

function importFile(client: TestClient, body: Uint8Array, dryRun = false) {
  return client.request<{ error?: string; usedBytes?: number; quotaBytes?: number }>("POST", `/api/import${dryRun ? "?dryRun=1" : ""}`, {
    raw: body as BodyInit,
  });
}

/** The server's resident memory and its peak since `resetPeak`, from /proc. */
function serverMemory(): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${backend().pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** Sets the server's peak memory back to what it holds now (Linux: clear_refs 5). */
function resetPeak(): void {
  writeFileSync(`/proc/${backend().pid}/clear_refs`, "5");
}

async function exportZipOf(client: TestClient): Promise<{ doc: ExportDocument; files: Record<string, Uint8Array> }> {
  const res = await fetch(`${client.baseUrl}/api/export?photos=1`, { headers: { cookie: client.cookie! } });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return { doc: JSON.parse(new TextDecoder().decode(files["barshelf.json"])) as ExportDocument, files };
}

describe("importing a zip", () => {
  it("answers the overlapping zip bomb with a 400 sentence, unpacking nothing, while another user is served", async () => {
    const attacker = await signUp("Attacker");
    const other = await signUp("Other");
    const bomb = overlappingZipBomb();
    expect(bomb.length).toBeLessThan(40_000);

    const before = serverMemory();
    resetPeak();
    const [dry, real, others] = await Promise.all([
      importFile(attacker, bomb, true),
      importFile(attacker, bomb),
      other.get<{ recipes: unknown[] }>("/api/recipes"),
    ]);
    for (const res of [dry, real]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("photos/zeros-0.png would unpack to over 100 times its packed size, which no export does");
    }
    expect(others.status).toBe(200);
    expect(serverMemory().peakMb - before.rssMb).toBeLessThan(100);
  });

  it("refuses a zip whose files share their bytes, and one listing more than 5,000 files", async () => {
    const client = await signUp();
    const shared = handMadeZip([{ name: "barshelf.json", content: new TextEncoder().encode("{}") }], [
      { name: "barshelf.json", local: 0 },
      { name: "photos/a.png", local: 0 },
    ]);
    const res = await importFile(client, shared, true);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("barshelf.json and photos/a.png share the same bytes in the zip");

    const many = handMadeZip(Array.from({ length: 5001 }, (_, i) => ({ name: `f${i}`, content: new Uint8Array(1), stored: true })));
    const tooMany = await importFile(client, many, true);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("The zip holds more than 5,000 files");
  });

  it("refuses photos that declare more than the user's storage has left, before unpacking them (413, as an upload)", async () => {
    const source = await signUp();
    expect((await uploadFile(source, await plainPng(), { kind: "drink" })).status).toBe(201);
    const { doc } = await exportZipOf(source);
    const template = doc.uploads[0]!;
    // Sixty photos that each claim 9 MB (about 100 KB packed): 540 MB, past the 500 MB quota, under the zip's 600 MB.
    const names = Array.from({ length: 60 }, (_, i) => `photos/big${i}.jpg`);
    const json = new TextEncoder().encode(JSON.stringify({ ...doc, uploads: names.map((photo) => ({ ...template, photo })) }));
    const locals = [{ name: "barshelf.json", content: json }, ...names.map((name) => ({ name, content: randomBytes(95 * 1024) }))];
    const zip = handMadeZip(
      locals,
      locals.map((l, i) => ({ name: l.name, local: i, ...(i > 0 ? { uncompressedSize: 9 * MB } : {}) })),
    );

    const target = await signUp();
    const res = await importFile(target, zip, true);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: "Storage quota exceeded", usedBytes: 0, quotaBytes: 500 * MB });
  });

  it("gives imported photos the server's time, so an unused one with a date in the future is swept after 24 hours", async () => {
    const source = await signUp();
    expect((await uploadFile(source, await plainPng(), { kind: "drink" })).status).toBe(201);
    const { doc, files } = await exportZipOf(source);
    const future = { ...doc, uploads: doc.uploads.map((u) => ({ ...u, createdAt: "2100-01-01T00:00:00.000Z" })) };

    const target = await signUp();
    const res = await importFile(target, zipSync({ ...files, "barshelf.json": new TextEncoder().encode(JSON.stringify(future)) }));
    expect(res.status).toBe(201);
    const { doc: imported } = await exportZipOf(target);
    expect(imported.uploads).toHaveLength(1);
    expect(Date.parse(imported.uploads[0]!.createdAt)).toBeLessThanOrEqual(Date.now());

    expect(await sweepFor(target)).toMatchObject({ uploadsDeleted: 0 });
    expect(await sweepFor(target, { hoursLater: 25 })).toMatchObject({ uploadsDeleted: 1 });
    expect((await photoStateOf(target)).objects).toEqual([]);
  });
});
