import type { Metadata } from "next";
import { BarAddForm } from "@/components/bar-add-form";
import { BarInventory } from "@/components/bar-inventory";
import { Panel } from "@/components/panel";
import { requirePageUser } from "@/server/auth";
import { listBarItemsForUser } from "@/server/db/bar-items";

export const metadata: Metadata = { title: "Bar" };

export default async function BarPage() {
  const user = await requirePageUser();
  const items = await listBarItemsForUser({ userId: user.id });
  const empty = items.length === 0;
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Your bar</h1>
          <p className="muted">What is on your shelf, and how much is left. Recipes check against it.</p>
        </div>
      </div>
      <Panel summary="Add a bottle or ingredient" defaultOpen={empty}>
        <BarAddForm />
      </Panel>
      {empty ? (
        <div className="empty section">
          <h2>Your bar is empty</h2>
          <p>
            Add the bottles and ingredients you have, such as gin, Campari or limes. Then tap Full, Half, Low or Empty as
            they run down, and your recipes will show what you can make.
          </p>
        </div>
      ) : (
        <BarInventory items={items} />
      )}
    </>
  );
}
