/**
 * How long a bottle will last, from what the log says was poured from it lately:
 * "Campari: about 6 Negronis left, at your pace about 3 weeks".
 */
import { pluralise } from "./amounts";
import { totalMl, type BottleLevel } from "./levels";

/** How far back the log is read. */
export const FORECAST_WINDOW_DAYS = 60;
/** A pace is never taken over fewer days than this, so three drinks last night do not read as a daily habit. */
const MIN_PACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One line of the log: `ml` poured from the bottle for `servings` of the drink `drinkName`, at `madeAt`. */
export interface LoggedPour {
  drinkName: string;
  servings: number;
  ml: number;
  madeAt: string;
}

export interface BottleForecast {
  /** the drink most often made from this bottle in the window, and how many more of it the bottle holds */
  drinkName: string;
  drinksLeft: number;
  /** days until the bottle is gone at the window's pace */
  daysLeft: number;
  /** the sentence the page shows, without the bottle's name */
  text: string;
}

/** How long a number of days reads, rounded to the unit a person would say it in. */
export type DaySpan = { unit: "lessThanDay"; count: 0 } | { unit: "day" | "week" | "month" | "year"; count: number };

export function daySpan(days: number): DaySpan {
  if (days < 1) return { unit: "lessThanDay", count: 0 };
  if (days < 14) return { unit: "day", count: Math.round(days) };
  if (days < 60) return { unit: "week", count: Math.round(days / 7) };
  if (days < 730) return { unit: "month", count: Math.round(days / 30) };
  return { unit: "year", count: Math.round(days / 365) };
}

/** "about 3 weeks", "about 4 days", "about 2 months", "less than a day". */
export function describeDays(days: number): string {
  const span = daySpan(days);
  return span.unit === "lessThanDay" ? "less than a day" : about(span.count, span.unit);
}

function about(count: number, unit: string): string {
  return `about ${count} ${count === 1 ? unit : pluralise(unit)}`;
}

/**
 * The forecast of one bottle from the pours of the last FORECAST_WINDOW_DAYS before `now`,
 * or null when nothing was poured from it in that time (there is no pace to go on).
 */
export function forecastBottle(bottle: BottleLevel, pours: readonly LoggedPour[], now: Date): BottleForecast | null {
  const since = now.getTime() - FORECAST_WINDOW_DAYS * DAY_MS;
  const recent = pours.filter((p) => Date.parse(p.madeAt) >= since && Date.parse(p.madeAt) <= now.getTime() && p.ml > 0);
  if (recent.length === 0) return null;

  const byDrink = new Map<string, { servings: number; ml: number }>();
  for (const p of recent) {
    const seen = byDrink.get(p.drinkName) ?? { servings: 0, ml: 0 };
    byDrink.set(p.drinkName, { servings: seen.servings + p.servings, ml: seen.ml + p.ml });
  }
  // the most made drink; on a tie, the first in the log
  const [drinkName, usual] = [...byDrink].reduce((best, entry) => (entry[1].servings > best[1].servings ? entry : best));
  const left = totalMl(bottle);
  const drinksLeft = Math.floor(left / (usual.ml / usual.servings));

  const first = Math.min(...recent.map((p) => Date.parse(p.madeAt)));
  const paceDays = Math.max(MIN_PACE_DAYS, (now.getTime() - first) / DAY_MS);
  const mlPerDay = recent.reduce((sum, p) => sum + p.ml, 0) / paceDays;
  const daysLeft = left / mlPerDay;

  const drinks = drinksLeft === 1 ? drinkName : pluralise(drinkName);
  return { drinkName, drinksLeft, daysLeft, text: `about ${drinksLeft} ${drinks} left, at your pace ${describeDays(daysLeft)}` };
}
