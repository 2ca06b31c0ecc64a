import type { Metadata } from "next";
import { ImportForm } from "@/components/account/import-form";
import { requirePageUser } from "@/server/auth/better-auth";

export const metadata: Metadata = { title: "Your data" };

/** Your data in and out: the whole account as a download, and recipes (or a whole account) brought in. */
export default async function DataPage() {
  await requirePageUser();
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Your data</h1>
          <p className="muted">Take everything with you, or bring recipes in from elsewhere.</p>
        </div>
      </div>
      <section className="section" aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <p className="muted">
          Your recipes, drinks log, bar with its levels, shopping list and the details of your photos, as one JSON file. Another
          Barshelf imports it here.
        </p>
        <div className="form-actions">
          <a className="button secondary" href="/api/export" download>
            Download JSON
          </a>
          <a className="button secondary" href="/api/export?photos=1" download>
            Download JSON and photos (zip)
          </a>
        </div>
      </section>
      <section className="section" aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        <p className="muted">
          You see what would be created, what is already there and what could not be read before anything is saved.
        </p>
        <ImportForm />
      </section>
    </>
  );
}
