import http from "node:http";
import sharp from "sharp";
import type { ApiResult, TestClient } from "./client";

/** What POST /api/uploads answers with. */
export interface UploadBody {
  imageUrl: string;
  key: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
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

/** Strings planted in test photos' metadata; none may survive an upload. */
export const GPS_CANARY = "BARSHELF-GPS-CANARY";
export const EXIF_CANARY = "BARSHELF-EXIF-CANARY";

/**
 * A 64x48 JPEG as a phone writes it: EXIF orientation 6 (shown rotated 90°, so 48x64)
 * and a GPS block with a position.
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#cc3333" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Pocket 9", Copyright: EXIF_CANARY },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
        GPSMapDatum: GPS_CANARY,
      },
    })
    .toBuffer();
}

export function plainPng(width = 20, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#2266aa" } }).png().toBuffer();
}

/** A response read with node:http, which sends the path exactly as given (fetch would normalise it). */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(
  baseUrl: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
