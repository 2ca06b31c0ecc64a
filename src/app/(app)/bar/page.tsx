import type { Metadata } from "next";
import { BarInventory } from "@/components/bar-inventory";
import { SHELF_CATEGORIES, SHELF_CATEGORY_LABELS } from "@/domain/matching";
import { groupShelf, runningLow, shelfRowMatches, toShelfRow } from "@/domain/shelf-groups";
import { requirePageUser } from "@/server/auth";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { forecastBottlesForUser } from "@/server/levels";
import { describePhotosForUser } from "@/server/photos";

export const metadata: Metadata = { title: "Bar" };

const CATEGORY_OPTIONS = SHELF_CATEGORIES.map((key) => ({ key, label: SHELF_CATEGORY_LABELS[key] }));

export default async function BarPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const user = await requirePageUser();
  const [items, forecasts, params] = await Promise.all([
    listBarItemsForUser({ userId: user.id }),
    forecastBottlesForUser({ userId: user.id }),
    searchParams,
  ]);
  const query = typeof params.q === "string" ? params.q.trim().slice(0, 200) : "";
  const rows = items.map(toShelfRow);
  const photos = await describePhotosForUser({ userId: user.id, urls: items.map((i) => i.imageUrl) });
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Your bar</h1>
          <p className="muted">What is on your shelf, and how much is left. Recipes check against it.</p>
        </div>
      </div>
      <BarInventory
        groups={groupShelf(rows.filter((row) => shelfRowMatches(row, query)))}
        low={runningLow(rows)}
        total={rows.length}
        inStock={rows.filter((r) => r.quantity !== "EMPTY").length}
        query={query}
        categories={CATEGORY_OPTIONS}
        forecasts={Object.fromEntries(Object.entries(forecasts).map(([id, f]) => [id, f.text]))}
        photos={photos}
      />
    </>
  );
}
