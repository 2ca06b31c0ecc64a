import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/components/layout/not-found-content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("pageTitle") };
}

/** A 404 inside the signed-in shell (e.g. another user's drink). */
export default function NotFound() {
  return <NotFoundContent />;
}
