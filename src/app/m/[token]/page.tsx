import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GuestMenuPage } from "@/components/party/guest-menu";
import { guestView, loadGuestMenu } from "@/server/party/menus";

// A public page: never indexed, and no session is read (the front server passes it none).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("party.guest");
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

export default async function PartyMenu({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const menu = await loadGuestMenu(token);
  if (!menu) notFound();
  return <GuestMenuPage token={token} menu={guestView(menu)} />;
}
