import "server-only";
import { renderSVG } from "uqr";
import { NotFoundError } from "@/domain/errors";
import { PARTY_GUEST_COOKIE, PARTY_TOKEN_BYTES, isPartyTokenShape, partyPath, type GuestDrink, type GuestMenu, type GuestOrder, type PartyLink, type PartyMenu } from "@/domain/party";
import type { GuestOrderInput, PartyMenuCreateInput } from "@/domain/schemas/party";
import type { StoredObject } from "../platform/storage/object-store";
import { getObjectStore } from "../platform/storage";
import { objectForWidth } from "../photos/sizes";
import { uploadKeyFromImageUrl } from "../db/image-urls";
import { getUploadForUser } from "../db/uploads";
import {
  drinkPhotoUrlsForUser,
  createGuestOrder,
  createPartyMenuForUser,
  findPartyMenuByTokenHash,
  listGuestOrders,
  replacePartyTokenForUser,
} from "../db/party";
import { listRecipesByIdForUser } from "../db/recipes";
import { enforceRateLimits } from "../limits/rate-limits";
import { siteOrigin } from "../platform/origins";
import { hashSecret, newSecret } from "../platform/secrets";
import { sentence } from "@/domain/sentences";

// Party menus' links and what a guest may see of one. A link's token and a guest's cookie are
// secrets kept as hashes (platform/secrets.ts).

/** The guest page's full address, for a page that has the request's headers only. */
export function partyUrlOf(headers: Headers, token: string): string {
  return `${siteOrigin(headers)}${partyPath(token)}`;
}

function linkOf(req: Request, token: string): PartyLink {
  const url = `${siteOrigin(req.headers, req.url)}${partyPath(token)}`;
  return { token, url, qr: renderSVG(url, { ecc: "M", border: 4, pixelSize: 8 }) };
}

export async function createPartyMenuWithLink({ userId, input, req }: { userId: string; input: PartyMenuCreateInput; req: Request }): Promise<PartyMenu & PartyLink> {
  const token = newSecret(PARTY_TOKEN_BYTES);
  const menu = await createPartyMenuForUser({ userId, input, tokenHash: hashSecret(token) });
  return { ...menu, ...linkOf(req, token) };
}

/** A new link for the caller's menu; the old one answers 404 from now on. Null when the menu is not theirs. */
export async function renewPartyLinkForUser({ userId, id, req }: { userId: string; id: string; req: Request }): Promise<(PartyMenu & PartyLink) | null> {
  const token = newSecret(PARTY_TOKEN_BYTES);
  const menu = await replacePartyTokenForUser({ userId, id, tokenHash: hashSecret(token) });
  return menu && { ...menu, ...linkOf(req, token) };
}

/** The menu a token opens, or null for any token that opens none (whatever the reason). */
async function menuOfToken(token: string) {
  if (!isPartyTokenShape(token)) return null;
  return findPartyMenuByTokenHash({ tokenHash: hashSecret(token) });
}

/**
 * What the guest page shows: the title and the chosen drinks the owner can make now (by the
 * availability GET /api/recipes computes, household shelves included; for a household's menu, from
 * the household's bottles and the creator's own outside any household), the others left out or
 * marked sold out as the owner chose. Only the fields listed here leave: never the owner, their
 * other recipes, their shelf or any id but the shown drinks'.
 */
export async function loadGuestMenu(token: string): Promise<(GuestMenu & { menuId: string; ownerId: string }) | null> {
  const menu = await menuOfToken(token);
  if (!menu) return null;
  const recipes = await listRecipesByIdForUser({ userId: menu.userId, ids: menu.drinks, householdId: menu.householdId });
  const photos = menu.showPhotos ? await drinkPhotoUrlsForUser({ userId: menu.userId, ids: recipes.flatMap((r) => r.sourceDrinkId ?? []) }) : new Map<string, string>();
  const drinks = recipes
    .map((recipe) => ({
      recipeId: recipe.id,
      title: recipe.title,
      description: recipe.notes,
      ...(recipe.sourceDrinkId && photos.has(recipe.sourceDrinkId) ? { photo: `${partyPath(token)}/photos/${recipe.id}`, photoUrl: photos.get(recipe.sourceDrinkId)! } : {}),
      ...(menu.showIngredients ? { ingredients: recipe.ingredients.map(({ name, amount }) => ({ name, amount })) } : {}),
      soldOut: recipe.missingCount > 0,
    }))
    .filter((drink) => !drink.soldOut || menu.soldOutMode === "sold-out");
  return { menuId: menu.id, ownerId: menu.userId, title: menu.title, acceptOrders: menu.acceptOrders, drinks };
}

