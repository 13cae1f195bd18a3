import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reaisOfInput } from '#domain/money/money-input.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { CurrencyField } from './currency-field.tsx';
import { Form } from './form.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ valor: z.string().transform(reaisOfInput) });

function PrizeForm({
  onSubmit,
  initial = 'R$ 0,00',
}: {
  onSubmit: (v: { valor: number }) => void;
  initial?: string;
}) {
  const form = useZodForm(schema, { defaultValues: { valor: initial } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CurrencyField name="valor" label="Valor" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

const field = () => screen.getByLabelText('Valor') as HTMLInputElement;

describe('CurrencyField', () => {
  it('fills from the right as digits are typed: 9990 shows R$ 99,90, and submits 99.9', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInApp(<PrizeForm onSubmit={onSubmit} />);
    await user.click(field());
    await user.type(field(), '9');
    expect(field().value).toBe('R$ 0,09');
    await user.type(field(), '990');
    expect(field().value).toBe('R$ 99,90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ valor: 99.9 });
  });

  it("reads '99,90' typed with its comma as R$ 99,90, never R$ 9.990,00", async () => {
    const { user } = renderInApp(<PrizeForm onSubmit={vi.fn()} />);
    await user.click(field());
    await user.type(field(), '99,90');
    expect(field().value).toBe('R$ 99,90');
  });

  it('takes a backspace as one centavo digit less', async () => {
    const { user } = renderInApp(<PrizeForm onSubmit={vi.fn()} initial="R$ 99,90" />);
    await user.click(field());
    await user.keyboard('{End}{Backspace}');
    expect(field().value).toBe('R$ 9,99');
  });

  it('reads a pasted amount as written', async () => {
    const { user } = renderInApp(<PrizeForm onSubmit={vi.fn()} />);
    await user.click(field());
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('99,90');
    expect(field().value).toBe('R$ 99,90');
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('R$ 1.234,56');
    expect(field().value).toBe('R$ 1.234,56');
  });
});
