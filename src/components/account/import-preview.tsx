import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ImportSummary } from "@/domain/import";
import { recipeHref } from "../ui/format";

/** What the rest of our own export adds besides recipes, a line for each kind of record. */
export function accountLines(account: NonNullable<ImportSummary["account"]>, t: ReturnType<typeof useTranslations<"data">>): string[] {
  const counts = [
    ["drinks", account.drinks],
    ["barItems", account.barItems],
    ["barItemsAlreadyThere", account.barItemsAlreadyThere],
    ["shoppingList", account.shoppingList],
    ["photos", account.photos],
    ["photosMissing", account.photosMissing.length],
  ] as const;
  return counts.filter(([, count]) => count > 0).map(([line, count]) => t(`account.${line}`, { count }));
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
  const t = useTranslations("data.preview");
  return (
    <section aria-labelledby="import-already">
      <h3 id="import-already">{t("already", { count: duplicates.length })}</h3>
      <p className="muted small">{t("alreadySkipped")}</p>
      <ul className="import-list">
        {duplicates.map((d) => (
          <li key={d.position} className="row spread">
            <span>
              <Link href={recipeHref(d.existing!.title)}>{d.existing!.title}</Link> <span className="muted small">({d.position})</span>
            </span>
            <label className="inline">
              <input type="checkbox" checked={copies.has(d.position)} onChange={(e) => onCopy(d.position, e.target.checked)} />
              {t("copyAnyway")}
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
  const t = useTranslations("data");
  const lines = account ? accountLines(account, t) : [];
  return (
    <div className="import-preview" aria-live="polite">
      <p>{t.rich("preview.readAs", { format: t(`formats.${summary.format}`), strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <section aria-labelledby="import-create">
        <h3 id="import-create">{t("preview.toCreate", { count: create.length })}</h3>
        {create.length > 0 && (
          <ul className="import-list">
            {create.map((r) => (
              <li key={r.position}>
                {r.title} <span className="muted small">({r.position})</span>
              </li>
            ))}
          </ul>
        )}
        {lines.length > 0 && (
          <ul className="import-list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      {yours.length > 0 && <AlreadyYours duplicates={yours} copies={copies} onCopy={onCopy} />}
      {duplicates.length > 0 && (
        <section aria-labelledby="import-duplicates">
          <h3 id="import-duplicates">{t("preview.repeated", { count: duplicates.length })}</h3>
          <ul className="import-list">
            {duplicates.map((d) => (
              <li key={d.position}>
                {d.title}{" "}
                <span className="muted small">{t("preview.sameAs", { position: d.position, original: d.duplicateOf })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unreadable.length > 0 && (
        <section aria-labelledby="import-unreadable" className="import-unreadable">
          <h3 id="import-unreadable">{t("preview.unreadable", { count: unreadable.length })}</h3>
          <ul className="import-list">
            {unreadable.map((u) => (
              <li key={u.position + u.reason}>
                <strong>{u.position}</strong>: {u.reason}
              </li>
            ))}
          </ul>
          <p className="muted small">{t("preview.fixFirst")}</p>
        </section>
      )}
      {overLimits.length > 0 && (
        <section aria-labelledby="import-over-limits" className="import-unreadable">
          <h3 id="import-over-limits">{t("preview.overLimits")}</h3>
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
