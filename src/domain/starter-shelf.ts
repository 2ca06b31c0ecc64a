// The starter shelf a new user ticks from: data in starter-shelf.json, checked by its unit test.
import data from "./starter-shelf.json";

export const STARTER_SHELF: readonly string[] = Object.freeze([...data.items]);
