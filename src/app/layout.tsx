import type { Metadata, Viewport } from "next";
// The fonts ship with the app (served from /_next/static, no request leaves the site).
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Barshelf", template: "%s · Barshelf" },
  description: "Your bar, your recipes, what you can make tonight.",
};

// viewport-fit=cover: the phone tab bar pads itself by the safe-area insets (globals.css).
export const viewport: Viewport = { width: "device-width", initialScale: 1, viewportFit: "cover", themeColor: "#1c1917" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
