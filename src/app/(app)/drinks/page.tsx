import type { Metadata } from "next";
import { DrinkForm } from "@/components/drinks/drink-form";
import { DrinkList } from "@/components/drinks/drink-list";
import { WeekStrength } from "@/components/drinks/week-strength";
import { DRINK_SORTS, readDrinkSort } from "@/domain/drink-sort";
import { MenuUploads } from "@/components/menus/menu-uploads";
import { Panel } from "@/components/ui/panel";
import { EmptyState } from "@/components/welcome/empty-state";
import { requirePageUser } from "@/server/auth/better-auth";
import { listDrinksForUser } from "@/server/db/drinks";
import { imageUrlForKey } from "@/server/db/image-urls";
import { listMenuReadingStatusesForUser } from "@/server/db/menu-reading";
import { listUploadsForUser } from "@/server/db/uploads";
import { describePhotosForUser } from "@/server/photos/describe";
import { weekStrengthForUser } from "@/server/recipes/drink-log-strength";

export const metadata: Metadata = { title: "Drinks" };

/** Drinks sent with the page, and how many more each "Show more" adds. */
const DRINKS_PAGE_SIZE = 48;

export default async function DrinksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const [drinks, menus, readings, params, week] = await Promise.all([
    listDrinksForUser({ userId: user.id }),
    listUploadsForUser({ userId: user.id, kind: "menu" }),
    listMenuReadingStatusesForUser({ userId: user.id }),
    searchParams,
    weekStrengthForUser({ userId: user.id }),
  ]);
  const sort = readDrinkSort(params.sort);
  const asked = typeof params.shown === "string" ? Number.parseInt(params.shown, 10) : NaN;
  const shown = [...drinks].sort(DRINK_SORTS[sort].compare).slice(0, Number.isSafeInteger(asked) && asked > DRINKS_PAGE_SIZE ? asked : DRINKS_PAGE_SIZE);
  const more = new URLSearchParams({ ...(sort === "newest" ? {} : { sort }), shown: String(shown.length + DRINKS_PAGE_SIZE) });
  const photos = await describePhotosForUser({ userId: user.id, urls: shown.map((d) => d.imageUrl) });
  const empty = drinks.length === 0;
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Drinks</h1>
          <p className="muted">Drinks you had or want to make, with a photo and your rating.</p>
          <WeekStrength {...week} />
        </div>
      </div>
      <section className="section" aria-labelledby="menus-heading">
        <h2 id="menus-heading">Menu scans</h2>
        <p className="muted small">Photograph a bar&apos;s menu: the drinks on it are read for you to add to your log.</p>
        <MenuUploads
          menus={menus.map((m) => ({ id: m.id, imageUrl: imageUrlForKey(m.key), createdAt: m.createdAt, reading: readings.get(m.id) ?? null }))}
        />
      </section>
      {empty && (
        <EmptyState heading="No drinks yet" href="/welcome" action="See what you can make">
          Had something good? Add it below with a photo and a rating. Want ideas first? Tick what you have at home and see the
          classics it makes.
        </EmptyState>
      )}
      <Panel summary="Add a drink" defaultOpen={empty}>
        <DrinkForm />
      </Panel>
      {!empty && (
        <DrinkList
          drinks={shown}
          photos={photos}
          sort={sort}
          total={drinks.length}
          more={shown.length < drinks.length ? { href: `/drinks?${more}`, label: `Show more (${drinks.length - shown.length} left)` } : null}
        />
      )}
    </>
  );
}
