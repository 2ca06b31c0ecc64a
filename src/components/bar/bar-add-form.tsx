"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { QUANTITIES, type Quantity } from "@/domain/constants";
import { mayDo } from "@/domain/households";
import type { BarItem } from "@/domain/types";
import { BottleFields, bottleFieldsFrom } from "./bottle-level";
import { useShelfLabel } from "./category-label";
import { useShelfHouseholds } from "./shelf-households";
import { sendJson, type ApiProblem } from "../ui/api";
import { CreateFormActions, useCreateWithPhoto } from "../photos/create-with-photo";
import { EditFormActions, type InPlaceEdit } from "../ui/edit-in-place";
import { ImageUpload } from "../photos/image-upload";
import { PhotoEditField, usePhotoChange } from "../photos/photo-edit-field";
import { ProblemMessage } from "../ui/problem-message";

/** A shelf group the user may file a bottle under, as the server names it. */
export interface CategoryOption {
  key: string;
  label: string;
}

/** "Gin, London dry gin" → ["Gin", "London dry gin"], without blanks or repeats. */
export function parseAliases(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const alias = part.trim().replace(/\s+/g, " ");
    if (!alias || seen.has(alias.toLowerCase())) continue;
    seen.add(alias.toLowerCase());
    out.push(alias);
  }
  return out;
}

/** The bottle's own fields as the API takes them; an empty category means "let the matcher file it". */
function barItemFieldsFrom(form: HTMLFormElement, editing: boolean) {
  const data = new FormData(form);
  return {
    ...bottleFieldsFrom(form, editing),
    name: String(data.get("name") ?? "").trim(),
    quantity: String(data.get("quantity") ?? "FULL") as Quantity,
    category: String(data.get("category") ?? "").trim() || null,
    aliases: parseAliases(String(data.get("aliases") ?? "")),
  };
}

