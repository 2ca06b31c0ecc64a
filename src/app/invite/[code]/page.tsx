import type { Metadata } from "next";
import { InvitePage } from "@/components/households/invite-page";

export const metadata: Metadata = { title: "Invitation", robots: { index: false, follow: false } };

export default async function Invite({ params }: { params: Promise<{ code: string }> }) {
  return <InvitePage code={(await params).code} />;
}
