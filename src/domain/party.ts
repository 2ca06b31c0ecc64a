/**
 * Party mode: a menu guests open from a link without an account, and their orders. The link's
 * token is 144 random bits in base64url; only its hash is kept.
 */
export const PARTY_TOKEN_BYTES = 18;
const PARTY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** Whether a path segment could be a party menu's token (anything else is a 404 without a query). */
export function isPartyTokenShape(token: string): boolean {
  return PARTY_TOKEN_PATTERN.test(token);
}

/** A guest page or one of its routes: `/m/<token>`, `/m/<token>/print`, `/m/<token>/menu`, `/m/<token>/orders`, `/m/<token>/photos/<recipe id>`. */
const PARTY_PATH = /^\/m\/([^/]+)(?:\/(?:print|menu|orders|photos\/[0-9a-f-]{36}))?\/?$/;

/** The token of a guest path, or null when the path is none. */
export function partyTokenOfPath(pathname: string): string | null {
  const token = PARTY_PATH.exec(pathname)?.[1];
  return token !== undefined && isPartyTokenShape(token) ? token : null;
}

/** Whether a path is under `/m/` at all: the front server limits and strips cookies for all of them. */
export function isPartyPath(pathname: string): boolean {
  return pathname === "/m" || pathname.startsWith("/m/");
}

export const PARTY_MENU_MAX_DRINKS = 60;
/** Orders one guest (one cookie) may have open at once. */
export const PARTY_OPEN_ORDERS_PER_GUEST = 3;
/** How often the guest page asks for news of its orders and of the drinks it lists. */
export const PARTY_GUEST_POLL_MS = 2_000;
/** How often the station asks for new orders: a new one shows within this and one answer's time. */
export const PARTY_STATION_POLL_MS = 1_000;
/** The guest's cookie, scoped to the menu's own path. */
export const PARTY_GUEST_COOKIE = "barshelf_guest";

export const SOLD_OUT_MODES = ["hide", "sold-out"] as const;
export type SoldOutMode = (typeof SOLD_OUT_MODES)[number];

export const PARTY_ORDER_STATUSES = ["queued", "making", "ready", "cancelled"] as const;
export type PartyOrderStatus = (typeof PARTY_ORDER_STATUSES)[number];

/** A party menu as its owner sees it. The token is never stored: it is answered once, when made. */
export interface PartyMenu {
  id: string;
  title: string;
  /** The chosen recipes' ids, in the order the guests see them. */
  drinks: string[];
  showPhotos: boolean;
  showIngredients: boolean;
  acceptOrders: boolean;
  soldOutMode: SoldOutMode;
  /** The household it is hosted for (its owners and members run it), or null for the creator's own. */
  householdId: string | null;
  /** Whether the caller made it: only its creator moves it to or from a household. */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A menu's link: what POST /api/party-menus and "new link" answer besides the menu. */
export interface PartyLink {
  token: string;
  url: string;
  /** The link as a QR code, an SVG document. */
  qr: string;
}

/** One drink on the guest page: only what the owner chose to show. */
export interface GuestDrink {
  recipeId: string;
  title: string;
  description: string | null;
  /** The photo's address under the menu's link, when the owner shows photos and the drink has one. */
  photo?: string;
  /** Present only when the owner shows ingredients. */
  ingredients?: { name: string; amount: string }[];
  soldOut: boolean;
}

export interface GuestMenu {
  title: string;
  acceptOrders: boolean;
  drinks: GuestDrink[];
}

/** An order as the guest who placed it sees it. */
export interface GuestOrder {
  orderId: string;
  drinkTitle: string;
  guestName: string;
  status: PartyOrderStatus;
  /** Its place among the menu's open orders (1 is next), or null once it is ready or cancelled. */
  position: number | null;
}

/** An order as the owner's queue shows it. */
export interface PartyOrder {
  id: string;
  recipeId: string;
  drinkTitle: string;
  guestName: string;
  note: string | null;
  status: PartyOrderStatus;
  createdAt: string;
}

/** The guest page's path for a token. */
export function partyPath(token: string): string {
  return `/m/${token}`;
}

