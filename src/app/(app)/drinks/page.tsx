import type { Metadata } from "next";
import { DrinkCard } from "@/components/drink-card";
import { DrinkForm } from "@/components/drink-form";
import { Panel } from "@/components/panel";
import { requirePageUser } from "@/server/auth";
import { listDrinksForUser } from "@/server/db/drinks";

export const metadata: Metadata = { title: "Drinks" };

export default async function DrinksPage() {
  const user = await requirePageUser();
  const drinks = await listDrinksForUser({ userId: user.id });
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
        <section className="section" aria-labelledby="drinks-heading">
          <h2 id="drinks-heading">Your drinks</h2>
          <ul className="grid" aria-label="Drinks">
            {drinks.map((d) => (
              <DrinkCard key={d.id} drink={d} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
