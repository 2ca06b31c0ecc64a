import type { ColumnType, Generated } from "kysely";
import type { HouseholdRole, InviteRole } from "@/domain/households";
import type { PartyOrderStatus, SoldOutMode } from "@/domain/party";
import type { BarItem, Drink, HouseholdListFields, Recipe, ShoppingItem, SubstituteRecord, Upload } from "@/domain/types";

/** Where a menu scan's reading stands. */
export type MenuReadingStatus = "pending" | "running" | "done" | "failed";

/**
 * Row types of the application's tables as the data layer sees them (camelCase; the
 * CamelCasePlugin maps them to the snake_case columns). Each is derived from the record
 * the API sends (src/domain/types.ts), so a field is declared once: timestamps are
 * written as ISO-8601 strings and read back as a string (SQLite) or a Date
 * (PostgreSQL); JSON values are stored as text in both engines.
 */
type Timestamp = ColumnType<Date | string, string, string>;

/** A field's column: text for a JSON field, otherwise the record's own type. */
type Column<Rec, Field extends keyof Rec, JsonField> = Field extends JsonField ? string : Rec[Field];

/**
 * A record's columns: its timestamps as Timestamp, the named JSON fields as text, the
 * fields the database fills by default as Generated (an insert may leave them out),
 * and `updatedAt`.
 */
type TableOf<Rec, JsonField extends keyof Rec = never, DefaultedField extends keyof Rec = never> = {
  [Field in keyof Rec]: Field extends "createdAt" | "updatedAt"
    ? Timestamp
    : Field extends DefaultedField
      ? Generated<Column<Rec, Field, JsonField>>
      : Column<Rec, Field, JsonField>;
} & { updatedAt: Timestamp };

/** `madeFromRecipeId` and `servings` are null for a drink logged by hand. */
export type DrinkTable = TableOf<Drink, never, "madeFromRecipeId" | "servings">;

/**
 * `aliases`: a JSON array of the names the user says this item also counts as (`[]` by default);
 * `chosenKind`: the user's answer to "What is this?" (null until answered); `understoodAs` and
 * `likelyKinds` are worked out, not stored; `unopened`: 0 by default; `price`: null until given.
 */
export type BarItemTable = TableOf<
  Omit<BarItem, "understoodAs" | "likelyKinds" | "mine" | "ownerName" | "householdName">,
  "aliases",
  "aliases" | "chosenKind" | "unopened" | "householdId" | "price"
>;

/**
 * `ingredients`: a JSON array of {name, amount, available}; `steps`: a JSON value; `householdId`:
 * the household it is shared with (null by default), never part of the spec's Recipe.
 */
export type RecipeTable = TableOf<Recipe & { householdId: string | null }, "ingredients" | "steps", "householdId">;

/**
 * Uploads are never changed, so the table has no `updatedAt`; only `sizes` (a JSON array)
 * and `thumbhash` are filled in once for an upload stored before sizes existed.
 */
export type UploadTable = Omit<TableOf<Upload>, "updatedAt" | "sizes"> & { sizes: string | null };

/**
 * `userId` is who added the line (the API leaves it out); `householdId` the household whose list
 * it is on (null: the adder's own list); `boughtBy` who ticked it bought. `done` is a boolean
 * in PostgreSQL, 0/1 in SQLite.
 */
export type ShoppingItemTable = Omit<TableOf<Omit<ShoppingItem, HouseholdListFields> & { userId: string }>, "done" | "updatedAt"> & {
  done: ColumnType<boolean | number, boolean | number, boolean | number>;
  householdId: ColumnType<string | null, string | null | undefined, string | null>;
  boughtBy: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The user's substitutes (substitutes.ts): the record the API sends, with its owner and dates. */
export type SubstituteTable = TableOf<SubstituteRecord & { userId: string; createdAt: string }>;

/** One line of "I made this": ml poured from a bar item (null once that item is deleted). */
export interface DrinkPourTable {
  id: string;
  drinkId: string;
  userId: string;
  barItemId: string | null;
  ingredient: string;
  ml: number;
}

/** The token that changes with every write to what the recipe list shows (data-version.ts). */
export interface UserDataVersionTable {
  userId: string;
  version: string;
}

/** One rate-limit counter (rate-limits.ts): `windowStart` in ms since the epoch (bigint: a string from PostgreSQL). */
export interface RateLimitCounterTable {
  key: string;
  windowStart: ColumnType<number | string, number, number>;
  count: number;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
}

/** better-auth's session rows, as far as the image route (db/session-access.ts) and the account page (db/sessions.ts) read them. */
export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  userAgent: string | null;
  /** how it was signed in (domain/sign-in-method.ts); null on sessions older than the column */
  signInMethod: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's verification rows (a passkey ceremony's challenge among them), as far as db/passkeys.ts clears the expired. */
export interface VerificationTable {
  id: string;
  expiresAt: Timestamp;
}

