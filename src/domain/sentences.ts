import { createTranslator } from "use-intl/core";
import type english from "../../messages/en.json";
import englishMessages from "../../messages/en.json";

/**
 * A sentence the server says to a person (an error, an issue under a form, a stored reason)
 * as a message key of the `apiErrors` namespace and its values, so it can be worded in any
 * language when it is shown. English is the API's own wording: `englishOf` gives it, and the
 * HTTP layer words the same sentence in a page's language (docs/i18n.md).
 */

type ApiMessages = (typeof english)["apiErrors"];

/** "a.b.c" for every message (a string leaf) under the namespace. */
type LeafKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type SentenceKey = LeafKeys<ApiMessages>;

/** A value put into a sentence: text said as is (a name the user typed), a number, or a sentence worded first. */
export type SentenceValue = string | number | Sentence;

export interface Sentence {
  key: SentenceKey;
  values?: Readonly<Record<string, SentenceValue>>;
}

export function sentence(key: SentenceKey, values?: Record<string, SentenceValue>): Sentence {
  return values ? { key, values } : { key };
}

export function isSentence(value: unknown): value is Sentence {
  return typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";
}

/** The messages of one language, as messages/<locale>.json holds them. */
export interface MessagesOf {
  apiErrors: unknown;
}

type Say = (key: string, values?: Record<string, string | number>) => string;

const translators = new WeakMap<object, Say>();

function translatorFor(locale: string, messages: MessagesOf): Say {
  let say = translators.get(messages);
  if (!say) {
    // A translator keeps its compiled messages, so each language's is made once.
    say = createTranslator({ locale, messages: messages as unknown as Record<string, never>, namespace: "apiErrors" as never }) as unknown as Say;
    translators.set(messages, say);
  }
  return say;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentence in the language of `messages`. A value that is itself a sentence is worded
 * first, and is also offered capitalised under its name with a capital ("field" → "Field"),
 * for the sentences that begin with it.
 */
export function wordSentence(s: Sentence, locale: string, messages: MessagesOf): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(s.values ?? {})) {
    if (!isSentence(value)) {
      values[name] = value;
      continue;
    }
    const worded = wordSentence(value, locale, messages);
    values[name] = worded;
    values[capitalised(name)] ??= capitalised(worded);
  }
  return translatorFor(locale, messages)(s.key, values);
}

/** The sentence as the API says it (and the logs show it). */
export function englishOf(s: Sentence): string {
  return wordSentence(s, "en", englishMessages);
}

/** What an issue says: its sentence, or its message as it is when it was worded without one. */
export function issueSaid(issue: { message: string; sentence?: Sentence }): Sentence {
  return issue.sentence ?? sentence("asIs", { text: issue.message });
}

/** Sentences said one after the other, as one. */
export function joined(sentences: readonly Sentence[]): Sentence {
  return sentences.reduceRight((rest, first) => sentence("import.joined", { first, rest }));
}

/** A message said in a sentence or already worded: its English. */
export function englishText(said: Sentence | string): string {
  return typeof said === "string" ? said : englishOf(said);
}
