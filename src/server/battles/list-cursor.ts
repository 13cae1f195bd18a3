import { appError } from '../http/app-error.ts';

/**
 * The arena's keyset position: the last card's (created_at, id). The timestamp keeps Postgres'
 * microseconds (a JS Date would round them to milliseconds and skip battles created within the
 * same millisecond), so the repository hands it over as text and it is compared as timestamptz.
 */
export interface ListCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[^\p{Cc}]{1,200}$/u;

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The position in `?cursor=`; anything not made by encodeListCursor is a 400 with the catalogue text. */
export function decodeListCursor(raw: string): ListCursor {
  const text = /^[A-Za-z0-9_-]+$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const cut = text.indexOf('|');
  const createdAt = text.slice(0, cut);
  const id = text.slice(cut + 1);
  if (cut < 0 || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !ID.test(id)) {
    throw appError('BATTLES_CURSOR_INVALID');
  }
  return { createdAt, id };
}
