/**
 * The messages each part of the site sends to the browser: the namespaces its client components
 * use ("use client" files and what they import). Server components read every message on the
 * server and send none. Keyed by the URL the part starts at; "/" is the shell (root and
 * signed-in layouts, the landing page, "not found"). tests/unit/client-messages.test.ts fails
 * when a client component of a part uses a namespace its list does not cover.
 */
export const CLIENT_NAMESPACES = {
  "/": ["account.forms", "account.sessions", "nav", "offline.banner", "offline.change", "offline.refused", "problems", "userMenu"],
  "/account": ["account", "common", "household", "passkeyProblems", "problems"],
  "/bar": ["bar.bottle", "bar.form", "bar.inventory", "bar.kind", "bar.low", "bar.menu", "bar.row", "common", "photos", "problems", "quantity", "shelfCategories", "shopping", "substitutes"],
  "/bartender": ["bar.bottle", "bartender", "figures", "offline", "party.queue", "problems", "recommend.filterValues"],
  "/bartender/party": ["party", "problems"],
  "/data": ["data", "problems"],
  "/drinks": ["availability", "common", "drinks", "figures", "menus", "photos", "problems", "recipes.card", "recipes.details", "recipes.form", "recipes.ingredients", "recipes.sharing", "substitutes"],
  "/recipes": ["availability", "common", "figures", "problems", "recipes.card", "recipes.details", "recipes.form", "recipes.ingredients", "recipes.results", "recipes.sharing", "recipes.toolbar", "substitutes"],
  "/recommend": ["bar.starter", "common", "problems", "recipes.add", "shelfCategories", "shopping"],
  "/welcome": ["bar.starter", "problems", "recipes.add", "shelfCategories", "shopping"],
  "/invite": ["household.invitation", "problems"],
  "/login": ["auth", "passkeyProblems", "singleSignOn"],
  "/signup": ["auth", "passkeyProblems", "singleSignOn"],
  "/m": ["party.guest"],
} as const satisfies Record<string, readonly string[]>;

export type ClientPart = keyof typeof CLIENT_NAMESPACES;

type Messages = { [key: string]: string | Messages };

/** The messages under each namespace ("bar.starter" is the `starter` part of `bar`), in the same shape. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split(".");
    let from: Messages | string | undefined = messages;
    let into = picked;
    for (const [i, key] of path.entries()) {
      from = typeof from === "object" ? from[key] : undefined;
      if (from === undefined) break;
      if (i === path.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as Messages;
    }
  }
  return picked;
}
