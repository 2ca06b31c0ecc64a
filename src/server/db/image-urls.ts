import "server-only";
import { ValidationError } from "@/domain/errors";
import { isOwnImageUrl } from "./uploads";

/**
 * A drink's or bar item's photo must be one of the caller's own uploads, so that no
 * record can point at someone else's image. Anything else is a validation error.
 */
export async function assertOwnImageUrl({ userId, url }: { userId: string; url: string }): Promise<void> {
  if (await isOwnImageUrl({ userId, url })) return;
  throw new ValidationError([
    { code: "custom", path: ["imageUrl"], message: "Must be the /object-images/ URL of one of your uploads" },
  ]);
}
