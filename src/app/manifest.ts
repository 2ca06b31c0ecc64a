import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest): what a browser needs to offer "Install".
 * It opens on the station, the page used at the bar; the colours are the header's and the
 * page's (globals.css). Public: a browser fetches it without the session cookie.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Barshelf",
    short_name: "Barshelf",
    description: "Your bar, your recipes, what you can make tonight.",
    start_url: "/bartender",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: "#1c1917",
    background_color: "#faf7f2",
    categories: ["food", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      { name: "Bartender", url: "/bartender", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Recipes", url: "/recipes", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "Bar", url: "/bar", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}
