/**
 * The server hands rules `Date` objects (from the database) and the web hands them ISO strings
 * (from JSON); every rule accepts either so neither side converts by hand.
 */
export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Milliseconds since the epoch, or null for a missing date. */
export function toTime(value: DateInput | null | undefined): number | null {
  return value === null || value === undefined ? null : toDate(value).getTime();
}
