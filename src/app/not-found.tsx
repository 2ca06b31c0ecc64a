import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundContent } from "@/components/not-found-content";

export const metadata: Metadata = { title: "Not found" };

/** A 404 for a URL that matches no page. Rendered per request so its scripts carry the CSP nonce. */
export default async function NotFound() {
  await connection();
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
