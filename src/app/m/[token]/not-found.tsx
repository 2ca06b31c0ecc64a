import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import "@/components/party/party.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("party.guest");
  return { title: t("notFoundTitle"), robots: { index: false, follow: false } };
}

/** A party link that opens no menu (never one, renewed, or deleted): one sentence, whatever the reason, and no sign-in. */
export default async function PartyMenuNotFound() {
  const t = await getTranslations("party.guest");
  return (
    <main className="party">
      <h1>{t("notAvailable")}</h1>
      <p className="muted">{t("replaced")}</p>
    </main>
  );
}
