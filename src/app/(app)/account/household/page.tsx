import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { HouseholdSettings } from "@/components/households/household-settings";
import { requirePageUser } from "@/server/auth/better-auth";
import { getShelfSwitchForUser, listHouseholdsForUser } from "@/server/db/households";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("household");
  return { title: t("pageTitle") };
}

export default async function HouseholdPage() {
  const user = await requirePageUser();
  const t = await getTranslations("household");
  const households = await listHouseholdsForUser({ userId: user.id });
  const switches = await Promise.all(households.map((h) => getShelfSwitchForUser({ userId: user.id, householdId: h.id })));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t.rich("intro", { link: (chunks) => <Link href="/account">{chunks}</Link> })}</p>
        </div>
      </div>
      <HouseholdSettings households={households.map((h, i) => ({ ...h, shelfOn: switches[i]?.shelfOn ?? true }))} userId={user.id} />
    </>
  );
}
