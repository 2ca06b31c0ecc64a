import type { Sentence } from "../sentences";
/** What each import format's reader hands on: recipe candidates, each with its place in the file, and what it could not read. */

/** A recipe as read from a file, before the recipe rules are applied. */
export interface RecipeCandidate {
  /** where it is in the file, for people: "line 4", "recipes[2]", "script 1, @graph[0]" */
  position: string;
  title: string;
  ingredients: { name: string; amount: string }[];
  steps: string[];
  garnish?: string | null;
  glassware?: string | null;
  notes?: string | null;
}

/** A part of the file that could not be read: where, and why as a sentence (worded in the reader's language when answered). */
export interface Unreadable {
  position: string;
  reason: Sentence;
}

export type ImportFormat = "barshelf" | "bar-assistant" | "json-ld" | "text";

export interface FormatReading {
  recipes: RecipeCandidate[];
  unreadable: Unreadable[];
}

/** "gin" → "Gin": names read from text start with a capital, as the catalogue's do. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value that is a non-blank string, trimmed; anything else is null. */
export function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
