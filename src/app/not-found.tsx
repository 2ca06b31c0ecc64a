import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { requirePageUser } from "@/server/auth/better-auth";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("pageTitle") };
}

/**
 * A 404 for a URL that matches no page. Rendered per request so its scripts carry the CSP
 * nonce. Like every page but login and sign-up, it is for signed-in users: a visitor
 * without a valid session (a forged or signed-out cookie gets past the proxy) is sent to
 * the login page, whatever the path.
 */
export default async function NotFound() {
  await connection();
  await requirePageUser();
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
