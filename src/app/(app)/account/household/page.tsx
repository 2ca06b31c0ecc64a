import type { Metadata } from "next";
import Link from "next/link";
import { HouseholdSettings } from "@/components/households/household-settings";
import { requirePageUser } from "@/server/auth/better-auth";
import { getShelfSwitchForUser, listHouseholdsForUser } from "@/server/db/households";

export const metadata: Metadata = { title: "Household" };

export default async function HouseholdPage() {
  const user = await requirePageUser();
  const households = await listHouseholdsForUser({ userId: user.id });
  const switches = await Promise.all(households.map((h) => getShelfSwitchForUser({ userId: user.id, householdId: h.id })));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Household</h1>
          <p className="muted">
            One shelf for the people you live with. <Link href="/account">Back to your account</Link>
          </p>
        </div>
      </div>
      <HouseholdSettings households={households.map((h, i) => ({ ...h, shelfOn: switches[i]?.shelfOn ?? true }))} userId={user.id} />
    </>
  );
}
