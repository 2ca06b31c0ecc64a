import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PrintedMenu } from "@/components/party/printed-menu";
import { guestView, loadGuestMenu, partyUrlOf } from "@/server/party/menus";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("party.guest");
  return { title: t("printTitle"), robots: { index: false, follow: false } };
}

export default async function PrintPartyMenu({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const menu = await loadGuestMenu(token);
  if (!menu) notFound();
  return <PrintedMenu menu={guestView(menu)} url={partyUrlOf(await headers(), token)} />;
}
