"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import type { BarItem } from "@/domain/types";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/**
 * A bottle the matcher cannot read asks "What is this?" and offers the kinds the words on it
 * suggest, one tap each, or a name typed in. The answer is shown on the bottle and can be changed.
 */
export function BarItemKind({ item }: { item: BarItem }) {
  const legendId = useId();
  const t = useTranslations("bar.kind");
  const [changing, setChanging] = useState(false);
  const { pending, problem, run } = useApiAction();
  const understood = item.understoodAs;
  const url = `/api/bar-items/${encodeURIComponent(item.id)}`;

  async function answer(chosenKind: string | null) {
    if (await run([{ method: "PATCH", url, body: { chosenKind } }], t("saved"))) setChanging(false);
  }

  function answerTyped(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("kind") ?? "").trim();
    if (typed !== "") void answer(typed);
  }

  if (understood !== null && understood.via !== "user") return null;
  // the answer itself shows where the row says what the bottle is
  if (understood !== null && !changing) {
    return (
      <p className="bar-item-kind small">
        <span className="muted">{t("yourAnswer", { kind: understood.kindLabel })}</span>{" "}
        <button type="button" className="ghost small" onClick={() => setChanging(true)}>
          {t("change")}<span className="visually-hidden"> {t("changeWhat", { name: item.name })}</span>
        </button>
      </p>
    );
  }
  return (
    <div className="bar-item-kind" role="group" aria-labelledby={legendId}>
      <p id={legendId} className="bar-item-kind-question">
        <strong>{t("question")}</strong>{" "}
        <span className="hint">{t("cannotTell", { name: item.name })}</span>
      </p>
      <div className="chips">
        {item.likelyKinds.map((choice) => (
          <button key={choice.kind} type="button" className="chip" disabled={pending} onClick={() => answer(choice.kind)}>
            {choice.label}
          </button>
        ))}
      </div>
      <form className="row" onSubmit={answerTyped}>
        <label className="grow">
          <span>{t("somethingElse")}</span>
          <input name="kind" maxLength={100} autoComplete="off" placeholder={t("somethingElsePlaceholder")} />
        </label>
        <div className="row" style={{ alignSelf: "flex-end" }}>
          <button type="submit" className="small" disabled={pending}>
            {pending ? t("saving") : t("save")}
          </button>
          {changing && (
            <>
              <button type="button" className="ghost small" disabled={pending} onClick={() => answer(null)}>
                {t("forget")}
              </button>
              <button type="button" className="ghost small" onClick={() => setChanging(false)}>
                {t("cancel")}
              </button>
            </>
          )}
        </div>
      </form>
      <ProblemMessage problem={problem} />
    </div>
  );
}
