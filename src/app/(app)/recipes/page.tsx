import type { Metadata } from "next";
import { SignOutButton } from "@/components/sign-out-button";
import { requirePageUser } from "@/server/auth";

export const metadata: Metadata = { title: "Recipes" };

export default async function RecipesPage() {
  const user = await requirePageUser();
  return (
    <main>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1>Recipes</h1>
        <div className="row">
          <span className="muted">{user.name}</span>
          <SignOutButton />
        </div>
      </div>
      <p className="muted">Your recipes will appear here.</p>
    </main>
  );
}
