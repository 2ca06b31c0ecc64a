import { PASSKEY_NAME_MAX } from "../passkeys";
import { optionalText, requiredText } from "./common";
import { z } from "./z";
import { englishOf, sentence } from "../sentences";

/** The English of the sentence for a blank account name, for better-auth's own answer. */
export const ACCOUNT_NAME_BLANK = englishOf(sentence("account.nameBlank"));
const accountName = requiredText(100, sentence("account.nameBlank"));

/**
 * What we read of a sign-in or change-of-name body before better-auth does: the e-mail
 * (limits per account) and the name, held to the rules of every text field and never blank.
 * The rest is better-auth's.
 */
export const authAttemptSchema = z.looseObject({
  email: z.string().max(320).optional(),
  name: accountName.optional(),
});

/** A sign-up: the same, and the name is required. */
export const signUpAttemptSchema = authAttemptSchema.extend({ name: accountName });

/** Adding a passkey: the name the user gives it, held to the rules of every text field; a blank one is left out. */
export const passkeyRegistrationSchema = z.looseObject({
  name: optionalText(PASSKEY_NAME_MAX).transform((v) => v ?? undefined),
});
