import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where the runner's hooks are globals
// (they are not here). React's act() environment flag stays off, as it is for Testing Library
// without globals: the app loads its toaster and dialogs lazily and sonner animates on timers,
// updates no test can wrap in act(); tests wait for what the user sees (findBy*, waitFor).
afterEach(() => cleanup());
