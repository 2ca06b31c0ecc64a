import type { createFormatter, createTranslator, Messages } from "next-intl";
import type { AccountDeletionEffects } from "@/domain/households";

type Say = ReturnType<typeof createTranslator<Messages, "household.deletion">>;
type Format = ReturnType<typeof createFormatter>;

/**
 * What deleting the account does to the user's households, in the page's language: those
 * deleted for everyone, those left, then the bottles shared there. Null for no household.
 */
export function accountDeletionNote(effects: AccountDeletionEffects | null, t: Say, format: Format): string | null {
  if (!effects) return null;
  const names = (list: readonly string[]) => format.list(list, { type: "conjunction" });
  const sentences: string[] = [];
  if (effects.deleted.length > 0) sentences.push(t("deleted", { names: names(effects.deleted), count: effects.deleted.length }));
  if (effects.left.length > 0) sentences.push(t("left", { names: names(effects.left) }));
  const [only, ...more] = effects.shared;
  if (only && more.length === 0) sentences.push(t("sharedIn", { name: only.name, count: only.count }));
  else if (only) sentences.push(t("sharedAcross", { counts: names(effects.shared.map(({ name, count }) => t("countIn", { name, count }))) }));
  return sentences.join(" ");
}
