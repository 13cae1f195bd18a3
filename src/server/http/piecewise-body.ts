import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Crc32Shift, crc32Join, crc32Shift } from './crc32-shift.ts';
import { acceptedEncodings, appendVary } from './encoded-body.ts';

/**
 * A body made of pieces shared by many answers (a page's shell, kept while it lives) and pieces of
 * this answer alone: `shared[0] own[0] shared[1] own[1] …`, as many of each.
 */
export interface PiecewiseBody {
  /** The same array object for every answer built on it: its compressed form is kept with it. */
  shared: readonly string[];
  own: readonly string[];
}

interface DeflatedPiece {
  /** Its length in bytes, its CRC-32 alone and its shift: the answer's CRC without reading it again. */
  length: number;
  crc: number;
  shift: Crc32Shift;
  deflated: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
const deflatedShared = new WeakMap<readonly string[], DeflatedPiece[]>();

/**
 * One raw deflate stream per piece, each ended on a byte boundary by a sync flush (the last by
 * the final block): deflate streams made so follow one another as one stream, since none refers
 * back to another's bytes.
 */
function deflatePiece(bytes: Buffer, last: boolean, level: number): Buffer {
  return deflateRawSync(bytes, {
    level,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
}

function sharedPieces(shared: readonly string[]): DeflatedPiece[] {
  let pieces = deflatedShared.get(shared);
  if (!pieces) {
    // Made once per shell: the best compression is worth it.
    pieces = shared.map((text) => {
      const bytes = Buffer.from(text);
      return {
        length: bytes.length,
        crc: crc32(bytes),
        shift: crc32Shift(bytes.length),
        deflated: deflatePiece(bytes, false, 9),
      };
    });
    deflatedShared.set(shared, pieces);
  }
  return pieces;
}

/**
 * The body as gzip: the shared pieces compressed once (kept with them), this answer's own pieces
 * compressed now, joined into one deflate stream under one gzip header and trailer (the CRC and
 * length of all the bytes). Brotli streams cannot be joined so: a fan's page goes as gzip
 * (docs/decisions/0027-viewer-parts-in-the-browser.md).
 */
export function gzipPiecewise(body: PiecewiseBody): Buffer {
  const shared = sharedPieces(body.shared);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  shared.forEach((piece, i) => {
    // The shell's bytes are not read again (a 180 KB arena shell): their CRC joins this answer's.
    crc = crc32Join(crc, piece.crc, piece.shift);
    length += piece.length;
    chunks.push(piece.deflated);
    const own = Buffer.from(body.own[i] ?? '');
    const last = i === shared.length - 1;
    crc = crc32(own, crc);
    length += own.length;
    // An empty piece has nothing to deflate, unless it is the last: its final block ends the stream.
    if (own.length > 0 || last) chunks.push(deflatePiece(own, last, 6));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

export function joinPiecewise(body: PiecewiseBody): string {
  let text = '';
  body.shared.forEach((piece, i) => {
    text += piece + (body.own[i] ?? '');
  });
  return text;
}

/** Sends the body gzip-compressed when the client takes gzip, else as it is. */
export function sendPiecewise(request: FastifyRequest, reply: FastifyReply, body: PiecewiseBody) {
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (!accepted.has('gzip') && !accepted.has('*')) return reply.send(joinPiecewise(body));
  reply.header('content-encoding', 'gzip');
  return reply.send(gzipPiecewise(body));
}
