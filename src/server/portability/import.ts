import "server-only";
import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_UPLOAD_BYTES } from "@/domain/constants";
import { ConflictError, issueOf, QuotaExceededError, StorageFullError, StorageUnavailableError, TooLargeError, ValidationError } from "@/domain/errors";
import type { Locale } from "@/domain/locales";
import { sentence, type Sentence } from "@/domain/sentences";
import { wordIn } from "../i18n/sentences";
import { EXPORT_JSON_NAME } from "@/domain/export/document";
import {
  MAX_IMPORT_PHOTOS,
  planImport,
  planImportInTurns,
  tooMany,
  type ImportPlan,
  type ImportReading,
  type ImportSummary,
} from "@/domain/import";
import type { AccountRecipeCandidate } from "@/domain/import/barshelf";
import type { RecipeCandidate } from "@/domain/import/types";
import { getConfig } from "../platform/config";
import { countImportedKindsForUser, importRowsForUser, listImportContextForUser, type ImportContext, type ImportRows } from "../db/import";
import { overLimitMessage, passesLimit, RECORD_LIMITS, type LimitedTable } from "../db/record-limits";
import { nowIso } from "../db/time";
import { imageUrlForKey } from "../db/image-urls";
import { readImportTextOffThread } from "./parse-pool";
import { photosNamed, type KindCounts, type LimitedKind } from "@/domain/import/fit";
import { openZip } from "./zip-reader";
import { enforceRateLimits } from "../limits/rate-limits";
import { deleteUploadObjectsForUser, putImageForUser, storageLeftForUser } from "../photos/uploads";

/**
 * POST /api/import: a file (our export, as JSON or a zip with photos; Bar Assistant recipes;
 * schema.org Recipe JSON-LD or a page holding it; pasted text) read by the domain's readers,
 * planned against the caller's data, and either described (dry run) or written in one
 * transaction. Nothing from the file names a record, a user or an image: every record gets a
 * new id, every photo is re-encoded under a new key through the upload path.
 */

/** The most of a text or JSON file read; past it the answer is 413. */
export const IMPORT_TEXT_LIMIT = 20 * 1024 * 1024;
/** The most of a zip read (our export with its photos). */
export const IMPORT_ZIP_LIMIT = 100 * 1024 * 1024;

const PHOTO_PATH = /^photos\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;


function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function unreadableFile(reason: Sentence): ValidationError {
  return new ValidationError([issueOf(["file"], reason)], reason);
}

/** The photos a zip holds, read one at a time as they are stored (none for a text file). */
export interface ImportPhotos {
  has(name: string): boolean;
  /** The bytes the photo will take once unpacked, as the zip declares them. */
  declaredSize(name: string): number;
  read(name: string): Promise<Uint8Array>;
}

const NO_PHOTOS: ImportPhotos = { has: () => false, declaredSize: () => 0, read: () => Promise.reject(new Error("No photos")) };

/** The file's text, and for a zip its photos; a zip is checked whole before anything in it is unpacked (openZip). */
async function unpack(bytes: Uint8Array): Promise<{ text: string; photos: ImportPhotos }> {
  if (!isZip(bytes)) {
    if (bytes.byteLength > IMPORT_TEXT_LIMIT) throw new TooLargeError();
    try {
      return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), photos: NO_PHOTOS };
    } catch {
      throw unreadableFile(sentence("import.notTextOrZip"));
    }
  }
  const zip = openZip(bytes);
  if (!zip.has(EXPORT_JSON_NAME)) throw unreadableFile(sentence("import.zipWithoutExport", { name: EXPORT_JSON_NAME }));
  const json = await zip.read(EXPORT_JSON_NAME, IMPORT_TEXT_LIMIT);
  const isPhoto = (name: string) => PHOTO_PATH.test(name) && zip.has(name);
  const photos: ImportPhotos = {
    has: isPhoto,
    declaredSize: (name) => (isPhoto(name) ? zip.declaredSize(name) : 0),
    read: (name) => zip.read(name, MAX_UPLOAD_BYTES),
  };
  return { text: new TextDecoder().decode(json), photos };
}

/** The photos the file's records name and it holds, each once. */
/**
 * The named photos the file holds, which the import would store: refused (400) past the most one
 * import stores, then (413) when they declare more than the user has left, before any is unpacked.
 */
