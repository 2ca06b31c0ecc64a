import type { Metadata } from "next";
import Link from "next/link";
import { requirePageUser } from "@/server/auth";

export const metadata: Metadata = { title: "Bartender" };

export default async function BartenderPage() {
  await requirePageUser();
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Bartender</h1>
          <p className="muted">Ask for a drink the way you would ask a bartender.</p>
        </div>
      </div>
      <div className="empty">
        <h2>Coming soon</h2>
        <p>
          Describe what you are in the mood for (&ldquo;something bitter with gin&rdquo;) and the bartender will answer
          from your own <Link href="/recipes">recipes</Link> and what is on your <Link href="/bar">bar</Link>.
        </p>
      </div>
    </>
  );
}
