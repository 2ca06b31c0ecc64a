import "server-only";
import { ValidationError } from "@/domain/errors";
import { getUploadForUser, uploadKeyFromImageUrl } from "./uploads";

/**
 * A drink's or bar item's photo must be the image-route address of one of the caller's
 * own uploads, so that no record can point at someone else's image. Anything else is a
 * ValidationError on `imageUrl`.
 */
export async function checkImageUrlForUser({ userId, url }: { userId: string; url: string }): Promise<void> {
  const key = uploadKeyFromImageUrl(url);
  if (key && (await getUploadForUser({ userId, key }))) return;
  throw new ValidationError([
    { code: "custom", path: ["imageUrl"], message: "The photo must be one of your uploads." },
  ]);
}