async function photosThatFit(userId: string, named: readonly string[], photos: ImportPhotos): Promise<string[]> {
  const toStore = named.filter((p) => photos.has(p));
  if (toStore.length > MAX_IMPORT_PHOTOS) tooMany("photos", toStore.length, MAX_IMPORT_PHOTOS);
  const declared = toStore.reduce((sum, name) => sum + photos.declaredSize(name), 0);
  if (declared === 0) return toStore;
  const { usedBytes, quotaBytes } = await storageLeftForUser({ userId });
  if (usedBytes + declared > quotaBytes) throw new QuotaExceededError(usedBytes, quotaBytes);
  return toStore;
}

/** A record limit the import would pass: how many the user has, how many the import adds. */
type PassedLimit = { table: LimitedTable; have: number; adding: number };

/** Every record limit the plan would pass against `context`. */
function limitsPassed(plan: ImportPlan, context: ImportContext): PassedLimit[] {
  const account = plan.account;
  // substitutes are not in the file: the import adds none
  const counts: Partial<Record<LimitedTable, { have: number; adding: number }>> = {
    recipe: { have: context.recipes.length, adding: plan.create.length },
    barItem: { have: context.barItems.length, adding: account?.barItems.length ?? 0 },
    drink: { have: context.drinkCount, adding: account?.reading.drinks.length ?? 0 },
    shoppingItem: { have: context.shoppingNames.length, adding: account?.shoppingList.length ?? 0 },
  };
  return Object.entries(counts)
    .filter(([table, count]) => count !== undefined && passesLimit(table as LimitedTable, count.have, count.adding))
    .map(([table, count]) => ({ table: table as LimitedTable, have: count!.have, adding: count!.adding }));
}

/** The refusals the real run answers, the same as a direct write's: 409 past a record limit, 413 past the storage quota. */
function refuseOverLimits(plan: ImportPlan, context: ImportContext, storedBytes: number): void {
  const [passed] = limitsPassed(plan, context);
  if (passed) throw new ConflictError(overLimitMessage(passed.table));
  const { storageQuotaBytes } = getConfig();
  if (storedBytes > 0 && context.usedBytes + storedBytes > storageQuotaBytes) throw new QuotaExceededError(context.usedBytes, storageQuotaBytes);
}

/** A dry run's sentence for a passed limit. */
function forecastOf({ table, have, adding }: PassedLimit): Sentence {
  return sentence("import.forecast", { have, records: table, adding, max: RECORD_LIMITS[table].max });
}

/** What the import did or would do, its sentences in `locale`. */
function summarise(plan: ImportPlan, photos: ImportPhotos, dryRun: boolean, locale: Locale, overLimits: Sentence[] = []): ImportSummary {
  const account = plan.account;
  const listed = account ? [...new Set(account.reading.uploads.map((u) => u.photo))] : [];
  return {
    format: plan.format,
    dryRun,
    create: plan.create.map((r) => ({ position: r.position, title: r.input.title })),
    duplicates: plan.duplicates.map(({ position, title, duplicateOf, existingId, existingTitle }) => ({
      position,
      title,
      duplicateOf,
      existing: existingId === null ? null : { id: existingId, title: existingTitle ?? title },
    })),
    unreadable: plan.unreadable.map(({ position, reason }) => ({ position, reason: wordIn(reason, locale) })),
    overLimits: overLimits.map((said) => wordIn(said, locale)),
    account: account && {
      drinks: account.reading.drinks.length,
      barItems: account.barItems.length,
      barItemsAlreadyThere: account.sameBarItem.size,
      shoppingList: account.shoppingList.length,
      photos: listed.filter((p) => photos.has(p)).length,
      photosMissing: listed.filter((p) => !photos.has(p)),
    },
  };
}

/**
 * Re-encodes and stores each listed photo the file holds; the stored ones are handed to `stored` as they go, to be cleaned up on failure.
 * Each is held to the storage quota with the ones stored before it (413 past it).
 */
