import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Barshelf", template: "%s · Barshelf" },
  description: "Your bar, your recipes, what you can make tonight.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1c1917" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
