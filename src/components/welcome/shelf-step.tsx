import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { STARTER_KITS, starterShelfGroups } from "@/domain/starter-shelf";
import { StarterShelfForm } from "../bar/starter-shelf-form";

/** Step 1: tick what is at home (or a quick pick of a typical shelf); it goes on the bar as full bottles. */
export function ShelfStep({ onBar }: { onBar: readonly string[] }) {
  const t = useTranslations("welcome.shelf");
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading">{t("heading")}</h1>
      <p className="welcome-lead">{t("lead")}</p>
      <StarterShelfForm
        className="welcome-shelf"
        groups={starterShelfGroups(useLocale())}
        kits={STARTER_KITS}
        onBar={onBar}
        nextHref="/welcome?step=make"
        submitLabel={t.raw("submit") as string}
        emptyLabel={t("empty")}
      >
        {onBar.length > 0 && (
          <Link className="button secondary" href="/welcome?step=make">
            {t("keep")}
          </Link>
        )}
      </StarterShelfForm>
    </section>
  );
}
