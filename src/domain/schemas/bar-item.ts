import { z } from "zod";
import { kindFromAnswer } from "../bar-item-kind";
import { QUANTITIES } from "../constants";
import { optionalText, requiredText } from "./common";

export const quantitySchema = z.enum(QUANTITIES);

/** Names the item also counts as: trimmed, blank ones dropped, duplicates removed. */
const aliasesSchema = z
  .array(z.string().max(200))
  .max(20)
  .transform((list) => [...new Set(list.map((a) => a.trim()).filter((a) => a !== ""))]);

export const barItemCreateSchema = z.object({
  name: requiredText(200),
  quantity: quantitySchema.default("FULL"),
  category: optionalText(100),
  imageUrl: optionalText(600),
  aliases: aliasesSchema.default([]),
});

/** The user's answer to "What is this?": a kind id or a kind's name ("Bourbon"), stored as the id; null clears it. */
const chosenKindSchema = z
  .string()
  .max(100)
  .refine((answer) => kindFromAnswer(answer) !== null, { message: "Not a kind of bottle Barshelf knows; try a word such as Bourbon or Amaro" })
  .transform((answer) => kindFromAnswer(answer)!)
  .nullable();

export const barItemUpdateSchema = z.object({
  name: requiredText(200).optional(),
  quantity: quantitySchema.optional(),
  category: optionalText(100).optional(),
  imageUrl: optionalText(600).optional(),
  aliases: aliasesSchema.optional(),
  chosenKind: chosenKindSchema.optional(),
});

export type BarItemCreateInput = z.output<typeof barItemCreateSchema>;
export type BarItemUpdateInput = z.output<typeof barItemUpdateSchema>;
