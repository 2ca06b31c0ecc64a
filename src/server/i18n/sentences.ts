import type { IncomingMessage } from "node:http";
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "@/domain/locales";
import { englishOf, wordSentence, type MessagesOf, type Sentence } from "@/domain/sentences";
import de from "../../../messages/de.json";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import fr from "../../../messages/fr.json";
import it from "../../../messages/it.json";
import { getUserSettingsForUser } from "../db/user-settings";
import { readCookie } from "../auth/session-cookie";

/**
 * The server's sentences in the language of whoever reads them (docs/i18n.md, "What the server
 * says"): a page hears them in its own language, a script with a token in English, the API's
 * wording. No "server-only" marker: the front server, which runs outside Next, words its
 * answers too.
 */

const MESSAGES: Readonly<Record<Locale, MessagesOf>> = { en, de, fr, es, it };

/** The sentence in `locale`. */
export function wordIn(said: Sentence, locale: Locale): string {
  return locale === "en" ? englishOf(said) : wordSentence(said, locale, MESSAGES[locale]);
}

/** What a request carries that says who asks, for choosing its answers' language. */
export interface Asker {
  /** the Authorization header, present for a script's token */
  authorization: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
  /** the signed-in user, when known */
  userId: string | null;
}

/**
 * The language a request's answers are worded in: English for a script with a token (the
 * API's own wording); otherwise the language its page is shown in, which is the signed-in
 * user's saved choice, else the language cookie, else Accept-Language, else English. A client
 * that sends none of these (curl, a test's fetch) hears English.
 */
export async function answerLanguageOf({ authorization, cookie, acceptLanguage, userId }: Asker): Promise<Locale> {
  if (authorization !== null) return "en";
  if (userId !== null) {
    const saved = (await getUserSettingsForUser({ userId })).locale;
    if (saved) return saved;
  }
  const chosen = cookie === null ? null : readCookie(cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(acceptLanguage);
}

/** The asker of a Node request, as the front server gets it. */
export function askerOfIncoming(req: IncomingMessage, userId: string | null): Asker {
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : null;
  };
  return { authorization: header("authorization"), cookie: header("cookie"), acceptLanguage: header("accept-language"), userId };
}

/** The asker of a Web request, as Next's route handlers get it. */
export function askerOf(req: Request, userId: string | null): Asker {
  const { headers } = req;
  return { authorization: headers.get("authorization"), cookie: headers.get("cookie"), acceptLanguage: headers.get("accept-language"), userId };
}
