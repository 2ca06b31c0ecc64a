import { ClientMessages } from "@/server/i18n/client-messages";

/** /bartender/party's client components get the messages they use, and no others. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages part="/bartender/party">{children}</ClientMessages>;
}
