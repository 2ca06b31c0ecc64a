import type { Metadata } from "next";
import Link from "next/link";
import { PartyMenusManager } from "@/components/party/party-menus-manager";
import { requirePageUser } from "@/server/auth/better-auth";
import { listPartyMenusForUser } from "@/server/db/party";
import { listRecipesForUser } from "@/server/db/recipes";
import "../bartender.css";

export const metadata: Metadata = { title: "Party menus" };

export default async function PartyMenusPage() {
  const user = await requirePageUser();
  const [menus, recipes] = await Promise.all([listPartyMenusForUser({ userId: user.id }), listRecipesForUser({ userId: user.id })]);
  const choices = recipes
    .map((r) => ({ id: r.id, title: r.title, canMake: r.missingCount === 0 }))
    .sort((a, b) => Number(b.canMake) - Number(a.canMake) || a.title.localeCompare(b.title));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Party menus</h1>
          <p className="muted">A menu your guests open from a link or QR code, showing what you can make right now. Their orders appear on the Bartender page.</p>
        </div>
        <Link className="button secondary" href="/bartender">
          Bartender
        </Link>
      </div>
      <PartyMenusManager menus={menus} recipes={choices} />
    </>
  );
}
