import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { StorageFullError, StorageUnavailableError } from "@/domain/errors";
import type { S3Config } from "../config";
import { assertValidObjectKey, type ByteRange, type ListedObject, type ObjectStore, type StoredObject } from "./object-store";

function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey || err instanceof NotFound) return true;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** The service or the path to it failing: nothing the request did wrong, and it may pass on retry. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** S3's failures as the domain's storage errors (the original kept as `cause`); an answer about the request as it is. */
function storageErrorOf(err: unknown): unknown {
  const { code, name, message, $metadata } = err as {
    code?: string;
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  // 507 and MinIO's XMinioStorageFull: the servers behind the bucket have no room left.
  if (status === 507 || name === "XMinioStorageFull") return new StorageFullError({ cause: err });
  const unreachable = NETWORK_CODES.has(code ?? "") || name === "TimeoutError" || /socket hang up/i.test(message ?? "");
  if (unreachable || (status !== undefined && status >= 500)) {
    return new StorageUnavailableError({ cause: err });
  }
  return err;
}

/** What S3 answers, or its failure translated (storageErrorOf): every request of the store goes through here. */
function translated<T>(request: Promise<T>): Promise<T> {
  return request.catch((err: unknown) => {
    throw storageErrorOf(err);
  });
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, ...). The bucket stays private. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    // S3 writes are atomic: an object is visible whole or not at all.
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType });
    await translated(this.client.send(command));
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidObjectKey(key);
    try {
      const command = new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      });
      const res = await translated(this.client.send(command));
      const total = res.ContentRange?.match(/\/(\d+)$/)?.[1];
      return {
        body: res.Body as Readable,
        size: total ? Number(total) : (res.ContentLength ?? 0),
        contentType: res.ContentType ?? "application/octet-stream",
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await translated(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async checkReachable(signal: AbortSignal): Promise<void> {
    await translated(this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidObjectKey(key);
    try {
      await translated(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let continuationToken: string | undefined;
    do {
      const command = new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken });
      const page = await translated(this.client.send(command));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }
}
