import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const waiting = new Set<() => void>();

/**
 * sonner (about 10 KB gzip) stays out of the first download of every public page: it loads when
 * the page has finished loading (see app/toaster-host.tsx) or on the first toast, whichever
 * comes first. Toasts raised before the Toaster mounts are shown once it does (sonner replays
 * the active ones to a new subscriber).
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of waiting) listener();
    waiting.clear();
  }
  return sonner;
}

/** Calls `listener` once sonner is first asked for (at once if it already was). */
export function onSonnerRequested(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, title: string, options?: ExternalToast) {
  loadSonner().then(
    (module) => module.toast[kind](title, options),
    // The chunk could not be fetched (offline, new deploy): there is nothing left to show it with.
    () => undefined,
  );
}

/**
 * Closes the toast with that id (a form's own error toasts), or every toast without one; nothing
 * to do before sonner loads.
 */
function dismiss(id?: string | number) {
  if (!sonner) return;
  sonner.then(
    (module) => module.toast.dismiss(id),
    () => undefined,
  );
}

// Error toasts still possibly on screen, so a new form submission can close them.
const errorIds = new Set<string | number>();
let errorSequence = 0;

function showError(title: string, options?: ExternalToast) {
  errorSequence += 1;
  const id = options?.id ?? `error-${errorSequence}`;
  errorIds.add(id);
  show('error', title, { ...options, id });
}

/** Closes every error toast raised so far (they have served their purpose once the user retries). */
function dismissErrors() {
  for (const id of errorIds) dismiss(id);
  errorIds.clear();
}

/**
 * Every toast of the app, public pages and admin alike, with sonner's signature. The lint
 * (biome.json) refuses sonner anywhere else but the Toaster mount (app/toaster.tsx).
 */
export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: showError,
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
  dismiss,
  dismissErrors,
};

/**
 * A form's submit handler that first closes the error toasts of earlier attempts, so an old
 * 'Erro ao entrar' never sits next to the answer to the new submission.
 */
export function clearingErrorToasts<E>(handler: (event: E) => unknown): (event: E) => void {
  return (event: E) => {
    dismissErrors();
    void handler(event);
  };
}
