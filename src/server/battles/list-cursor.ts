import { appError } from '#server/http/app-error.ts';

/**
 * The arena's keyset position: the last card's place in the arena order (docs/product.md#the-arenas-order)
 * — its group, the time it sorts by within the group (its end, or a scheduled battle's start) with
 * Postgres' microseconds (a JS Date would round them to milliseconds and skip battles apart by less),
 * its id — plus `asOf`, the instant the first page was read. Every later page classifies battles as of that instant, so a battle that starts or
 * ends while the fan scrolls does not jump groups between two pages (and get skipped or repeated).
 */
export interface ListCursor {
  group: number;
  key: string;
  id: string;
  asOf: string;
}

const GROUP = /^[0-3]$/;
const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AS_OF = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[^\p{Cc}]{1,200}$/u;

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.group}|${cursor.key}|${cursor.asOf}|${cursor.id}`, 'utf8').toString(
    'base64url',
  );
}

/** The position in `?cursor=`; anything not made by encodeListCursor is a 400 with the catalogue text. */
export function decodeListCursor(raw: string): ListCursor {
  const text = /^[A-Za-z0-9_-]+$/.test(raw) ? Buffer.from(raw, 'base64url').toString('utf8') : '';
  const [group = '', key = '', asOf = '', ...rest] = text.split('|');
  const id = rest.join('|');
  if (
    !GROUP.test(group) ||
    !KEY.test(key) ||
    Number.isNaN(Date.parse(key)) ||
    !AS_OF.test(asOf) ||
    Number.isNaN(Date.parse(asOf)) ||
    !ID.test(id)
  ) {
    throw appError('BATTLES_CURSOR_INVALID');
  }
  return { group: Number(group), key, id, asOf };
}
