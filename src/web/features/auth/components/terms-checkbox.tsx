import { useId } from 'react';
import { useFormField } from '#web/components/form/use-form-field.ts';
import { inlineLinkClass } from './auth-card.tsx';

/**
 * The sign-up's required acceptance of the Terms and the Privacy Policy (recorded with its date
 * on the server), the field `name` of the enclosing <Form>. The links open in a new tab so the
 * half-filled form stays as it is.
 */
export function TermsCheckbox({ name, id: givenId }: { name: string; id?: string }) {
  const { control, error } = useFormField(name);
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-erro`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...control}
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
