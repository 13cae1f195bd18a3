import { afterEach } from 'vitest';

// An unexpected console.error is a bug somewhere; make it fail the test that caused it.
const original = console.error;
let errors: unknown[][] = [];

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
