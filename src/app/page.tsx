import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { Landing } from "@/components/welcome/landing";
import { getPageUser } from "@/server/auth/better-auth";
import { hasStartedForUser } from "@/server/db/first-run";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: (await getTranslations("landing"))("pageTitle") } };
}

/**
 * `/`: a visitor sees what Barshelf is; a signed-in user goes to their recipes, or to the
 * welcome path while their bar and recipes are both empty.
 */
export default async function Home() {
  const user = await getPageUser();
  if (!user) return <Landing />;
  redirect((await hasStartedForUser({ userId: user.id })) ? "/recipes" : "/welcome");
}
