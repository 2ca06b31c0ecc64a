import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Landing } from "@/components/welcome/landing";
import { getPageUser } from "@/server/auth/better-auth";
import { hasStartedForUser } from "@/server/db/first-run";

export const metadata: Metadata = { title: { absolute: "Barshelf: know what you can make tonight" } };

/**
 * `/`: a visitor sees what Barshelf is; a signed-in user goes to their recipes, or to the
 * welcome path while their bar and recipes are both empty.
 */
export default async function Home() {
  const user = await getPageUser();
  if (!user) return <Landing />;
  redirect((await hasStartedForUser({ userId: user.id })) ? "/recipes" : "/welcome");
}
