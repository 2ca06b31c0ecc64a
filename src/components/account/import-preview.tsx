import Link from "next/link";
import type { ImportSummary } from "@/domain/import";
import { recipeHref } from "../ui/format";

const FORMAT_NAMES: Record<ImportSummary["format"], string> = {
  barshelf: "a Barshelf export",
  "bar-assistant": "Bar Assistant recipes",
  "json-ld": "a recipe page (schema.org Recipe)",
  text: "pasted text",
};

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

/** What the rest of our own export adds besides recipes. */
export function accountLines(account: NonNullable<ImportSummary["account"]>): string[] {
  const lines = [
    account.drinks > 0 && plural(account.drinks, "drink") + " in your log",
    account.barItems > 0 && plural(account.barItems, "bottle") + " on your bar",
    account.barItemsAlreadyThere > 0 && `${plural(account.barItemsAlreadyThere, "bottle")} you have already (kept as they are)`,
    account.shoppingList > 0 && plural(account.shoppingList, "line") + " on your shopping list",
    account.photos > 0 && plural(account.photos, "photo"),
    account.photosMissing.length > 0 && `${plural(account.photosMissing.length, "photo")} named but not in the file (use the export with photos)`,
  ];
  return lines.filter((l): l is string => typeof l === "string");
}

/** Recipes of the file the user has already: each links to theirs, and may be added as a copy all the same. */
function AlreadyYours({
  duplicates,
  copies,
  onCopy,
}: {
  duplicates: ImportSummary["duplicates"];
  copies: ReadonlySet<string>;
  onCopy: (position: string, copy: boolean) => void;
}) {
  return (
    <section aria-labelledby="import-already">
      <h3 id="import-already">Already in your recipes: {duplicates.length.toLocaleString("en")}</h3>
      <p className="muted small">These are skipped: you have a recipe of the same name and ingredients.</p>
      <ul className="import-list">
        {duplicates.map((d) => (
          <li key={d.position} className="row spread">
            <span>
              <Link href={recipeHref(d.existing!.title)}>{d.existing!.title}</Link> <span className="muted small">({d.position})</span>
            </span>
            <label className="inline">
              <input type="checkbox" checked={copies.has(d.position)} onChange={(e) => onCopy(d.position, e.target.checked)} />
              Add a copy anyway
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a dry run found: what would be created, what is skipped and why, and what stops the import. */
export function ImportPreview({ summary, copies, onCopy }: { summary: ImportSummary; copies: ReadonlySet<string>; onCopy: (position: string, copy: boolean) => void }) {
  const { create, unreadable, overLimits, account } = summary;
  const yours = summary.duplicates.filter((d) => d.existing !== null);
  const duplicates = summary.duplicates.filter((d) => d.existing === null);
  return (
    <div className="import-preview" aria-live="polite">
      <p>
        Read as <strong>{FORMAT_NAMES[summary.format]}</strong>.
      </p>
      <section aria-labelledby="import-create">
        <h3 id="import-create">To create: {plural(create.length, "recipe")}</h3>
        {create.length > 0 && (
          <ul className="import-list">
            {create.map((r) => (
              <li key={r.position}>
                {r.title} <span className="muted small">({r.position})</span>
              </li>
            ))}
          </ul>
        )}
        {account && accountLines(account).length > 0 && (
          <ul className="import-list">
            {accountLines(account).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      {yours.length > 0 && <AlreadyYours duplicates={yours} copies={copies} onCopy={onCopy} />}
      {duplicates.length > 0 && (
        <section aria-labelledby="import-duplicates">
          <h3 id="import-duplicates">Repeated in the file: {duplicates.length.toLocaleString("en")}</h3>
          <ul className="import-list">
            {duplicates.map((d) => (
              <li key={d.position}>
                {d.title}{" "}
                <span className="muted small">
                  ({d.position}: same as {d.duplicateOf})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unreadable.length > 0 && (
        <section aria-labelledby="import-unreadable" className="import-unreadable">
          <h3 id="import-unreadable">Could not be read: {unreadable.length.toLocaleString("en")}</h3>
          <ul className="import-list">
            {unreadable.map((u) => (
              <li key={u.position + u.reason}>
                <strong>{u.position}</strong>: {u.reason}
              </li>
            ))}
          </ul>
          <p className="muted small">Nothing is imported while part of the file cannot be read: fix or remove those parts and check again.</p>
        </section>
      )}
      {overLimits.length > 0 && (
        <section aria-labelledby="import-over-limits" className="import-unreadable">
          <h3 id="import-over-limits">Too much for your account</h3>
          <ul className="import-list">
            {overLimits.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
