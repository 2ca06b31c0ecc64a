/**
 * Display sizes of an uploaded photo: smaller WebP copies made beside the re-encoded
 * original, so a 64 px bar item picture or a phone-width drink card never downloads a
 * 12 MP original. A size is named by its longest side; its object key is derived from the
 * original's (`<user>/<id>.jpg` → `<user>/<id>-jpg-w256.webp`), so the upload row that owns the
 * original owns its sizes too, and the key itself is never reachable without that row.
 */

/** The longest sides made at upload: a bar item's thumbnail, a phone's card, a detail page. */
export const DISPLAY_SIZES = [256, 512, 1024] as const;

/** One stored size of an upload, as its row records it. */
export interface ImageSize {
  width: number;
  height: number;
  /** the stored object's length */
  bytes: number;
}

/** The widest `?w=` the image route reads; WebP's own limit, far beyond any photo. */
export const MAX_REQUESTED_WIDTH = 16_383;

/**
 * The longest sides worth making for an image of this size: only those smaller than the
 * image itself (a size is never an upscale, nor a copy of the original).
 */
export function sizesToMake(width: number, height: number): number[] {
  const longest = Math.max(width, height);
  return DISPLAY_SIZES.filter((side) => side < longest);
}

export function longestSide(size: { width: number; height: number }): number {
  return Math.max(size.width, size.height);
}

/**
 * The object key of the size with this longest side of the upload stored under `key`: the
 * original's extension stays in it (`<user>/<id>.jpg` → `<user>/<id>-jpg-w256.webp`), so a
 * size's key leads back to its original's (uploadKeyOfObjectKey).
 */
export function sizeKeyFor(key: string, side: number): string {
  return key.replace(/\.([a-z0-9]+)$/, (_, ext: string) => `-${ext}-w${side}.webp`);
}

const SIZE_KEY = /^(.+)-([a-z0-9]{2,5})-w(\d+)\.webp$/;

/** The key of the upload a stored object belongs to: its own, or a display size's original's. */
export function uploadKeyOfObjectKey(objectKey: string): string {
  const size = SIZE_KEY.exec(objectKey);
  return size ? `${size[1]}.${size[2]}` : objectKey;
}

/**
 * Which stored size answers a request for an image `requested` pixels wide: the narrowest
 * size at least that wide, or null for the original when no size is (the original is the
 * largest there is). A size as wide as the original or wider is never chosen.
 */
export function chooseSize(
  original: { width: number | null; height: number | null },
  sizes: readonly ImageSize[],
  requested: number,
): ImageSize | null {
  const originalWidth = original.width ?? Number.POSITIVE_INFINITY;
  const candidates = sizes
    .filter((s) => s.width < originalWidth && s.width >= requested)
    .sort((a, b) => a.width - b.width);
  return candidates[0] ?? null;
}

/**
 * Every object key that may hold a part of the upload stored under `key`: the original
 * first, then each display size it may have. Derived from the key alone, so it holds for a
 * row already deleted, and for sizes being made right now for an upload stored before
 * sizes existed; deleting a key that holds nothing is harmless in every store.
 */
export function objectKeysOfUpload(key: string): string[] {
  return [key, ...DISPLAY_SIZES.map((side) => sizeKeyFor(key, side))];
}

/** What a page needs to show an upload's photo: its size, its display sizes and its placeholder. */
export interface PhotoInfo {
  width: number | null;
  height: number | null;
  sizes: ImageSize[] | null;
  thumbhash: string | null;
}

/**
 * An `<img srcset>` for a photo at `url` (its /object-images/ address): each display size
 * through `?w=` by its width, then the original; undefined when it has no sizes.
 */
export function srcSetFor(url: string, photo: PhotoInfo): string | undefined {
  if (!photo.sizes || photo.sizes.length === 0 || !photo.width) return undefined;
  const sized = [...photo.sizes].sort((a, b) => a.width - b.width).map((s) => `${url}?w=${s.width} ${s.width}w`);
  return [...sized, `${url} ${photo.width}w`].join(", ");
}
