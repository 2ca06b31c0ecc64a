"use client";

import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { SubstituteRecord } from "@/domain/types";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/** The substitutes the user accepts for their shelf: each recipe follows them. Add one, or remove it. */
export function SubstituteList({ substitutes }: { substitutes: readonly SubstituteRecord[] }) {
  const [ingredient, setIngredient] = useState("");
  const [acceptedBy, setAcceptedBy] = useState("");
  const { pending, problem, done, run } = useApiAction();
  const t = useTranslations("substitutes");

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const body = { ingredient: ingredient.trim(), acceptedBy: acceptedBy.trim() };
    if (await run([{ method: "POST", url: "/api/substitutes", body }], t("standsIn", { acceptedBy: body.acceptedBy, ingredient: body.ingredient }))) {
      setIngredient("");
      setAcceptedBy("");
    }
  }

  return (
    <div className="stack">
      {substitutes.length === 0 ? (
        <p className="muted">{t("none")}</p>
      ) : (
        <ul className="list substitute-list" aria-label={t("label")}>
          {substitutes.map((s) => (
            <li key={s.id} className="row spread">
              <span>
                <strong>{s.ingredient}</strong> ← {s.acceptedBy}
                {s.note && <span className="hint"> · {s.note}</span>}
              </span>
              <DeleteButton url={`/api/substitutes/${s.id}`} what={t("what", { acceptedBy: s.acceptedBy, ingredient: s.ingredient })} label={t("remove")} />
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={add} aria-label={t("addLabel")}>
        <div className="row substitute-fields">
          <label className="grow" htmlFor="substitute-ingredient">
            {t("asksFor")}
            <input id="substitute-ingredient" value={ingredient} maxLength={200} placeholder={t("asksForPlaceholder")} onChange={(e) => setIngredient(e.target.value)} />
          </label>
          <label className="grow" htmlFor="substitute-accepted">
            {t("accept")}
            <input id="substitute-accepted" value={acceptedBy} maxLength={200} placeholder={t("acceptPlaceholder")} onChange={(e) => setAcceptedBy(e.target.value)} />
          </label>
        </div>
        <p className="row">
          <button type="submit" className="secondary" disabled={pending}>
            <Plus aria-hidden="true" focusable="false" />
            {pending ? t("adding") : t("add")}
          </button>
        </p>
      </form>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}

/** One tap beside a missing line: accept a bottle of the shelf in its place, for every recipe. */
export function AcceptSubstituteButton({ line, offer }: { line: string; offer: { bottle: { name: string }; substitute: { ingredient: string; acceptedBy: string } } }) {
  const { pending, problem, done, run } = useApiAction();
  const { ingredient, acceptedBy } = offer.substitute;
  const t = useTranslations("substitutes");
  async function accept() {
    await run([{ method: "POST", url: "/api/substitutes", body: { ingredient, acceptedBy } }], t("standsIn", { acceptedBy, ingredient }));
  }
  return (
    <span className="accept-substitute">
      <button
        type="button"
        className="secondary small"
        disabled={pending || done !== null}
        title={t("acceptTitle", { ingredient, acceptedBy })}
        onClick={() => void accept()}
      >
        {t("acceptFor", { bottle: offer.bottle.name, line })}
      </button>
      <span role="status" className="status-ok small">{done}</span>
      <ProblemMessage problem={problem} />
    </span>
  );
}
