import type { Migration } from "kysely";
import * as initial from "./0001_initial";
import * as madeDrinks from "./0003_made_drinks";
import * as shoppingList from "./0004_shopping_list";
import * as barItemKind from "./0005_bar_item_kind";
import * as bottleLevels from "./0006_bottle_levels";
import * as uploadSizes from "./0007_upload_sizes";
import * as userDataVersion from "./0008_user_data_version";
import * as hardening from "./0009_hardening";
import * as uploadSweep from "./0010_upload_sweep";
import * as menuReading from "./0011_menu_reading";
import * as idempotencyKeys from "./0012_idempotency_keys";
import * as menuDrinksAdded from "./0014_menu_drinks_added";
import * as menuReadingTurns from "./0016_menu_reading_turns";
import * as households from "./0017_households";
import * as householdShelf from "./0018_household_shelf";
import * as householdRecipes from "./0019_household_recipes";
import * as householdShopping from "./0020_household_shopping";
import * as substitutes from "./0021_substitutes";
import * as costAndStrength from "./0022_cost_and_strength";
import * as menuReadingFound from "./0023_menu_reading_found";
import * as partyMenus from "./0024_party_menus";
import * as householdPartyMenus from "./0025_household_party_menus";
import * as apiTokens from "./0026_api_tokens";
import * as passkeys from "./0027_passkeys";
import * as sessionSignInMethod from "./0028_session_sign_in_method";
import * as userLocale from "./0029_user_locale";

/** Every migration, in order. Names are permanent once released: add, never rename. */
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0003_made_drinks": madeDrinks,
  "0004_shopping_list": shoppingList,
  "0005_bar_item_kind": barItemKind,
  "0006_bottle_levels": bottleLevels,
  "0007_upload_sizes": uploadSizes,
  "0008_user_data_version": userDataVersion,
  "0009_hardening": hardening,
  "0010_upload_sweep": uploadSweep,
  "0011_menu_reading": menuReading,
  "0012_idempotency_keys": idempotencyKeys,
  "0014_menu_drinks_added": menuDrinksAdded,
  "0016_menu_reading_turns": menuReadingTurns,
  "0017_households": households,
  "0018_household_shelf": householdShelf,
  "0019_household_recipes": householdRecipes,
  "0020_household_shopping": householdShopping,
  "0021_substitutes": substitutes,
  "0022_cost_and_strength": costAndStrength,
  "0023_menu_reading_found": menuReadingFound,
  "0024_party_menus": partyMenus,
  "0025_household_party_menus": householdPartyMenus,
  "0026_api_tokens": apiTokens,
  "0027_passkeys": passkeys,
  "0028_session_sign_in_method": sessionSignInMethod,
  "0029_user_locale": userLocale,
};
