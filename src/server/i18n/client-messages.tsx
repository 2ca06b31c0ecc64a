import "server-only";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, pickNamespaces, type ClientPart } from "./client-namespaces";

/** Gives the client components below only the messages their part of the site uses (client-namespaces.ts). */
export async function ClientMessages({ part, children }: { part: ClientPart; children: React.ReactNode }) {
  const messages = pickNamespaces(await getMessages(), CLIENT_NAMESPACES[part]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
