// The data layer's connection, as the rest of the server imports it.
export { closeDb, getDb, getEngine, getRawDb, type Engine } from "./connection";
export { migrateToLatest } from "./migrate";
export { readNowWhenIdle } from "./read-now";
