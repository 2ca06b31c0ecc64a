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
  return (
    <>
      <label>
        <span>
          Steps <span className="hint">(one step per line)</span>
        </span>
        <textarea
          name="steps"
          required
          rows={4}
          maxLength={20000}
          placeholder={"Stir with ice\nStrain into a glass"}
          defaultValue={initial ? stepsToText(initial.steps) : undefined}
        />
      </label>
      <div className="form-grid">
        <label>
          <span>
            Garnish <span className="hint">(optional)</span>
          </span>
          <input name="garnish" maxLength={200} autoComplete="off" placeholder="e.g. Orange peel" defaultValue={initial?.garnish ?? ""} />
        </label>
        <label>
          <span>
            Glassware <span className="hint">(optional)</span>
          </span>
          <input name="glassware" maxLength={200} autoComplete="off" placeholder="e.g. Rocks glass" defaultValue={initial?.glassware ?? ""} />
        </label>
        <label>
          <span>
            For drink <span className="hint">(optional)</span>
          </span>
          <select name="sourceDrinkId" defaultValue={initial ? (initial.sourceDrinkId ?? "") : (defaultDrinkId ?? "")}>
            <option value="">No drink</option>
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