/** better-auth's passkey rows (its passkey plugin writes them), as far as the account page reads and removes them. */
export interface PasskeyTable {
  id: string;
  userId: string;
  name: string | null;
  credentialId: string;
  createdAt: Timestamp;
  lastUsedAt: NullableTimestamp;
}

/** One periodic job's lease: held by one server instance until `expiresAt`. */
export interface LeaseTable {
  name: string;
  holder: string;
  expiresAt: Timestamp;
}

/** A menu scan's reading job (db/menu-reading.ts): `lines` is a JSON array of MenuLine once done. */
export interface MenuReadingTable {
  uploadId: string;
  userId: string;
  status: MenuReadingStatus;
  progress: Generated<number>;
  reason: string | null;
  lines: string | null;
  /** JSON of MenuFound (src/domain/menu/types.ts), written with the lines; null until then, and on readings older than it */
  found: string | null;
  attempts: Generated<number>;
  claimedBy: string | null;
  leaseUntil: Timestamp | null;
  /** when it was last claimed; kept once it ends, as the owner's last turn */
  startedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One Idempotency-Key a user sent (db/idempotency-keys.ts): `status` and `body` (JSON text, or null for none) once done. */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  method: string;
  path: string;
  claim: string;
  state: "pending" | "done";
  status: number | null;
  body: string | null;
  createdAt: Timestamp;
}

/** A drink of a menu scan the user added (db/menu-drinks.ts): the drink and recipe it became, or the recipe it was skipped for. */
export interface MenuDrinkAddedTable {
  uploadId: string;
  userId: string;
  nameKey: string;
  drinkId: string | null;
  recipeId: string | null;
  createdAt: Timestamp;
}

/** A household (db/households.ts): `ownerId` is always one of its members with the role owner. */
export interface HouseholdTable {
  id: string;
  name: string;
  ownerId: string;
  createdAt: Timestamp;
  /** Changes with every write to the household's bar items (data-version.ts). */
  dataVersion: ColumnType<string, string | undefined, string>;
}

export interface HouseholdMemberTable {
  householdId: string;
  userId: string;
  role: HouseholdRole;
  joinedAt: Timestamp;
  /** Whether the household's bottles are on this member's shelf; 0/1 in SQLite. */
  shelfOn: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

/** An invitation, by the hash of its code (the code itself is never stored). */
export interface HouseholdInviteTable {
  codeHash: string;
  householdId: string;
  role: InviteRole;
  createdBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  usedBy: string | null;
}

/** One user's settings: their currency (ISO 4217) and the standard drink they count in; null until chosen. */
export interface UserSettingTable {
  userId: string;
  currency: string | null;
  standardDrink: string | null;
  locale: string | null;
  updatedAt: Timestamp;
}

/** A party menu (src/server/db/party.ts): its link is kept as the token's hash only. */
export interface PartyMenuTable {
  id: string;
  /** Its creator: whose recipes and personal bottles it draws on. */
  userId: string;
  /** The household it is hosted for, whose owners and members run it; null for the creator's own. */
  householdId: string | null;
  title: string;
  /** The chosen recipes' ids, a JSON array. */
  drinks: string;
  /** 0/1 in SQLite. */
  showPhotos: ColumnType<boolean | number, boolean | number, boolean | number>;
  showIngredients: ColumnType<boolean | number, boolean | number, boolean | number>;
  acceptOrders: ColumnType<boolean | number, boolean | number, boolean | number>;
  soldOutMode: SoldOutMode;
  tokenHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A guest's order from a party menu, held by the hash of the guest's cookie. */
export interface PartyOrderTable {
  id: string;
  menuId: string;
  recipeId: string;
  drinkTitle: string;
  guestKeyHash: string;
  guestName: string;
  note: string | null;
  status: PartyOrderStatus;
  madeDrinkId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** A token for scripts (src/server/db/api-tokens.ts): kept as the hash of its secret only. */
export interface ApiTokenTable {
  id: string;
  userId: string;
  name: string;
  /** "read" or "read write". */
  scopes: string;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: NullableTimestamp;
  lastUsedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  drink: DrinkTable;
  barItem: BarItemTable;
  recipe: RecipeTable;
  upload: UploadTable;
  shoppingItem: ShoppingItemTable;
  drinkPour: DrinkPourTable;
  userDataVersion: UserDataVersionTable;
  rateLimitCounter: RateLimitCounterTable;
  lease: LeaseTable;
  menuReading: MenuReadingTable;
  idempotencyKey: IdempotencyKeyTable;
  menuDrinkAdded: MenuDrinkAddedTable;
  household: HouseholdTable;
  householdMember: HouseholdMemberTable;
  householdInvite: HouseholdInviteTable;
  substitute: SubstituteTable;
  userSetting: UserSettingTable;
  partyMenu: PartyMenuTable;
  partyOrder: PartyOrderTable;
  apiToken: ApiTokenTable;
  passkey: PasskeyTable;
  verification: VerificationTable;
}
