import { useTranslations } from "next-intl";
import { MAX_PRICE } from "@/domain/drink-cost";
import type { BarItem } from "@/domain/types";

/** Millilitres as people read them on a bottle: whole ml, decimals only below 10. */
export function formatMl(ml: number): string {
  return `${ml < 10 ? Math.round(ml * 10) / 10 : Math.round(ml)} ml`;
}

/**
 * A tracked bottle's level in ml, the full bottles behind it and, when the log gives a pace,
 * how long it will last ("about 6 Negronis left, at your pace about 3 weeks").
 */
export function BottleLevel({ item, forecast }: { item: Pick<BarItem, "name" | "bottleMl" | "remainingMl" | "unopened">; forecast?: string }) {
  const t = useTranslations("bar.bottle");
  if (item.bottleMl === null || item.remainingMl === null) return null;
  return (
    <div className="bottle-level small">
      <meter min={0} max={item.bottleMl} low={item.bottleMl * 0.25} high={item.bottleMl * 0.6} optimum={item.bottleMl} value={item.remainingMl} aria-label={t("openBottle", { name: item.name })} />
      <span>
        {t("remainingOf", { remaining: formatMl(item.remainingMl), size: formatMl(item.bottleMl) })}
        {item.unopened > 0 && ` · ${t("unopenedCount", { count: item.unopened })}`}
      </span>
      {forecast && <span className="muted forecast">{forecast}</span>}
    </div>
  );
}

/** The bottle fields of a bar item's form: size, what is left in the open one, and full ones behind it. */
export function BottleFields({ initial }: { initial?: Pick<BarItem, "bottleMl" | "remainingMl" | "unopened" | "price"> }) {
  const t = useTranslations("bar.bottle");
  return (
    <fieldset className="bottle-fields row">
      <legend>{t("legend")} <span className="hint">{t("legendHint")}</span></legend>
      <label>
        <span>{t("size")}</span>
        <input name="bottleMl" type="number" inputMode="numeric" min={1} max={5000} step="any" defaultValue={initial?.bottleMl ?? ""} placeholder={t("usualSize")} />
      </label>
      <label>
        <span>{t("leftInOpen")}</span>
        <input name="remainingMl" type="number" inputMode="numeric" min={0} max={5000} step="any" defaultValue={initial?.remainingMl ?? ""} />
      </label>
      <label>
        <span>{t("unopened")}</span>
        <input name="unopened" type="number" inputMode="numeric" min={0} max={99} step={1} defaultValue={initial?.unopened ?? 0} />
      </label>
      <label>
        <span>{t("price")} <span className="hint">{t("priceHint")}</span></span>
        <input name="price" type="number" inputMode="decimal" min={0} max={MAX_PRICE} step="0.01" defaultValue={initial?.price ?? ""} />
      </label>
    </fieldset>
  );
}

function numberField(form: FormData, name: string): number | null {
  const text = String(form.get(name) ?? "").trim();
  return text === "" ? null : Number(text);
}

/**
 * The bottle fields as the API takes them. On a new item an empty size means "the usual
 * size"; on an edit it means "no size" (levels by hand only). An empty amount is left out,
 * so the level decides it.
 */
export function bottleFieldsFrom(
  form: HTMLFormElement,
  editing: boolean,
): { bottleMl?: number | null; remainingMl?: number; unopened?: number; price?: number | null } {
  const data = new FormData(form);
  const bottleMl = numberField(data, "bottleMl");
  const remainingMl = numberField(data, "remainingMl");
  const unopened = numberField(data, "unopened");
  const price = numberField(data, "price");
  // An unchanged price is left out: a housemate may change a shared bottle's level, not its price.
  const priceInput = form.elements.namedItem("price");
  const priceChanged = priceInput instanceof HTMLInputElement && priceInput.value !== priceInput.defaultValue;
  return {
    ...(bottleMl !== null || editing ? { bottleMl } : {}),
    ...(remainingMl !== null ? { remainingMl } : {}),
    ...(unopened !== null ? { unopened } : {}),
    ...((editing ? priceChanged : price !== null) ? { price } : {}),
  };
}