/** Name, level, category and "also counts as": the same inputs for a new bottle and an edited one. */
function BarItemFields({
  categories,
  initial,
  automaticLabel,
}: {
  categories: CategoryOption[];
  initial?: BarItem;
  /** The group the matcher would choose, named in the "Automatic" option when known. */
  automaticLabel?: string;
}) {
  const own = initial?.category && !categories.some((c) => c.label === initial.category) ? initial.category : null;
  const t = useTranslations("bar.form");
  const tq = useTranslations("quantity");
  const shelfLabel = useShelfLabel();
  return (
    <div className="form-grid">
      <label>
        {t("name")}
        <input name="name" required maxLength={200} autoComplete="off" placeholder={t("namePlaceholder")} defaultValue={initial?.name} autoFocus={Boolean(initial)} />
      </label>
      <label>
        {t("howMuch")}
        <select name="quantity" defaultValue={initial?.quantity ?? "FULL"}>
          {QUANTITIES.map((q) => (
            <option key={q} value={q}>
              {tq(q)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("category")}
        <select name="category" defaultValue={initial?.category ?? ""}>
          <option value="">{automaticLabel ? t("automaticAs", { group: automaticLabel }) : t("automatic")}</option>
          {own && <option value={own}>{own}</option>}
          {categories.map((c) => (
            <option key={c.key} value={c.label}>
              {shelfLabel(c.key, c.label)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          {t("alsoCountsAs")} <span className="hint">{t("alsoCountsAsHint")}</span>
        </span>
        <input
          name="aliases"
          maxLength={1000}
          autoComplete="off"
          placeholder={t("aliasesPlaceholder")}
          defaultValue={initial?.aliases.join(", ")}
        />
      </label>
      <BottleFields initial={initial} />
    </div>
  );
}

/**
 * "Whose shelf": the user's own, or a household they may add bottles to. Shown only to someone
 * who may add to one; its value is the household's id, empty for their own shelf.
 */
function WhoseShelfField() {
  const households = useShelfHouseholds().filter((h) => mayDo(h.role, "addToShelf"));
  const t = useTranslations("bar.form");
  if (households.length === 0) return null;
  return (
    <label>
      {t("whoseShelf")}
      <select name="householdId" defaultValue="">
        <option value="">{t("mine")}</option>
        {households.map((h) => (
          <option key={h.id} value={h.id}>
            {t("shared", { household: h.name })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The household a new bottle goes into, from the form: none for the user's own shelf. */
function householdFrom(form: HTMLFormElement): { householdId?: string } {
  const id = String(new FormData(form).get("householdId") ?? "");
  return id === "" ? {} : { householdId: id };
}

/** The bar item a 409 says is on the bar already, if that is what the problem is. */
function alreadyThere(problem: ApiProblem): BarItem | null {
  const existing = problem.status === 409 ? problem.existing : undefined;
  return existing && typeof existing === "object" && "id" in existing && "name" in existing ? (existing as BarItem) : null;
}

/**
 * "You already have Campari: raise it to FULL instead?" asked when the bar has the same product:
 * raising it changes the bottle already there; adding another repeats the add as a second bottle.
 */
function SameBottleQuestion({
  existing,
  busy,
  onRaise,
  onAddAnother,
}: {
  existing: BarItem;
  busy: boolean;
  onRaise: () => void;
  onAddAnother: () => void;
}) {
  const t = useTranslations("bar.form");
  return (
    <div className="card stack same-bottle" role="group" aria-labelledby="same-bottle-question">
      <p id="same-bottle-question">
        {existing.mine
          ? t("alreadyYours", { name: existing.name })
          : t("alreadyHousehold", { household: existing.householdName ?? t("yourHousehold"), name: existing.name, owner: existing.ownerName ?? "" })}
      </p>
      <div className="form-actions">
        {/* the question answers the tap on "Add to bar": the next tap is one of its two answers */}
        <button type="button" onClick={onRaise} disabled={busy} autoFocus>
          {t("raiseToFull")}
        </button>
        <button type="button" className="secondary" onClick={onAddAnother} disabled={busy}>
          {t("addAnother")}
        </button>
      </div>
    </div>
  );
}

export function BarAddForm({ categories, onAdded }: { categories: CategoryOption[]; onAdded: (item: BarItem) => void }) {
  const t = useTranslations("bar.form");
  const state = useCreateWithPhoto();
  const formRef = useRef<HTMLFormElement>(null);
  const [same, setSame] = useState<BarItem | null>(null);
  const [raising, setRaising] = useState(false);
  const [raised, setRaised] = useState<string | null>(null);
  const [raiseProblem, setRaiseProblem] = useState<ApiProblem | null>(null);

  async function add(form: HTMLFormElement, allowDuplicate: boolean) {
    setRaised(null);
    setRaiseProblem(null);
    const fields = barItemFieldsFrom(form, false);
    const created = await state.create<BarItem>(form, "/api/bar-items", { ...fields, ...householdFrom(form), ...(allowDuplicate ? { allowDuplicate } : {}) }, fields.name, (problem) => {
      const existing = alreadyThere(problem);
      setSame(existing);
      return existing !== null;
    });
    if (!created) return;
    setSame(null);
    onAdded(created);
    (form.elements.namedItem("name") as HTMLInputElement | null)?.focus();
  }

  async function raiseToFull(existing: BarItem) {
    setRaising(true);
    setRaiseProblem(null);
    const result = await sendJson<BarItem>("PATCH", `/api/bar-items/${encodeURIComponent(existing.id)}`, { quantity: "FULL" });
    setRaising(false);
    if (!result.ok) {
      setRaiseProblem(result.problem);
      return;
    }
    setSame(null);
    setRaised(t("isFull", { name: result.data.name }));
    if (formRef.current) state.finish(formRef.current);
    onAdded(result.data);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void add(event.currentTarget, false);
  }

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} aria-label={t("addLabel")}>
      <BarItemFields categories={categories} />
      <WhoseShelfField />
      <ImageUpload key={state.uploadKey} kind="bar" label={t("photo")} onChange={state.setUpload} />
      {same && (
        <SameBottleQuestion
          existing={same}
          busy={raising || state.pending}
          onRaise={() => void raiseToFull(same)}
          onAddAnother={() => formRef.current && void add(formRef.current, true)}
        />
      )}
      <ProblemMessage problem={raiseProblem} />
      <CreateFormActions state={state} label={t("addToBar")} />
      {raised && (
        <p role="status" className="status-ok small">
          {raised}
        </p>
      )}
    </form>
  );
}

/** Every field of a bottle, photo included, edited in its row. */
export function BarItemEditForm({
  item,
  categories,
  automaticLabel,
  edit,
}: {
  item: BarItem;
  categories: CategoryOption[];
  automaticLabel: string;
  edit: InPlaceEdit;
}) {
  const photo = usePhotoChange();
  const t = useTranslations("bar.form");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await edit.save(`/api/bar-items/${encodeURIComponent(item.id)}`, {
      ...barItemFieldsFrom(event.currentTarget, true),
      ...(photo.change !== undefined ? { imageUrl: photo.change } : {}),
    });
  }

  return (
    <form className="stack bar-edit" onSubmit={onSubmit} aria-label={t("editLabel", { name: item.name })}>
      <BarItemFields categories={categories} initial={item} automaticLabel={automaticLabel} />
      <PhotoEditField current={item.imageUrl} kind="bar" label={t("photo")} alt={t("photoOf", { name: item.name })} photo={photo} />
      <EditFormActions state={edit} disabled={photo.uploading} />
    </form>
  );
}