async function storePhotos(userId: string, plan: ImportPlan, photos: ImportPhotos, stored: ImportRows["uploads"]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  let pendingBytes = 0;
  for (const upload of plan.account?.reading.uploads ?? []) {
    if (!photos.has(upload.photo) || urls.has(upload.photo)) continue;
    const bytes = await photos.read(upload.photo);
    let image;
    try {
      image = await putImageForUser({ userId, bytes: Buffer.from(bytes), pendingBytes });
    } catch (err) {
      if (err instanceof QuotaExceededError || err instanceof StorageFullError || err instanceof StorageUnavailableError) throw err;
      throw new ValidationError([issueOf([upload.photo], sentence("import.notAnImage", { detail: (err as Error).message }))]);
    }
    pendingBytes += image.size;
    // The server's own time, not the file's: a date in the future would keep an unused photo from the sweep.
    stored.push({ ...image, kind: upload.kind, createdAt: nowIso() });
    urls.set(upload.photo, imageUrlForKey(image.key));
  }
  return urls;
}

const squash = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** A recipe read from our own export carries its id in the file, its drink's and its date. */
function fromOurExport(candidate: RecipeCandidate): AccountRecipeCandidate | null {
  return "ref" in candidate ? (candidate as AccountRecipeCandidate) : null;
}

/** The rows to write: new ids for everything, links inside the file turned into links between the new records. */
function rowsOf(plan: ImportPlan, barItems: { id: string; name: string }[], photoUrls: Map<string, string>): Omit<ImportRows, "uploads"> {
  const now = Date.now();
  const recipeIds = new Map<string, string>();
  const drinkIds = new Map<string, string>();
  const barItemIds = new Map<string, string>();
  const account = plan.account;
  const recipes = plan.create.map((r, i) => {
    const id = randomUUID();
    const own = fromOurExport(r.candidate);
    if (own) recipeIds.set(own.ref, id);
    return { id, input: r.input, createdAt: own?.createdAt ?? new Date(now - i).toISOString(), sourceDrinkRef: own?.sourceDrinkRef ?? null };
  });
  // A recipe skipped as a duplicate still links its drinks: to the user's recipe, or to the file's earlier one.
  for (const d of plan.duplicates) {
    const own = fromOurExport(d.candidate);
    const earlier = d.sameAs && fromOurExport(d.sameAs);
    const target = d.existingId ?? (earlier ? recipeIds.get(earlier.ref) : undefined);
    if (own && target) recipeIds.set(own.ref, target);
  }
  const linkDrink = (ref: string | null) => (ref === null ? null : (drinkIds.get(ref) ?? null));
  const photoUrl = (photo: string | null) => (photo === null ? null : (photoUrls.get(photo) ?? null));
  if (!account) return { recipes: recipes.map((r) => ({ id: r.id, input: r.input, createdAt: r.createdAt, sourceDrinkId: null })), drinks: [], barItems: [], shoppingList: [], substitutes: [] };

  const barIdByName = new Map(barItems.map((b) => [squash(b.name), b.id]));
  const newBarItems = account.barItems.map((item) => {
    const id = randomUUID();
    barIdByName.set(squash(item.name), id);
    barItemIds.set(item.id, id);
    const { name, quantity, category, aliases, chosenKind, bottleMl, remainingMl, unopened, price, createdAt } = item;
    return { id, name, quantity, category, aliases, chosenKind, bottleMl, remainingMl, unopened, price, createdAt, imageUrl: photoUrl(item.photo) };
  });
  for (const [ref, name] of account.sameBarItem) barItemIds.set(ref, barIdByName.get(squash(name))!);

  const drinks = account.reading.drinks.map((drink) => {
    const id = randomUUID();
    drinkIds.set(drink.id, id);
    const { name, type, notes, rating, servings, createdAt } = drink;
    return {
      id,
      name,
      type,
      notes,
      rating,
      servings,
      createdAt,
      imageUrl: photoUrl(drink.photo),
      madeFromRecipeId: drink.madeFromRecipeId === null ? null : (recipeIds.get(drink.madeFromRecipeId) ?? null),
      pours: drink.pours.map((p) => ({ ...p, barItemId: p.barItemId === null ? null : (barItemIds.get(p.barItemId) ?? null) })),
    };
  });
  return {
    recipes: recipes.map((r) => ({ id: r.id, input: r.input, createdAt: r.createdAt, sourceDrinkId: linkDrink(r.sourceDrinkRef) })),
    drinks,
    barItems: newBarItems,
    shoppingList: account.shoppingList.map(({ name, note, done, createdAt }) => ({ name, note, done, createdAt })),
    substitutes: account.reading.substitutes.map(({ ingredient, acceptedBy, note }) => ({ ingredient, acceptedBy, note })),
  };
}

