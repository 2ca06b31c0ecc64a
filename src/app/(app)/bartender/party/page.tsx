import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PartyMenusManager } from "@/components/party/party-menus-manager";
import { mayDo } from "@/domain/households";
import { requirePageUser } from "@/server/auth/better-auth";
import { listHouseholdsForUser } from "@/server/db/households";
import { listPartyMenusForUser } from "@/server/db/party";
import { listHouseholdRecipesForUser, listRecipesForUser } from "@/server/db/recipes";
import "../bartender.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("party.host");
  return { title: t("pageTitle") };
}

export default async function PartyMenusPage() {
  const user = await requirePageUser();
  const t = await getTranslations("party.host");
  const [menus, recipes, shared, households] = await Promise.all([
    listPartyMenusForUser({ userId: user.id }),
    listRecipesForUser({ userId: user.id }),
    listHouseholdRecipesForUser({ userId: user.id }),
    listHouseholdsForUser({ userId: user.id }),
  ]);
  // A household's menu may also show its housemates' recipes shared there.
  const housemates = (shared ?? []).filter((r) => !r.mine && r.householdId !== null);
  const choices = [...recipes.map((r) => ({ ...r, householdId: null })), ...housemates]
    .map((r) => ({ id: r.id, title: r.title, canMake: r.missingCount === 0, householdId: r.householdId }))
    .sort((a, b) => Number(b.canMake) - Number(a.canMake) || a.title.localeCompare(b.title));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("intro")}</p>
        </div>
        <Link className="button secondary" href="/bartender">
          {t("bartender")}
        </Link>
      </div>
      <PartyMenusManager
        menus={menus}
        recipes={choices}
        households={households.map(({ id, name, role }) => ({ id, name, mayHost: mayDo(role, "hostParty") }))}
      />
    </>
  );
}
