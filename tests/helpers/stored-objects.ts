import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { backend } from "./backend";

/**
 * Everything stored under a user's id, read from the store itself: the object keys, and
 * in the local folder also the files beside them (each object's `.type` file).
 */
export async function storedKeysOf(userId: string): Promise<string[]> {
  const b = backend();
  if (b.store === "local") {
    const dir = path.join(b.dataDir, "objects", userId);
    return existsSync(dir) ? readdirSync(dir).map((name) => `${userId}/${name}`) : [];
  }
  return withS3(async (client, bucket) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${userId}/` }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  });
}

/** The stored objects' keys of a user, without the local folder's `.type` files. */
export async function objectKeysOf(userId: string): Promise<string[]> {
  return (await storedKeysOf(userId)).filter((key) => !key.endsWith(".type")).sort();
}

/** Removes objects from the store behind the server's back (an object lost, or never made). */
export async function deleteStoredObjects(keys: string[]): Promise<void> {
  const b = backend();
  if (b.store === "local") {
    for (const key of keys) {
      rmSync(path.join(b.dataDir, "objects", key), { force: true });
      rmSync(path.join(b.dataDir, "objects", `${key}.type`), { force: true });
    }
    return;
  }
  await withS3(async (client, bucket) => {
    for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  });
}

/** A stored object's bytes, read from the store itself. */
export async function readStoredObject(key: string): Promise<Buffer> {
  const b = backend();
  if (b.store === "local") return readFileSync(path.join(b.dataDir, "objects", key));
  return withS3(async (client, bucket) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  });
}

/** Writes other bytes over a stored object behind the server's back (a damaged file, a bad disk). */
export async function overwriteStoredObject(key: string, bytes: Buffer): Promise<void> {
  const b = backend();
  if (b.store === "local") {
    writeFileSync(path.join(b.dataDir, "objects", key), bytes);
    return;
  }
  await withS3(async (client, bucket) => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
  });
}

async function withS3<T>(work: (client: S3Client, bucket: string) => Promise<T>): Promise<T> {
  const { endpoint, bucket, accessKeyId, secretAccessKey } = backend().s3!;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
  try {
    return await work(client, bucket);
  } finally {
    client.destroy();
  }
}
