/** Timestamps leave the data layer as ISO-8601 UTC strings whichever engine stored them. */
export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Milliseconds since the epoch of a timestamp as either engine returns it. */
export function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
