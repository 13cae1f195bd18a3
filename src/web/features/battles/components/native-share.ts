/**
 * The phone's own share sheet (Web Share API). Returns false when the browser has none, so the
 * caller shows the share menu instead. When the sheet is open, `onFallback` runs if it closes
 * without sharing: the fan cancelled (an AbortError, which is no error: nothing is reported) or
 * the browser refused (no user gesture, data it cannot share). Either way the menu opens, so the
 * fan still has WhatsApp, the copied link and the Stories image.
 */
export function shareNatively(data: ShareData, onFallback: () => void): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  navigator.share(data).catch(() => onFallback());
  return true;
}

/** Whether this browser can hand `file` to another app (Web Share API level 2). */
export function canShareFile(file: File): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