/** How the guest page's answers leave: the menu's owner and id stay on the server. */
export function guestView({ title, acceptOrders, drinks }: GuestMenu): GuestMenu {
  const shown = drinks.map((drink: GuestDrink & { photoUrl?: string }) => {
    const { recipeId, title, description, photo, ingredients, soldOut } = drink;
    return { recipeId, title, description, soldOut, ...(photo ? { photo } : {}), ...(ingredients ? { ingredients } : {}) };
  });
  return { title, acceptOrders, drinks: shown };
}

/** The widest photo a guest's phone is sent: a size the upload already has, never the original's bytes when a smaller one will do. */
const GUEST_PHOTO_WIDTH = 800;

/**
 * The photo of a drink the menu shows now, with photos on: the owner's upload, read by its key
 * under the owner's id, so a menu can never name someone else's photo. 404 for anything else.
 */
export async function readGuestPhoto({ token, recipeId }: { token: string; recipeId: string }): Promise<StoredObject> {
  const menu = await loadGuestMenu(token);
  const url = (menu?.drinks.find((d) => d.recipeId === recipeId) as (GuestDrink & { photoUrl?: string }) | undefined)?.photoUrl;
  const key = url ? uploadKeyFromImageUrl(url) : null;
  const upload = key && menu ? await getUploadForUser({ userId: menu.ownerId, key }) : null;
  if (!upload) throw new NotFoundError();
  const served = await objectForWidth(upload, GUEST_PHOTO_WIDTH);
  const object = await getObjectStore().get(served.key);
  if (!object) throw new NotFoundError();
  return object;
}

/**
 * A guest's order: 404 when the link opens no menu that takes orders or the drink is not on it
 * now (sold out included), 429 past the guest's open orders or the menu's hourly allowance.
 */
export async function placeGuestOrder({ token, guestKey, input }: { token: string; guestKey: string; input: GuestOrderInput }): Promise<{ orderId: string; position: number }> {
  const menu = await loadGuestMenu(token);
  if (!menu?.acceptOrders) throw new NotFoundError();
  const drink = menu.drinks.find((d) => d.recipeId === input.recipeId && !d.soldOut);
  if (!drink) throw new NotFoundError(sentence("notFound.drinkNotOnMenu"));
  await enforceRateLimits([["partyOrdersPerMenu", menu.menuId]]);
  return createGuestOrder({
    menuId: menu.menuId,
    recipeId: drink.recipeId,
    drinkTitle: drink.title,
    guestKeyHash: hashSecret(guestKey),
    guestName: input.name,
    note: input.note,
  });
}

/** The guest's own orders on the menu; null when the link opens none. */
export async function listOrdersOfGuest({ token, guestKey }: { token: string; guestKey: string | null }): Promise<GuestOrder[] | null> {
  const menu = await menuOfToken(token);
  if (!menu) return null;
  if (!guestKey) return [];
  return listGuestOrders({ menuId: menu.id, guestKeyHash: hashSecret(guestKey) });
}

/** The guest's key from their cookie, when it is one we could have set. */
export function guestCookieOf(req: Request): string | null {
  const cookies = (req.headers.get("cookie") ?? "").split(";").map((part) => part.trim());
  const value = cookies.find((c) => c.startsWith(`${PARTY_GUEST_COOKIE}=`))?.slice(PARTY_GUEST_COOKIE.length + 1);
  return value && isPartyTokenShape(value) ? value : null;
}

/** A new guest's cookie: random, sent back only to this menu's paths, out of scripts' reach. */
export function newGuestCookie(req: Request, token: string): { value: string; header: string } {
  const value = newSecret(PARTY_TOKEN_BYTES);
  const secure = siteOrigin(req.headers, req.url).startsWith("https:") ? "; Secure" : "";
  return { value, header: `${PARTY_GUEST_COOKIE}=${value}; Path=${partyPath(token)}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}` };
}
