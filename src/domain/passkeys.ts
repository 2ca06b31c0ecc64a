/** A passkey as the account page lists it: never its key or credential id. */
export interface PasskeySummary {
  id: string;
  /** what the user called it when adding it; null when they gave no name */
  name: string | null;
  createdAt: string;
  /** the last sign-in with it; null until the first */
  lastUsedAt: string | null;
}

/** The longest name a passkey may be given (the device's name, usually). */
export const PASSKEY_NAME_MAX = 80;

