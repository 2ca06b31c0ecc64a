import type messages from "../messages/en.json";

// next-intl checks every message key against the English file at compile time.
declare module "next-intl" {
  interface AppConfig {
    Messages: typeof messages;
  }
}
