"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatAmount, type UnitSystem } from "@/domain/amounts";
import type { MadeRoundBody, QueuedRound } from "@/domain/offline-queue";
import type { StationDrink, StationIngredient } from "@/domain/station";
import type { MadeDrink, Recipe } from "@/domain/types";
import { queueChange } from "../offline/offline-queue";
import { useChangeName } from "../offline/offline-support";
import {
  idempotencyKeyFor,
  isNetworkProblem,
  jsonIntent,
  NETWORK_PROBLEM,
  newIdempotencyKey,
  sendJson,
  settleIdempotencyKey,
  type ApiProblem,
  type ApiResult,
} from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";
import { useStoredValue } from "../ui/use-stored-value";

const RATINGS = [1, 2, 3, 4, 5] as const;
/** A round kept to send later has no page refresh to wait for: a second tap is ignored this long instead. */
const KEPT_TAP_GUARD_MS = 1_000;

/** How a tap on "I made this" ended: logged, kept on the device to send later, or not done. */
type RoundOutcome = "logged" | "kept" | "failed";

/** A catalogue cocktail becomes one of the user's recipes the first time they make it; one they have already is theirs. */
async function importFromCatalogue(catalogueId: string): Promise<ApiResult<{ id: string; copied: boolean }>> {
  const result = await sendJson<{ recipes: Recipe[]; existing: { recipe: { id: string } }[] }>("POST", "/api/recipes/import", { catalogueId });
  if (!result.ok) return result;
  const copy = result.data.recipes[0];
  return { ok: true, data: copy ? { id: copy.id, copied: true } : { id: result.data.existing[0]!.recipe.id, copied: false } };
}

/**
 * One round per tap: a second tap does nothing until the page shows the round the first one
 * logged (not while the request runs, nor between its answer and the refreshed page), or, for a
 * round kept to send later, which has no refresh to wait for, for a moment.
 */
function useRoundGuard() {
  const router = useRouter();
  const running = useRef(false);
  const [refreshing, startRefresh] = useTransition();
  const [rounds, setRounds] = useState(0);
  const [holding, setHolding] = useState(false);
  useEffect(() => {
    if (!refreshing) running.current = false;
  }, [refreshing, rounds]);

  async function guarded(logRound: () => Promise<RoundOutcome>) {
    if (running.current) return;
    running.current = true;
    let outcome: RoundOutcome = "failed";
    try {
      outcome = await logRound();
    } finally {
      if (outcome === "failed") running.current = false;
      if (outcome === "logged") {
        setRounds((n) => n + 1);
        startRefresh(() => router.refresh());
      }
      if (outcome === "kept") {
        setHolding(true);
        setTimeout(() => {
          running.current = false;
          setHolding(false);
        }, KEPT_TAP_GUARD_MS);
      }
    }
  }

  return { guarded, busy: refreshing || holding };
}

/**
 * Logs the round: a catalogue cocktail first becomes the user's recipe, then the round is
 * posted with its rating and pours. Tapping twice before the button is disabled logs once.
 * Offline, the round is kept on the device with its Idempotency-Key and sent when the
 * network is back (offline-support.tsx).
 */
function useLogRound(drink: StationDrink, servings: number, pours: readonly { ingredientIndex: number; barItemId: string }[]) {
  const guard = useRoundGuard();
  const [recipeId, setRecipeId] = useState(drink.recipeId);
  // False once the catalogue cocktail turned out to be a recipe the user already had.
  const [sameLines, setSameLines] = useState(true);
  const [rating, setRating] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [logged, setLogged] = useState<MadeDrink | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const nameOf = useChangeName();
  const [, setTicks] = useStoredValue(`barshelf:bartender:ticks:${drink.key}`);

  /** Keeps the round to send later; `intent` is that of the request that got no answer, whose key it keeps. */
  async function keepRound(recipeId: string | null, body: MadeRoundBody, intent: string | null): Promise<RoundOutcome> {
    const key = intent === null ? newIdempotencyKey() : idempotencyKeyFor(intent);
    const round: QueuedRound = {
      kind: "made",
      title: drink.title,
      recipeId,
      catalogueId: drink.catalogueId,
      body,
      importKey: recipeId === null ? key : newIdempotencyKey(),
      madeKey: recipeId === null ? newIdempotencyKey() : key,
    };
    const stored = await queueChange(round).catch(() => false);
    // The next round is a new intent with a new key; only a double tap's second half keeps this one.
    if (intent !== null) settleIdempotencyKey(intent, key, 200, null);
    setPending(false);
    if (!stored) {
      setProblem(NETWORK_PROBLEM);
      return "failed";
    }
    setLogged(null);
    setKept(nameOf(round));
    setRating(null);
    setTicks(null);
    return "kept";
  }

  async function logRound(): Promise<RoundOutcome> {
    setPending(true);
    setProblem(null);
    setKept(null);
    let id = recipeId;
    // The lines are numbered as the station shows them: the user's recipe, or a fresh copy of the
    // catalogue's. A recipe they already had may order its lines otherwise: it pours as decided.
    let picked = sameLines ? pours : [];
    if (id === null) {
      // A drink on the station is either one of the user's recipes or a catalogue cocktail.
      const created = await importFromCatalogue(drink.catalogueId ?? "");
      if (!created.ok && isNetworkProblem(created.problem)) {
        return keepRound(null, { servings, rating, pours: [...picked] }, jsonIntent("POST", "/api/recipes/import", { catalogueId: drink.catalogueId ?? "" }));
      }
      if (!created.ok) {
        setPending(false);
        setProblem(created.problem);
        return "failed";
      }
      id = created.data.id;
      if (!created.data.copied) {
        picked = [];
        setSameLines(false);
      }
      setRecipeId(id);
    }
    const url = `/api/recipes/${encodeURIComponent(id)}/made`;
    const body: MadeRoundBody = { servings, rating, pours: [...picked] };
    const result = await sendJson<MadeDrink>("POST", url, body);
    if (!result.ok && isNetworkProblem(result.problem)) return keepRound(id, body, jsonIntent("POST", url, body));
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return "failed";
    }
    setLogged(result.data);
    setRating(null);
    setTicks(null);
    return "logged";
  }

  const made = () => guard.guarded(logRound);
  return { recipeId, rating, setRating, pending: pending || guard.busy, problem, logged, kept, made };
}

