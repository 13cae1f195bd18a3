import { type CatalogueEntry, type MessageCode, messages } from '#domain/messages.ts';

/** A refusal the client should see: a catalogue code, its HTTP status and its pt-BR text. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;
  readonly details: unknown;

  constructor(code: string, entry: Pick<CatalogueEntry, 'status' | 'message' | 'title'>, details?: unknown) {
    super(entry.message);
    this.code = code;
    this.status = entry.status;
    this.title = entry.title;
    this.details = details;
  }
}

/** Throws-ready error for a catalogue code, optionally with a message that fills in a value. */
export function appError(
  code: MessageCode,
  override?: { message?: string; title?: string },
  details?: unknown,
) {
  const entry: CatalogueEntry = messages[code];
  return new AppError(code, { ...entry, ...override }, details);
}
