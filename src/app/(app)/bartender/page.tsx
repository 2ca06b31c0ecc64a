import type { Metadata } from "next";
import Link from "next/link";
import { DrinkAtBar } from "@/components/bartender/drink-at-bar";
import { DrinkPicker } from "@/components/bartender/drink-picker";
import { requirePageUser } from "@/server/auth/better-auth";
import { loadBartenderStationForUser } from "@/server/bar/bartender";
import "./bartender.css";

export const metadata: Metadata = { title: "Bartender" };

export default async function BartenderPage({ searchParams }: { searchParams: Promise<{ drink?: string | string[] }> }) {
  const user = await requirePageUser();
  const { drink: requested } = await searchParams;
  const drinkKey = typeof requested === "string" ? requested : null;
  const { choices, drink } = await loadBartenderStationForUser({ userId: user.id, drinkKey });

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Bartender</h1>
          <p className="muted">Pick a drink, scale it, and tick the steps off as you go.</p>
        </div>
        {drink && (
          <Link className="button secondary" href="/bartender">
            Pick another drink
          </Link>
        )}
      </div>
      {drinkKey && !drink && (
        <p role="alert" className="alert">
          That drink is not among your recipes or the catalogue. Pick one below.
        </p>
      )}
      <div className="station">
        {drink && <DrinkAtBar key={drink.key} drink={drink} />}
        <DrinkPicker choices={choices} current={drink?.key ?? null} />
      </div>
    </>
  );
}
