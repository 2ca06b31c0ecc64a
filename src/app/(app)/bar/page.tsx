import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { pluralise } from "@/domain/amounts";
import { daySpan, type BottleForecast } from "@/domain/forecast";
import { localeOf } from "@/domain/locales";
import { BarInventory } from "@/components/bar/bar-inventory";
import { SubstituteList } from "@/components/substitutes/substitute-list";
import { SHELF_CATEGORIES, SHELF_CATEGORY_LABELS } from "@/domain/matching";
import { firstOfGroups, groupShelfByHousehold, runningLow, shelfRowIn, shelfRowMatches } from "@/domain/shelf-groups";
import { requirePageUser } from "@/server/auth/better-auth";
import { listBarItemsForUser } from "@/server/db/bar-items";
import { listHouseholdsForUser } from "@/server/db/households";
import { listSubstitutesForUser } from "@/server/db/substitutes";
import { forecastBottlesForUser } from "@/server/bar/levels";
import { describePhotosForUser } from "@/server/photos/describe";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("bar.page"))("title") };
}

const CATEGORY_OPTIONS = SHELF_CATEGORIES.map((key) => ({ key, label: SHELF_CATEGORY_LABELS[key] }));
/** Bottles sent with the page, and how many more each "Show more" adds: a big shelf comes in parts. */
const BAR_PAGE_SIZE = 40;

export default async function BarPage({ searchParams }: { searchParams: Promise<{ q?: string | string[]; shown?: string | string[] }> }) {
  const user = await requirePageUser();
  const [items, forecasts, households, substitutes, params] = await Promise.all([
    listBarItemsForUser({ userId: user.id }),
    forecastBottlesForUser({ userId: user.id }),
    listHouseholdsForUser({ userId: user.id }),
    listSubstitutesForUser({ userId: user.id }),
    searchParams,
  ]);
  const query = typeof params.q === "string" ? params.q.trim().slice(0, 200) : "";
  const asked = typeof params.shown === "string" ? Number.parseInt(params.shown, 10) : NaN;
  const locale = await getLocale();
  const rows = items.map((item) => shelfRowIn(item, locale));
  const low = runningLow(rows);
  const part = firstOfGroups(groupShelfByHousehold(rows.filter((row) => shelfRowMatches(row, query)), households), Number.isSafeInteger(asked) && asked > BAR_PAGE_SIZE ? asked : BAR_PAGE_SIZE);
  const sent = [...low, ...part.groups.flatMap((g) => g.items)];
  const photos = await describePhotosForUser({ userId: user.id, urls: sent.map((i) => i.imageUrl) });
  const t = await getTranslations("bar.page");
  const tf = await getTranslations("bar.forecast");
  const english = localeOf(locale) === "en";
  // "about 6 Negronis left, at your pace about 3 weeks": English plurals the drink's name, the others count it.
  const forecastText = ({ drinkName, drinksLeft, daysLeft }: BottleForecast) => {
    const span = daySpan(daysLeft);
    const drinkWord = drinksLeft === 1 || !english ? drinkName : pluralise(drinkName);
    return tf("text", { count: drinksLeft, drinkWord, span: tf("span", { unit: span.unit, count: span.count }) });
  };
  const more = new URLSearchParams({ ...(query ? { q: query } : {}), shown: String(part.shown + BAR_PAGE_SIZE) });
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("lead")}</p>
        </div>
      </div>
      <BarInventory
        groups={part.groups}
        low={low}
        total={rows.length}
        inStock={rows.filter((r) => r.quantity !== "EMPTY").length}
        query={query}
        categories={CATEGORY_OPTIONS}
        forecasts={Object.fromEntries(sent.filter((r) => forecasts[r.id]).map((r) => [r.id, forecastText(forecasts[r.id]!)]))}
        photos={photos}
        households={households.map(({ id, name, role }) => ({ id, name, role }))}
        more={part.shown < part.total ? { href: `/bar?${more}`, label: t("showMore", { count: part.total - part.shown }) } : null}
      />
      <section aria-labelledby="substitutes-heading" className="section card" id="substitutes">
        <h2 id="substitutes-heading">{t("substitutesHeading")}</h2>
        <p className="muted small">{t("substitutesLead")}</p>
        <SubstituteList substitutes={substitutes} />
      </section>
    </>
  );
}
