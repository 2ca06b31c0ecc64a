import "server-only";
import type { PhotoInfo } from "@/domain/image-sizes";
import { uploadKeyFromImageUrl } from "../db/image-urls";
import { mapUploadsForUser } from "../db/uploads";

/**
 * What pages need to show the caller's photos at these image URLs (size, display sizes,
 * ThumbHash), by URL; URLs that are not one of the caller's uploads are left out.
 */
export async function describePhotosForUser({
  userId,
  urls,
}: {
  userId: string;
  urls: (string | null)[];
}): Promise<Record<string, PhotoInfo>> {
  const keys = urls.map((url) => (url ? uploadKeyFromImageUrl(url) : null)).filter((key): key is string => key !== null);
  const uploads = await mapUploadsForUser({ userId, keys });
  const photos: Record<string, PhotoInfo> = {};
  for (const url of urls) {
    const upload = url ? uploads.get(uploadKeyFromImageUrl(url) ?? "") : undefined;
    if (url && upload) {
      photos[url] = { width: upload.width, height: upload.height, sizes: upload.sizes, thumbhash: upload.thumbhash };
    }
  }
  return photos;
}
