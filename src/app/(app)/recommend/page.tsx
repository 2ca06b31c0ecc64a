import type { Metadata } from "next";
import Link from "next/link";
import { requirePageUser } from "@/server/auth";

export const metadata: Metadata = { title: "Recommend" };

export default async function RecommendPage() {
  await requirePageUser();
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Recommend</h1>
          <p className="muted">Suggestions for what to drink next, from your shelf and your taste.</p>
        </div>
      </div>
      <div className="empty">
        <h2>Coming soon</h2>
        <p>
          Barshelf will suggest drinks you can make with what is on your shelf, and the one bottle that would unlock
          the most new recipes. Until then, keep your <Link href="/bar">bar</Link> and{" "}
          <Link href="/recipes">recipes</Link> up to date: the suggestions will start from them.
        </p>
      </div>
    </>
  );
}
