/**
 * A recipe line's name inside a sentence ("cost without the lime juice"): a kind in lower case,
 * a brand as its label writes it ("the Campari"). Apart from drink-cost.ts, which the pages'
 * browser code uses, since this reads the matcher.
 */
import { describeName } from "./matching";

export function nameInSentence(name: string): string {
  const described = describeName(name);
  const lowered = described.via === "brand" || described.kind === null ? name : name.charAt(0).toLowerCase() + name.slice(1);
  return `the ${lowered}`;
}
