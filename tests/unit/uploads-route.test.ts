import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The write order of POST /api/uploads, which the integration suite cannot reach: the
 * object goes first, then the row, and a failed row takes its object with it.
 */
const mocks = vi.hoisted(() => ({
  store: {
    put: vi.fn<(key: string, data: Buffer, contentType: string) => Promise<void>>(),
    delete: vi.fn<(key: string) => Promise<void>>(),
    get: vi.fn(),
    exists: vi.fn(),
  },
  createUploadRecord: vi.fn<(row: Record<string, unknown>) => Promise<unknown>>(),
}));

vi.mock("@/server/auth", () => ({
  requireUser: async () => ({ id: "0b6c3b1e-5f6a-4c1e-9d4b-2f1e8a7c6d5e", name: "U", email: "u@example.test" }),
}));
vi.mock("@/server/storage", () => ({ getObjectStore: () => mocks.store }));
vi.mock("@/server/db/uploads", () => ({
  createUploadRecord: mocks.createUploadRecord,
  imageUrlForKey: (key: string) => `/object-images/${key}`,
}));

const { POST } = await import("@/app/api/uploads/route");

async function uploadRequest(): Promise<Request> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
  const form = new FormData();
  form.set("kind", "menu");
  form.set("file", new Blob([new Uint8Array(png)]), "menu.png");
  return new Request("http://localhost/api/uploads", { method: "POST", body: form });
}

describe("POST /api/uploads write order", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, "error").mockImplementation(() => {});
    mocks.store.put.mockResolvedValue(undefined);
    mocks.store.delete.mockResolvedValue(undefined);
    mocks.createUploadRecord.mockResolvedValue({});
  });

  it("writes the object, then the row", async () => {
    const res = await POST(await uploadRequest(), {});
    expect(res.status).toBe(201);
    const body = (await res.json()) as { key: string; imageUrl: string; contentType: string };
    expect(mocks.store.put).toHaveBeenCalledTimes(1);
    expect(mocks.store.put.mock.calls[0]![0]).toBe(body.key);
    expect(mocks.store.put.mock.calls[0]![2]).toBe("image/png");
    expect(mocks.createUploadRecord).toHaveBeenCalledWith(
      expect.objectContaining({ key: body.key, kind: "menu", contentType: "image/png", width: 4, height: 4 }),
    );
    expect(mocks.store.put.mock.invocationCallOrder[0]!).toBeLessThan(mocks.createUploadRecord.mock.invocationCallOrder[0]!);
    expect(mocks.store.delete).not.toHaveBeenCalled();
  });

  it("deletes the object when the row cannot be written, and answers a logged 500", async () => {
    mocks.createUploadRecord.mockRejectedValue(new Error("database is down"));
    const res = await POST(await uploadRequest(), {});
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Internal server error" });
    const key = mocks.store.put.mock.calls[0]![0];
    expect(mocks.store.delete).toHaveBeenCalledWith(key);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("database is down"));
  });

  it("writes no row when the object cannot be stored", async () => {
    mocks.store.put.mockRejectedValue(new Error("bucket unreachable"));
    const res = await POST(await uploadRequest(), {});
    expect(res.status).toBe(500);
    expect(mocks.createUploadRecord).not.toHaveBeenCalled();
  });

  it("still answers 500 (and logs the orphan) when the clean-up fails too", async () => {
    mocks.createUploadRecord.mockRejectedValue(new Error("database is down"));
    mocks.store.delete.mockRejectedValue(new Error("bucket unreachable"));
    const res = await POST(await uploadRequest(), {});
    expect(res.status).toBe(500);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("orphan upload object left behind"));
  });
});
