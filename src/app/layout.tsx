import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/server/i18n/client-messages";
// The fonts ship with the app (served from /_next/static, no request leaves the site).
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    title: { default: "Barshelf", template: "%s · Barshelf" },
    description: t("description"),
    applicationName: "Barshelf",
    // The manifest (app/manifest.ts) is linked by Next; iOS reads its own tags instead.
    appleWebApp: { capable: true, title: "Barshelf", statusBarStyle: "black-translucent" },
    icons: { apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }] },
  };
}

// viewport-fit=cover: the phone tab bar pads itself by the safe-area insets (globals.css).
export const viewport: Viewport = { width: "device-width", initialScale: 1, viewportFit: "cover", themeColor: "#1c1917" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <ClientMessages part="/">{children}</ClientMessages>
      </body>
    </html>
  );
}
