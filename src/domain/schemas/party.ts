import { z } from "./z";
import { optionalText, requiredText } from "./common";
import { PARTY_MENU_MAX_DRINKS, SOLD_OUT_MODES } from "../party";

const drinkIds = z
  .array(z.string().min(1).max(100), { error: "drinks is a list of your recipes' ids." })
  .min(1, { error: "Put at least one drink on the menu." })
  .max(PARTY_MENU_MAX_DRINKS, { error: `A menu holds at most ${PARTY_MENU_MAX_DRINKS} drinks.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: "Each drink goes on the menu once." });

/** A household the caller hosts for; a household they are not in is answered 404 like a missing one. */
const householdId = z.string({ error: "householdId is one of your households' ids." }).min(1).max(100);

const soldOutMode = z.enum(SOLD_OUT_MODES, { error: 'soldOutMode is "hide" or "sold-out".' });

/** POST /api/party-menus: the title, the recipes on it, and what the guests see and may do. */
export const partyMenuCreateSchema = z.strictObject({
  title: requiredText(120, "Give the menu a title."),
  drinks: drinkIds,
  showPhotos: z.boolean().default(false),
  showIngredients: z.boolean().default(true),
  acceptOrders: z.boolean().default(false),
  soldOutMode: soldOutMode.default("hide"),
  householdId: householdId.nullable().default(null),
});

/** PATCH /api/party-menus/{id}: any of the same fields. */
export const partyMenuUpdateSchema = z.strictObject({
  title: requiredText(120, "Give the menu a title.").optional(),
  drinks: drinkIds.optional(),
  showPhotos: z.boolean().optional(),
  showIngredients: z.boolean().optional(),
  acceptOrders: z.boolean().optional(),
  soldOutMode: soldOutMode.optional(),
  householdId: householdId.nullable().optional(),
});

/** POST /m/{token}/orders: the drink, who it is for, and a note. */
export const guestOrderSchema = z.strictObject({
  recipeId: z.string({ error: "Pick a drink." }).min(1).max(100),
  name: requiredText(60, "Say who the drink is for."),
  note: optionalText(280),
});

/** PATCH /api/party-menus/{id}/orders/{orderId}: the station moves an order on. */
export const partyOrderUpdateSchema = z.strictObject({
  status: z.enum(["making", "ready", "cancelled"], { error: 'status is "making", "ready" or "cancelled".' }),
});

export type PartyMenuCreateInput = z.output<typeof partyMenuCreateSchema>;
export type PartyMenuUpdateInput = z.output<typeof partyMenuUpdateSchema>;
export type GuestOrderInput = z.output<typeof guestOrderSchema>;
