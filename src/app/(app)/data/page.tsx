import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ImportForm } from "@/components/account/import-form";
import { requirePageUser } from "@/server/auth/better-auth";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("data");
  return { title: t("pageTitle") };
}

/** Your data in and out: the whole account as a download, and recipes (or a whole account) brought in. */
export default async function DataPage() {
  await requirePageUser();
  const t = await getTranslations("data");
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t("heading")}</h1>
          <p className="muted">{t("intro")}</p>
        </div>
      </div>
      <section className="section" aria-labelledby="export-heading">
        <h2 id="export-heading">{t("export.heading")}</h2>
        <p className="muted">{t("export.text")}</p>
        <div className="form-actions">
          <a className="button secondary" href="/api/export" download>
            {t("export.json")}
          </a>
          <a className="button secondary" href="/api/export?photos=1" download>
            {t("export.zip")}
          </a>
        </div>
      </section>
      <section className="section" aria-labelledby="import-heading">
        <h2 id="import-heading">{t("import.heading")}</h2>
        <p className="muted">{t("import.text")}</p>
        <ImportForm />
      </section>
    </>
  );
}
