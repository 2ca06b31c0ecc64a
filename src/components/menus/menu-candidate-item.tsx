"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { recipeHref } from "../ui/format";
import { isSettled, type Draft } from "./menu-drafts";

/** One drink read off the menu: its tick box (or what became of it), its editable fields, and its recipe choice. */
export function MenuCandidateItem({
  draft: d,
  recipe,
  edit,
}: {
  draft: Draft;
  /** what recipe it brings, said plainly; null when none */
  recipe: string | null;
  edit: (key: number, change: Partial<Draft>) => void;
}) {
  const t = useTranslations("menus.candidate");
  return (
    <li className={d.ticked ? "candidate ticked" : "candidate"} data-settled={isSettled(d) || undefined}>
      {d.addedId !== null ? (
        <p className="status-ok small">
          {t("added")} <Link href={`/drinks/${d.addedId}`}>{t("open", { name: d.name })}</Link>
        </p>
      ) : d.inMyRecipes !== null ? (
        <div className="stack">
          <p className="small">
            {t("already")} <Link href={recipeHref(d.inMyRecipes.title)}>{d.inMyRecipes.title}</Link>
          </p>
          <label className="inline candidate-tick">
            <input type="checkbox" checked={d.addCopy} onChange={(e) => edit(d.key, { addCopy: e.target.checked, ticked: e.target.checked })} />
            {t("addCopy")}
          </label>
        </div>
      ) : (
        <label className="inline candidate-tick">
          <input type="checkbox" checked={d.ticked} onChange={(e) => edit(d.key, { ticked: e.target.checked })} />
          {t("add", { name: d.name.trim() || t("thisDrink") })}
        </label>
      )}
      <div className="form-grid">
        <label>
          {t("name")}
          <input value={d.name} onChange={(e) => edit(d.key, { name: e.target.value })} required={d.ticked} maxLength={200} autoComplete="off" />
        </label>
        <label>
          {t("price")}
          <input value={d.price} onChange={(e) => edit(d.key, { price: e.target.value })} maxLength={50} autoComplete="off" />
        </label>
      </div>
      <label>
        {t("description")}
        <textarea value={d.description} onChange={(e) => edit(d.key, { description: e.target.value })} maxLength={2000} rows={2} />
      </label>
      {recipe !== null && (
        <label className="inline">
          <input type="checkbox" checked={d.withRecipe} onChange={(e) => edit(d.key, { withRecipe: e.target.checked })} />
          {recipe}
        </label>
      )}
    </li>
  );
}
