import http from "node:http";
import type { ApiResult, TestClient } from "./client";
import { plainPng } from "./test-photos";

/** What POST /api/uploads answers with. */
export interface UploadBody {
  id: string;
  imageUrl: string;
  key: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  sizes: { width: number; height: number; bytes: number }[];
  thumbhash: string;
}

export async function uploadFile(
  client: TestClient,
  bytes: Uint8Array,
  { kind = "drink", filename = "photo.jpg", type = "image/jpeg" }: { kind?: string | null; filename?: string; type?: string } = {},
): Promise<ApiResult<UploadBody>> {
  const form = new FormData();
  if (kind !== null) form.set("kind", kind);
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
  return client.request<UploadBody>("POST", "/api/uploads", { raw: form });
}

/**
 * Sends the start of an upload's body and hangs up, as a phone losing its signal does.
 * The server logs it at info under `requestId` (never as an error).
 */
export async function abortUpload(client: TestClient, requestId: string): Promise<void> {
  const url = new URL(client.baseUrl);
  const body = Buffer.concat([Buffer.from('--b\r\ncontent-disposition: form-data; name="kind"\r\n\r\ndrink\r\n'), await plainPng(400, 400)]);
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: "/api/uploads",
      agent: false,
      headers: {
        "x-request-id": requestId,
        cookie: client.cookie!,
        origin: client.baseUrl,
        "content-type": "multipart/form-data; boundary=b",
        "content-length": body.length * 2,
      },
    });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.write(body, () => setTimeout(() => req.destroy(), 200));
  });
}
