import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvitePage } from "@/components/households/invite-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("household.invitation");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

export default async function Invite({ params }: { params: Promise<{ code: string }> }) {
  return <InvitePage code={(await params).code} />;
}
