import type { Metadata } from "next";
import { DrinkForm } from "@/components/drink-form";
import { DrinkList } from "@/components/drink-list";
import { MenuUploads } from "@/components/menu-uploads";
import { Panel } from "@/components/panel";
import { requirePageUser } from "@/server/auth";
import { listDrinksForUser } from "@/server/db/drinks";
import { imageUrlForKey, listUploadsForUser } from "@/server/db/uploads";
import { describePhotosForUser } from "@/server/photos";

export const metadata: Metadata = { title: "Drinks" };

export default async function DrinksPage() {
  const user = await requirePageUser();
  const [drinks, menus] = await Promise.all([
    listDrinksForUser({ userId: user.id }),
    listUploadsForUser({ userId: user.id, kind: "menu" }),
  ]);
  const photos = await describePhotosForUser({ userId: user.id, urls: drinks.map((d) => d.imageUrl) });
  const empty = drinks.length === 0;
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Drinks</h1>
          <p className="muted">Drinks you had or want to make, with a photo and your rating.</p>
        </div>
      </div>
      <Panel summary="Add a drink" defaultOpen={empty}>
        <DrinkForm />
      </Panel>
      {empty ? (
        <div className="empty section">
          <h2>No drinks yet</h2>
          <p>
            Had something good? Add it with a photo and a rating. Then open it to write down a recipe that recreates it.
          </p>
        </div>
      ) : (
        <DrinkList drinks={drinks} photos={photos} />
      )}
      <section className="section" aria-labelledby="menus-heading">
        <h2 id="menus-heading">Your menus</h2>
        <Panel summary={menus.length === 0 ? "Upload a menu" : `Menus (${menus.length})`}>
          <MenuUploads menus={menus.map((m) => ({ id: m.id, imageUrl: imageUrlForKey(m.key), createdAt: m.createdAt }))} />
        </Panel>
      </section>
    </>
  );
}
