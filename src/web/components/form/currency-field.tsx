import type { ClipboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { centsFromTypedDigits, formatCentsInput, parseMoneyInput } from '#domain/money/money-input.ts';
import { Field, type FieldProps } from '#web/components/ui/field.tsx';

export type CurrencyFieldProps = Omit<
  FieldProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  /** The form value: the field's text, 'R$ 99,90' (read it with reaisOfInput, domain/money/money-input.ts). */
  name: string;
};

/** The caret stays after the last centavo, where the next digit enters. */
function caretToEnd(input: HTMLInputElement) {
  const end = input.value.length;
  if (document.activeElement === input) input.setSelectionRange(end, end);
}

/**
 * An amount in reais the Brazilian way (docs/decisions/0022-admin-money-inputs.md): the mask fills
 * from the right as digits are typed ('9990' shows 'R$ 99,90'; a comma typed is simply skipped),
 * and a pasted amount ('99,90', 'R$ 1.234,56') is read as written rather than as its digits.
 */
export function CurrencyField({ name, onBlur, ...props }: CurrencyFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const text = typeof field.value === 'string' ? field.value : '';

  const show = (input: HTMLInputElement, cents: number) => {
    field.onChange(formatCentsInput(cents));
    requestAnimationFrame(() => caretToEnd(input));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const cents = parseMoneyInput(event.clipboardData.getData('text'));
    if (cents === null) return;
    event.preventDefault();
    show(event.currentTarget, cents);
  };

  return (
    <Field
      {...props}
      ref={field.ref}
      name={field.name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={fieldState.error?.message}
      onChange={(event) => show(event.currentTarget, centsFromTypedDigits(event.currentTarget.value))}
      onPaste={onPaste}
      onFocus={(event) => caretToEnd(event.currentTarget)}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
