import { isValidObjectKey } from "../platform/storage/object-store";

/** The path prefix of the image route; stored imageUrl values are this plus the key. */
export const IMAGE_URL_PREFIX = "/object-images/";

export function imageUrlForKey(key: string): string {
  return IMAGE_URL_PREFIX + key;
}

/**
 * The object key inside an image URL as the upload endpoint hands it out
 * ("/object-images/<key>"), or null for anything else: other hosts, absolute URLs,
 * query strings, fragments, percent-encodings and keys the store would refuse.
 */
export function uploadKeyFromImageUrl(url: string): string | null {
  if (typeof url !== "string" || !url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isValidObjectKey(key) ? key : null;
}
