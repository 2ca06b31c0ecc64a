import { describe, expect, it } from "vitest";
import { backend } from "../helpers/backend";
import { signUp, type TestClient } from "../helpers/client";
import { pointServerModulesAtTestBackend } from "../helpers/in-process";
import { plainPng } from "../helpers/test-photos";
import { uploadFile } from "../helpers/uploads";

pointServerModulesAtTestBackend();

/** The session token a client's signed cookie carries (the part before the signature). */
function tokenOf(client: TestClient): string {
  return decodeURIComponent(client.cookie!.split("=")[1]!).split(".")[0]!;
}

async function photoOf(client: TestClient): Promise<string> {
  const res = await uploadFile(client, await plainPng(), { kind: "drink" });
  expect(res.status).toBe(201);
  return res.body.key;
}

// The image route's check of every request (src/server/db/session-access.ts), run in this
// process against the suite's database, as the server runs it.
describe("the image route's session check", () => {
  it("answers the caller's own upload, and the same null for another user's and for a missing key", async () => {
    const { getSessionAccessForToken } = await import("@/server/db/session-access");
    const owner = await signUp();
    const other = await signUp();
    const key = await photoOf(owner);

    const own = await getSessionAccessForToken({ token: tokenOf(owner), key });
    expect(own).toMatchObject({ userId: owner.user!.id, upload: { key, contentType: "image/png" } });
    expect(await getSessionAccessForToken({ token: tokenOf(other), key })).toEqual({ userId: other.user!.id, upload: null });
    expect(await getSessionAccessForToken({ token: tokenOf(owner), key: `${key}.missing.png` })).toEqual({ userId: owner.user!.id, upload: null });
    expect(await getSessionAccessForToken({ token: "no-such-token", key })).toBeNull();
  });

  it("answers at once on SQLite with what the read through Kysely answers, and a sign-out at once too", async () => {
    const { getSessionAccessForToken, getSessionAccessForTokenNow } = await import("@/server/db/session-access");
    const owner = await signUp();
    const other = await signUp();
    const key = await photoOf(owner);
    const asks = [
      { token: tokenOf(owner), key },
      { token: tokenOf(other), key },
      { token: tokenOf(owner), key: `${key}.missing.png` },
      { token: "no-such-token", key },
    ];
    for (const ask of asks) {
      const now = getSessionAccessForTokenNow(ask);
      if (backend().engine === "sqlite") expect(now).toEqual(await getSessionAccessForToken(ask));
      // PostgreSQL is only ever read through the pool: "not now", never a guess.
      else expect(now).toBeUndefined();
    }

    expect((await owner.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(getSessionAccessForTokenNow({ token: tokenOf(owner), key })).toBe(backend().engine === "sqlite" ? null : undefined);
    expect(await getSessionAccessForToken({ token: tokenOf(owner), key })).toBeNull();
  });

  it("never sees what a transaction has not committed", async () => {
    const { getDb } = await import("@/server/db");
    const { getSessionAccessForToken, getSessionAccessForTokenNow } = await import("@/server/db/session-access");
    const owner = await signUp();
    const key = await photoOf(owner);

    // A transaction deletes the upload's row and stays open until told to commit.
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const transaction = getDb()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom("upload").where("key", "=", key).execute();
        opened();
        await mayCommit;
      });
    await isOpen;

    // The synchronous read cannot wait for the transaction, so it declines to answer.
    expect(getSessionAccessForTokenNow({ token: tokenOf(owner), key })).toBeUndefined();

    let committed = false;
    let answeredBeforeCommit: boolean | undefined;
    const during = getSessionAccessForToken({ token: tokenOf(owner), key }).then((access) => {
      answeredBeforeCommit = !committed;
      return access;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    committed = true;
    commit();
    await transaction;
    const access = await during;

    if (backend().engine === "sqlite") {
      // One connection: the check waits for the transaction, then sees the row gone.
      expect(answeredBeforeCommit).toBe(false);
      expect(access?.upload).toBeNull();
    } else {
      // PostgreSQL reads the last committed row on another connection at once.
      expect(answeredBeforeCommit).toBe(true);
      expect(access?.upload?.key).toBe(key);
    }
    expect(await getSessionAccessForToken({ token: tokenOf(owner), key })).toEqual({ userId: owner.user!.id, upload: null });
  });
});
