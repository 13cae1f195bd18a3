import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toast } from '#web/lib/toast.ts';

// Testing Library unmounts after each test by itself only where the runner's hooks are globals
// (they are not here). React's act() environment flag stays off, as it is for Testing Library
// without globals: the app loads its toaster and dialogs lazily and sonner animates on timers,
// updates no test can wrap in act(); tests wait for what the user sees (findBy*, waitFor).
// sonner keeps its toasts in its module, and a new toaster shows the ones still active: closed
// here, or the next test's toaster would show them too, until their 4 s ran out.
afterEach(() => {
  cleanup();
  toast.dismiss();
});

// findBy*/waitFor give up after this long. Testing Library's 1 s is a guess about an idle
// machine: on a shared CI core a lazily loaded chunk or a re-render can take longer, and a test
// must not fail for that. Waiting longer costs nothing when the awaited thing shows up sooner.
configure({ asyncUtilTimeout: 5000 });

// Every page mounts the toaster, whose chunk (and sonner) loads after the page or on the first
// toast: loaded here once per file, so no test's first toast waits for a module import.
beforeAll(async () => {
  await import('#web/app/toaster.tsx');
});
