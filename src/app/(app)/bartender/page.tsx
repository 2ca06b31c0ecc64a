import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { DrinkAtBar } from "@/components/bartender/drink-at-bar";
import { DrinkPicker } from "@/components/bartender/drink-picker";
import { PartyQueue } from "@/components/party/party-queue";
import { KeepForOffline } from "@/components/offline/keep-for-offline";
import { stationPagesToKeep } from "@/domain/station";
import { listPartyMenusForUser } from "@/server/db/party";
import { requirePageUser } from "@/server/auth/better-auth";
import { loadBartenderStationForUser } from "@/server/bar/bartender";
import "./bartender.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("bartender.page"))("title") };
}

export default async function BartenderPage({ searchParams }: { searchParams: Promise<{ drink?: string | string[] }> }) {
  const user = await requirePageUser();
  const { drink: requested } = await searchParams;
  const drinkKey = typeof requested === "string" ? requested : null;
  const [{ choices, drink }, partyMenus] = await Promise.all([
    loadBartenderStationForUser({ userId: user.id, drinkKey, locale: await getLocale() }),
    listPartyMenusForUser({ userId: user.id }),
  ]);
  const t = await getTranslations("bartender.page");
  const takingOrders = partyMenus.filter((m) => m.acceptOrders).map(({ id, title }) => ({ id, title }));

  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("lead")}</p>
        </div>
        <div className="page-head-actions">
          <Link className="button secondary" href="/bartender/party">
            {t("partyMenus")}
          </Link>
          {drink && (
            <Link className="button secondary" href="/bartender">
              {t("another")}
            </Link>
          )}
        </div>
      </div>
      {drinkKey && !drink && (
        <p role="alert" className="alert">
          {t("unknown")}
        </p>
      )}
      {takingOrders.length > 0 && <PartyQueue menus={takingOrders} />}
      <KeepForOffline pages={stationPagesToKeep(choices)} />
      <div className="station">
        {drink && <DrinkAtBar key={drink.key} drink={drink} />}
        <DrinkPicker choices={choices} current={drink?.key ?? null} />
      </div>
    </>
  );
}
