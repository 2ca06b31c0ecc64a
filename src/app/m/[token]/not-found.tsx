import type { Metadata } from "next";
import "@/components/party/party.css";

export const metadata: Metadata = { title: "Menu not found", robots: { index: false, follow: false } };

/** A party link that opens no menu (never one, renewed, or deleted): one sentence, whatever the reason, and no sign-in. */
export default function PartyMenuNotFound() {
  return (
    <main className="party">
      <h1>This menu is not available</h1>
      <p className="muted">The link may have been replaced by a new one. Ask the host for the current link.</p>
    </main>
  );
}