/** Which table holds each limited kind, and the account's limit of it. */
const TABLE_OF_KIND: Record<LimitedKind, LimitedTable> = { recipes: "recipe", barItems: "barItem", drinks: "drink", shoppingItems: "shoppingItem" };
const LIMITS_BY_KIND: KindCounts = {
  recipes: RECORD_LIMITS.recipe.max,
  barItems: RECORD_LIMITS.barItem.max,
  drinks: RECORD_LIMITS.drink.max,
  shoppingItems: RECORD_LIMITS.shoppingItem.max,
};

const existingIn = (context: ImportContext) => ({ recipes: context.recipes, barItemNames: context.barItems.map((b) => b.name), shoppingNames: context.shoppingNames });

/** Inside the write's transaction: at once, the file having been planned (and held to the limits) once before it. */
function planAgainst(reading: ImportReading, context: ImportContext, copies: ReadonlySet<string>): ImportPlan {
  return planImport(reading, existingIn(context), copies);
}

/** Before the write: in turns, letting other requests be served between them. */
function planInTurnsAgainst(reading: ImportReading, context: ImportContext, copies: ReadonlySet<string>): Promise<ImportPlan> {
  return planImportInTurns(reading, existingIn(context), copies, () => nextTurn());
}

/**
 * `copies`: positions of recipes to create even when the user has them already ("Add a copy anyway").
 * The import is held to every limit a direct write is: the records an account keeps (checked
 * before any photo is stored, and again inside the write's transaction), the storage quota (the
 * photos' declared sizes before any is unpacked, a running total while storing, then inside the
 * transaction) and the upload rate limit, which counts each photo as an upload.
 */
export async function importForUser({
  userId,
  bytes,
  dryRun,
  copies = [],
  locale = "en",
}: {
  userId: string;
  bytes: Uint8Array;
  dryRun: boolean;
  copies?: readonly string[];
  /** the language of the summary's sentences */
  locale?: Locale;
}): Promise<ImportSummary> {
  const { text, photos } = await unpack(bytes);
  const fit = dryRun ? null : { have: await countImportedKindsForUser({ userId }), max: LIMITS_BY_KIND };
  const outcome = await readImportTextOffThread(text, fit);
  if ("pastLimit" in outcome) {
    // The run checks the photos before the limits: so does this early answer.
    await photosThatFit(userId, outcome.photosNamed, photos);
    throw new ConflictError(overLimitMessage(TABLE_OF_KIND[outcome.pastLimit]));
  }
  const { reading } = outcome;
  const copySet = new Set(copies);
  const context = await listImportContextForUser({ userId });
  const plan = await planInTurnsAgainst(reading, context, copySet);
  const toStore = await photosThatFit(userId, photosNamed(reading), photos);
  if (dryRun) return summarise(plan, photos, dryRun, locale, limitsPassed(plan, context).map(forecastOf));
  if (plan.unreadable.length > 0) {
    throw new ValidationError(
      plan.unreadable.map((u) => issueOf([u.position], u.reason)),
      sentence("import.someUnreadable"),
    );
  }
  refuseOverLimits(plan, context, 0);
  if (toStore.length > 0) await enforceRateLimits([["uploadsPerUser", userId]], toStore.length);
  const uploads: ImportRows["uploads"] = [];
  try {
    const photoUrls = await storePhotos(userId, plan, photos, uploads);
    const storedBytes = uploads.reduce((sum, u) => sum + u.size, 0);
    return await importRowsForUser({
      userId,
      rowsFor: (context) => {
        const latest = planAgainst(reading, context, copySet);
        refuseOverLimits(latest, context, storedBytes);
        return { rows: { ...rowsOf(latest, context.barItems, photoUrls), uploads }, result: summarise(latest, photos, false, locale) };
      },
    });
  } catch (err) {
    await deleteUploadObjectsForUser({ userId, keys: uploads.map((u) => u.key) });
    throw err;
  }
}