/**
 * "I made this": logs the round in the user's drinks, rated in the same step if they like,
 * pouring each line from the bottle the station shows for it (`pours`).
 */
export function MadeThis({
  drink,
  servings,
  units,
  pours,
}: {
  drink: StationDrink;
  servings: number;
  /** the units the station shows amounts in, which the pours are told in too */
  units: UnitSystem;
  pours: readonly { ingredientIndex: number; barItemId: string }[];
}) {
  const { recipeId, rating, setRating, pending, problem, logged, kept, made } = useLogRound(drink, servings, pours);
  const t = useTranslations("bartender.made");
  const tOffline = useTranslations("offline");

  return (
    <section className="station-made" aria-labelledby="made-heading">
      <h3 id="made-heading">{t("heading")}</h3>
      <RatingChoice rating={rating} onChange={setRating} />
      <div className="form-actions">
        <button type="button" onClick={made} disabled={pending}>
          {pending ? t("logging") : t("madeThis", { servings })}
        </button>
        {!recipeId && <span className="muted small">{t("addedToo")}</span>}
      </div>
      <ProblemMessage problem={problem} />
      {kept && (
        <p role="status" className="status-ok">
          {tOffline("keptRound", { change: kept })}
        </p>
      )}
      {logged && (
        <p role="status" className="status-ok">
          {t("logged", { name: logged.name, servings: logged.servings ?? 1, rating: logged.rating ?? 0 })}{" "}
          <Link href={`/drinks/${encodeURIComponent(logged.id)}`}>{t("seeIt")}</Link>
        </p>
      )}
      {logged && <PouredFrom made={logged} drink={drink} units={units} />}
    </section>
  );
}

/** One to five stars, or none. */
function RatingChoice({ rating, onChange }: { rating: number | null; onChange: (rating: number | null) => void }) {
  const t = useTranslations("bartender.made");
  return (
    <fieldset className="station-rating">
      <legend>{t("rateIt")}</legend>
      {RATINGS.map((r) => (
        <label key={r} className="toggle">
          <input type="radio" name="rating" value={r} checked={rating === r} onChange={() => onChange(r)} />
          <span aria-hidden="true">{"★".repeat(r)}</span>
          <span className="visually-hidden">{t("outOf5", { r })}</span>
        </label>
      ))}
      {rating !== null && (
        <button type="button" className="ghost small" onClick={() => onChange(null)}>
          {t("noRating")}
        </button>
      )}
    </fieldset>
  );
}

/**
 * What "I made this" took from which bottle ("4,5 cl Zitronensaft aus Buffalo Trace"), in the
 * units the station shows, and the lines it could not measure, each line named as the station
 * shows it: the answer names the lines as the recipe writes them, a catalogue cocktail's in English.
 */
export function pouredText(
  t: ReturnType<typeof useTranslations<"bartender.made">>,
  shown: { units: UnitSystem; language: string },
  made: Pick<MadeDrink, "pours" | "unmeasured">,
  drink: { ingredients: readonly Pick<StationIngredient, "name" | "writtenName">[] },
): { pours: { key: string; text: string }[]; unmeasured: string | null } {
  const names = new Map(drink.ingredients.map((line) => [line.writtenName, line.name]));
  const nameOf = (written: string) => names.get(written) ?? written;
  return {
    pours: made.pours.map((p) => ({
      key: `${p.barItemId} ${p.ingredient}`,
      text: t("pour", { amount: formatAmount({ quantity: p.ml, unit: "ml" }, shown.units, shown.language), ingredient: nameOf(p.ingredient), bottle: p.barItemName }),
    })),
    unmeasured:
      made.unmeasured.length === 0 ? null : t("unmeasured", { lines: made.unmeasured.map((u) => `${nameOf(u.name)}${u.amount ? ` (${u.amount})` : ""}`).join(", ") }),
  };
}

/** What "I made this" took from which bottle, and the lines it could not measure (their bottles are as they were). */
function PouredFrom({ made, drink, units }: { made: MadeDrink; drink: StationDrink; units: UnitSystem }) {
  const t = useTranslations("bartender.made");
  const { pours, unmeasured } = pouredText(t, { units, language: useLocale() }, made, drink);
  if (pours.length === 0 && unmeasured === null) return null;
  return (
    <div className="station-poured small">
      {pours.length > 0 && (
        <ul aria-label={t("pouredFrom")}>
          {pours.map((p) => (
            <li key={p.key}>{p.text}</li>
          ))}
        </ul>
      )}
      {unmeasured !== null && <p className="muted">{unmeasured}</p>}
    </div>
  );
}
