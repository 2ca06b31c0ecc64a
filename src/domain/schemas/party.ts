import { z } from "./z";
import { optionalText, requiredText } from "./common";
import { PARTY_MENU_MAX_DRINKS, SOLD_OUT_MODES } from "../party";
import { saying } from "./messages";
import { sentence } from "../sentences";

const drinkIds = z
  .array(z.string().min(1).max(100), { error: saying("party.drinksList") })
  .min(1, { error: saying("party.atLeastOneDrink") })
  .max(PARTY_MENU_MAX_DRINKS, { error: saying("party.tooManyDrinks", { max: PARTY_MENU_MAX_DRINKS }) })
  .refine((ids) => new Set(ids).size === ids.length, { error: saying("party.drinkOnce") });

/** A household the caller hosts for; a household they are not in is answered 404 like a missing one. */
const householdId = z.string({ error: saying("party.householdId") }).min(1).max(100);

const soldOutMode = z.enum(SOLD_OUT_MODES, { error: saying("party.soldOutMode") });

/** POST /api/party-menus: the title, the recipes on it, and what the guests see and may do. */
export const partyMenuCreateSchema = z.strictObject({
  title: requiredText(120, sentence("party.titleBlank")),
  drinks: drinkIds,
  showPhotos: z.boolean().default(false),
  showIngredients: z.boolean().default(true),
  acceptOrders: z.boolean().default(false),
  soldOutMode: soldOutMode.default("hide"),
  householdId: householdId.nullable().default(null),
});

/** PATCH /api/party-menus/{id}: any of the same fields. */
export const partyMenuUpdateSchema = z.strictObject({
  title: requiredText(120, sentence("party.titleBlank")).optional(),
  drinks: drinkIds.optional(),
  showPhotos: z.boolean().optional(),
  showIngredients: z.boolean().optional(),
  acceptOrders: z.boolean().optional(),
  soldOutMode: soldOutMode.optional(),
  householdId: householdId.nullable().optional(),
});

/** POST /m/{token}/orders: the drink, who it is for, and a note. */
export const guestOrderSchema = z.strictObject({
  recipeId: z.string({ error: saying("party.pickDrink") }).min(1).max(100),
  name: requiredText(60, sentence("party.forWhom")),
  note: optionalText(280),
});

/** PATCH /api/party-menus/{id}/orders/{orderId}: the station moves an order on. */
export const partyOrderUpdateSchema = z.strictObject({
  status: z.enum(["making", "ready", "cancelled"], { error: saying("party.status") }),
});

export type PartyMenuCreateInput = z.output<typeof partyMenuCreateSchema>;
export type PartyMenuUpdateInput = z.output<typeof partyMenuUpdateSchema>;
export type GuestOrderInput = z.output<typeof guestOrderSchema>;
