import { useTranslations } from "next-intl";
import type { RecipeListItem } from "@/domain/types";
import { NotesField } from "../ui/notes-field";

export interface DrinkOption {
  id: string;
  name: string;
}

function stepsToText(steps: unknown): string {
  if (Array.isArray(steps)) return steps.map((s) => (typeof s === "string" ? s : JSON.stringify(s))).join("\n");
  return typeof steps === "string" ? steps : "";
}

/** The recipe's fields after its ingredients: steps, garnish, glass, the drink it is for, notes. */
export function RecipeDetailFields({
  drinks,
  defaultDrinkId,
  initial,
}: {
  drinks: DrinkOption[];
  defaultDrinkId?: string;
  initial?: RecipeListItem;
}) {
  const t = useTranslations("recipes.details");
  return (
    <>
      <label>
        <span>
          {t("steps")} <span className="hint">{t("stepsHint")}</span>
        </span>
        <textarea
          name="steps"
          required
          rows={4}
          maxLength={20000}
          placeholder={t("stepsPlaceholder")}
          defaultValue={initial ? stepsToText(initial.steps) : undefined}
        />
      </label>
      <div className="form-grid">
        <label>
          <span>
            {t("garnish")} <span className="hint">{t("optional")}</span>
          </span>
          <input name="garnish" maxLength={200} autoComplete="off" placeholder={t("garnishPlaceholder")} defaultValue={initial?.garnish ?? ""} />
        </label>
        <label>
          <span>
            {t("glassware")} <span className="hint">{t("optional")}</span>
          </span>
          <input name="glassware" maxLength={200} autoComplete="off" placeholder={t("glasswarePlaceholder")} defaultValue={initial?.glassware ?? ""} />
        </label>
        <label>
          <span>
            {t("forDrink")} <span className="hint">{t("optional")}</span>
          </span>
          <select name="sourceDrinkId" defaultValue={initial ? (initial.sourceDrinkId ?? "") : (defaultDrinkId ?? "")}>
            <option value="">{t("noDrink")}</option>
            {drinks.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <NotesField defaultValue={initial?.notes ?? ""} />
    </>
  );
}
