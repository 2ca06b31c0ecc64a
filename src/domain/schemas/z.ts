import { z } from "zod";
import { sentenceFor } from "./messages";

/**
 * zod, with every message a sentence (messages.ts): the schemas import `z` from here, so
 * the error map is in place before any of them parses. It is zod's global configuration,
 * so a schema elsewhere (better-auth's own) words its issues the same way.
 */
z.config({ customError: sentenceFor });

export { z };
