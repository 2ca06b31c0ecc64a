import "server-only";
import { FORECAST_WINDOW_DAYS, forecastBottle, type BottleForecast } from "@/domain/forecast";
import { listBarItemsForUser } from "../db/bar-items";
import { listRecentPoursForUser } from "../db/pours";

/** For each of the caller's tracked bottles poured from lately, by bar item id: how long it will last at their pace. */
export async function forecastBottlesForUser({ userId }: { userId: string }): Promise<Record<string, BottleForecast>> {
  const [items, pours] = await Promise.all([
    listBarItemsForUser({ userId }),
    listRecentPoursForUser({ userId, days: FORECAST_WINDOW_DAYS }),
  ]);
  const now = new Date();
  const forecasts: Record<string, BottleForecast> = {};
  for (const item of items) {
    const logged = pours.get(item.id);
    if (!logged || item.bottleMl === null || item.remainingMl === null) continue;
    const forecast = forecastBottle({ bottleMl: item.bottleMl, remainingMl: item.remainingMl, unopened: item.unopened }, logged, now);
    if (forecast) forecasts[item.id] = forecast;
  }
  return forecasts;
}
