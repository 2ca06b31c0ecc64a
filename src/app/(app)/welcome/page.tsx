import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WelcomePath } from "@/components/welcome/welcome-path";
import { welcomeStepSchema } from "@/domain/schemas/welcome";
import { requirePageUser } from "@/server/auth/better-auth";
import { readWelcomeStepForUser } from "@/server/recipes/welcome";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("welcome"))("pageTitle") };
}

/** The welcome path after sign-up: what you have at home, what it makes, what next. */
export default async function WelcomePage({ searchParams }: { searchParams: Promise<{ step?: string | string[] }> }) {
  const user = await requirePageUser();
  const step = welcomeStepSchema.parse((await searchParams).step);
  return <WelcomePath answer={await readWelcomeStepForUser({ userId: user.id, step })} />;
}
