import "server-only";
import { cache } from "react";
import type { UserSettings } from "@/domain/user-settings";
import { getPageUser } from "../auth/better-auth";
import { getUserSettingsForUser } from "../db/user-settings";

/** For server components: the signed-in user's settings, read once per render (null without a session). */
export const getPageUserSettings = cache(async (): Promise<UserSettings | null> => {
  const user = await getPageUser();
  return user ? getUserSettingsForUser({ userId: user.id }) : null;
});
