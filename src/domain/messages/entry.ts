/**
 * The pt-BR message catalogue. Every API error carries one of these codes; the
 * server sends `message` (and `title` when the UI shows a titled toast) and the web shows them
 * exactly as written here. Each area file exports one constant per code (the code is its name).
 */
export interface CatalogueEntry {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  message: string;
  title?: string;
}
