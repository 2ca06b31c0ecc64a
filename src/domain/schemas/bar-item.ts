import { z } from "./z";
import { kindFromAnswer } from "../bar-item-kind";
import { QUANTITIES } from "../constants";
import { MAX_BOTTLE_ML, MAX_UNOPENED } from "../levels";
import { optionalText, requiredText, text } from "./common";
import { MAX_PRICE } from "../drink-cost";
import { saying } from "./messages";
import { sentence } from "../sentences";

export const quantitySchema = z.enum(QUANTITIES);

/** Names the item also counts as: trimmed, blank ones dropped, duplicates removed. */
export const aliasesSchema = z
  .array(text(200))
  .max(20)
  .transform((list) => [...new Set(list.map((a) => a.trim()).filter((a) => a !== ""))]);

/** A bottle size in ml; null means the item is not poured from a bottle of known size. */
const bottleMlSchema = z.number().positive().max(MAX_BOTTLE_ML).nullable();
const remainingMlSchema = z.number().min(0).max(MAX_BOTTLE_ML);
const unopenedSchema = z.number().int().min(0).max(MAX_UNOPENED);
/** What one bottle (or, with no bottle size, one piece) cost, in the user's currency; null clears it. */
const priceSchema = z
  .number({ error: saying("bar.price") })
  .min(0, { error: saying("bar.priceNegative") })
  .max(MAX_PRICE, { error: saying("bar.priceTooHigh", { max: MAX_PRICE }) })
  .nullable();

/** A household's id as the households API gives it. */
const householdIdSchema = z.string().min(1).max(100);

export const barItemCreateSchema = z.object({
  name: requiredText(200, sentence("bar.nameBlank")),
  quantity: quantitySchema.default("FULL"),
  category: optionalText(100),
  imageUrl: optionalText(600),
  aliases: aliasesSchema.default([]),
  /** left out: the usual size for what the name denotes (700 ml spirits, 750 ml wine), or none */
  bottleMl: bottleMlSchema.optional(),
  /** left out: a whole bottle when FULL, otherwise the middle of the level */
  remainingMl: remainingMlSchema.optional(),
  unopened: unopenedSchema.default(0),
  price: priceSchema.default(null),
  /** the household whose shared shelf it goes on; left out: the caller's own shelf */
  householdId: householdIdSchema.optional(),
  /** true: add it even when the bar already has the same product (a second bottle) */
  allowDuplicate: z.boolean().default(false),
});

/** The user's answer to "What is this?": a kind id or a kind's name ("Bourbon"), stored as the id; null clears it. */
const chosenKindSchema = z
  .string()
  .max(100)
  .refine((answer) => kindFromAnswer(answer) !== null, { error: saying("bar.unknownKind") })
  .transform((answer) => kindFromAnswer(answer)!)
  .nullable();

export const barItemUpdateSchema = z.object({
  name: requiredText(200, sentence("bar.nameBlank")).optional(),
  quantity: quantitySchema.optional(),
  category: optionalText(100).optional(),
  imageUrl: optionalText(600).optional(),
  aliases: aliasesSchema.optional(),
  chosenKind: chosenKindSchema.optional(),
  bottleMl: bottleMlSchema.optional(),
  remainingMl: remainingMlSchema.optional(),
  unopened: unopenedSchema.optional(),
  price: priceSchema.optional(),
  /** moves the caller's own item into a household they are in, or back to their own shelf (null) */
  householdId: householdIdSchema.nullable().optional(),
});

export type BarItemCreateInput = z.output<typeof barItemCreateSchema>;
export type BarItemUpdateInput = z.output<typeof barItemUpdateSchema>;
