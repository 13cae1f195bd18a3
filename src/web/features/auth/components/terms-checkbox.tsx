import { type ComponentProps, useId } from 'react';
import { inlineLinkClass } from './auth-card.tsx';

/**
 * The sign-up's required acceptance of the Terms and the Privacy Policy (recorded with its date
 * on the server). The links open in a new tab so the half-filled form stays as it is.
 */
export function TermsCheckbox({
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-red-600"
        />
        <label htmlFor={id} className="text-sm text-zinc-200">
          Li e aceito os{' '}
          <a href="/terms" target="_blank" rel="noopener" className={inlineLinkClass}>
            Termos de Uso
          </a>{' '}
          e a{' '}
          <a href="/privacy" target="_blank" rel="noopener" className={inlineLinkClass}>
            Política de Privacidade
          </a>
          .
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
