"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { Quantity } from "@/domain/types";
import type { MeetingBottle, StationIngredient } from "@/domain/station";
import { substituteInSentence } from "@/domain/substitutes";
import { useChangeName } from "../offline/offline-support";
import { queueLevel } from "../offline/queue-level";
import { isNetworkProblem, sendJson, type ApiProblem } from "../ui/api";
import { ProblemMessage } from "../ui/problem-message";

const REASONS = ["same", "kind", "brand", "produce", "alias", "substitute"] as const;

/** "Tanqueray is a kind of it": why a bottle meets the line, for its tooltip. */
function useReasonTitle(): (bottle: MeetingBottle) => string {
  const t = useTranslations("bartender.bottle");
  return (bottle) => {
    const reason = REASONS.find((r) => r === bottle.reason);
    return t("reasonTitle", { name: bottle.name, reason: reason ? t(`reasons.${reason}`) : t("aMatch") });
  };
}

/** The bottle a line pours from: the user's pick when it is still on offer, else the first. */
export function pouredBottle(ingredient: StationIngredient, pickedId: string | null): MeetingBottle | null {
  return ingredient.otherBottles.find((b) => b.barItemId === pickedId) ?? ingredient.meetingBottle;
}

interface Change {
  barItemId: string;
  name: string;
  from: Quantity;
  to: Quantity;
}

/**
 * When several bottles meet the line: which one "I made this" pours from, and the others to
 * pick instead (a native select: a large target, read out with the ingredient's name).
 */
function BottlePicker({ ingredient, bottle, onPick }: { ingredient: StationIngredient; bottle: MeetingBottle; onPick: (barItemId: string) => void }) {
  const options = [ingredient.meetingBottle!, ...ingredient.otherBottles];
  const t = useTranslations("bartender.bottle");
  const reasonTitle = useReasonTitle();
  return (
    <label className="station-pick" title={reasonTitle(bottle)}>
      <span aria-hidden="true">← </span>
      <span className="visually-hidden">{t("pourFrom", { ingredient: ingredient.name })}</span>
      <select value={bottle.barItemId} onChange={(e) => onPick(e.target.value)}>
        {options.map((o) => (
          <option key={o.barItemId} value={o.barItemId}>
            {o.name}
            {o.whose ? ` (${o.whose})` : ""}
            {o.quantity === "LOW" ? ` ${t("runningLowNote")}` : ""}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A bottle level set from the station: the change made, so it can be undone, and any refusal.
 * Offline, the change is kept on the device and sent when the network is back.
 */
function useLevelChange() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<Change | null>(null);
  const [kept, setKept] = useState(false);

  async function setLevel(change: Change, undo = false) {
    setPending(true);
    setProblem(null);
    const target = undo ? change.from : change.to;
    const result = await sendJson("PATCH", `/api/bar-items/${encodeURIComponent(change.barItemId)}`, { quantity: target });
    if (!result.ok && isNetworkProblem(result.problem) && (await queueLevel({ barItemId: change.barItemId, name: change.name, quantity: target }))) {
      setPending(false);
      setKept(true);
      setDone(undo ? null : change);
      return;
    }
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setKept(false);
    setDone(undo ? null : change);
    router.refresh();
  }

  return { pending, problem, done, kept, setLevel };
}

/** What was just changed, with its Undo; nothing until a change is made. */
function LevelChangeStatus({ level: { done, kept, pending, setLevel } }: { level: ReturnType<typeof useLevelChange> }) {
  const t = useTranslations("bartender.bottle");
  const tOffline = useTranslations("offline");
  const nameOf = useChangeName();
  if (!done) return null;
  return (
    <span role="status" className="station-bottle-status">
      {kept
        ? tOffline("keptLevel", { change: nameOf({ kind: "level", barItemId: done.barItemId, name: done.name, quantity: done.to, key: "" }) })
        : t("marked", { name: done.name, to: done.to === "EMPTY" ? "empty" : "low" })}{" "}
      <button type="button" className="ghost small" disabled={pending} onClick={() => setLevel(done, true)}>
        {t("undo")}
      </button>
    </span>
  );
}

/** An ingredient no bottle meets: the empty bottle that would, or that it is not on the bar. */
function MissingBottle({ ingredient, status, problem }: { ingredient: StationIngredient; status: ReactNode; problem: ApiProblem | null }) {
  const t = useTranslations("bartender.bottle");
  return (
    <div className="station-bottle missing">
      {ingredient.emptyBottle ? (
        <span>
          <span className="visually-hidden">{t("missing")} </span>
          {t("isEmpty", { name: ingredient.emptyBottle.name })}
        </span>
      ) : (
        <span>
          {t.rich("notOnBar", { bar: (chunks) => <Link href="/bar">{chunks}</Link> })}
        </span>
      )}
      {status}
      <ProblemMessage problem={problem} />
    </div>
  );
}

/**
 * Which bottle meets an ingredient ("← Tanqueray"), or a choice among several, with "running
 * low" and "mark empty" right there; a change can be undone, and the page re-reads the shelf
 * after each one. `pickedId` is the bottle the user picked instead of the first.
 */
export function BottleLine({
  ingredient,
  pickedId = null,
  onPick = () => {},
}: {
  ingredient: StationIngredient;
  pickedId?: string | null;
  onPick?: (barItemId: string) => void;
}) {
  const level = useLevelChange();
  const t = useTranslations("bartender.bottle");
  const reasonTitle = useReasonTitle();
  const { pending, problem, setLevel } = level;
  const bottle = pouredBottle(ingredient, pickedId);
  const status = <LevelChangeStatus level={level} />;
  if (!bottle) return <MissingBottle ingredient={ingredient} status={status} problem={problem} />;

  const change = (to: Quantity): Change => ({ barItemId: bottle.barItemId, name: bottle.name, from: bottle.quantity, to });
  return (
    <div className="station-bottle">
      {ingredient.otherBottles.length > 0 ? (
        <BottlePicker ingredient={ingredient} bottle={bottle} onPick={onPick} />
      ) : (
        <span title={reasonTitle(bottle)}>
          <span aria-hidden="true">← </span>
          <span className="visually-hidden">{t("from")} </span>
          <strong>{bottle.name}</strong>
        </span>
      )}
      {bottle.substitute && <span className="station-bottle-whose">{t("substituteFor", { ingredient: substituteInSentence(bottle.substitute) })}</span>}
      {bottle.whose && <span className="station-bottle-whose">{bottle.whose}</span>}
      {bottle.quantity === "LOW" && <span className="badge warn">{t("runningLowBadge")}</span>}
      <span className="station-bottle-actions">
        {bottle.quantity !== "LOW" && (
          <button
            type="button"
            className="secondary small"
            disabled={pending}
            aria-label={t("runningLowLabel", { name: bottle.name })}
            onClick={() => setLevel(change("LOW"))}
          >
            {t("runningLow")}
          </button>
        )}
        <button
          type="button"
          className="danger-outline small"
          disabled={pending}
          aria-label={t("markEmptyLabel", { name: bottle.name })}
          onClick={() => setLevel(change("EMPTY"))}
        >
          {t("markEmpty")}
        </button>
      </span>
      {status}
      <ProblemMessage problem={problem} />
    </div>
  );
}
