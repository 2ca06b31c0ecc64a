import { getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("drinks.page"))("title") };
}

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
  const t = await getTranslations("drinks.page");
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("lead")}</p>
          <WeekStrength {...week} />
        </div>
      </div>
      <section className="section" aria-labelledby="menus-heading">
        <h2 id="menus-heading">{t("menusHeading")}</h2>
        <p className="muted small">{t("menusLead")}</p>
        <MenuUploads
          menus={menus.map((m) => ({ id: m.id, imageUrl: imageUrlForKey(m.key), createdAt: m.createdAt, reading: readings.get(m.id) ?? null }))}
        />
      </section>
      {empty && (
        <EmptyState heading={t("emptyHeading")} href="/welcome" action={t("emptyAction")}>
          {t("emptyText")}
        </EmptyState>
      )}
      <Panel summary={t("add")} defaultOpen={empty}>
        <DrinkForm />
      </Panel>
      {!empty && (
        <DrinkList
          drinks={shown}
          photos={photos}
          sort={sort}
          total={drinks.length}
          more={shown.length < drinks.length ? { href: `/drinks?${more}`, label: t("showMore", { count: drinks.length - shown.length }) } : null}
        />
      )}
    </>
  );
}
