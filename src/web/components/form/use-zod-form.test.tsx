import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({ apelido: z.string().max(3), idade: z.coerce.number<string>().int().min(18) });

function NicknameForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { apelido: '', idade: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="apelido" label="Apelido" />
      <TextField name="idade" label="Idade" inputMode="numeric" />
      <button type="submit">Salvar</button>
    </Form>
  );
}

describe('a form of useZodForm', () => {
  it("says zod's own messages in pt-BR under their fields, and submits the schema's output", async () => {
    const onSubmit = vi.fn();
    const { user } = renderInApp(<NicknameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Apelido'), 'Nong-O');
    await user.type(screen.getByLabelText('Idade'), '16');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText('Grande demais: esperava que o texto tivesse <= 3 caracteres'),
    ).toBeTruthy();
    expect(screen.getByText('Pequeno demais: esperava que o número fosse >= 18')).toBeTruthy();
    expect(screen.getByLabelText('Apelido').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Apelido'));
    await user.type(screen.getByLabelText('Apelido'), 'Nong');
    await user.clear(screen.getByLabelText('Apelido'));
    await user.type(screen.getByLabelText('Apelido'), 'Yod');
    await user.clear(screen.getByLabelText('Idade'));
    await user.type(screen.getByLabelText('Idade'), '21');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ apelido: 'Yod', idade: 21 });
  });
});
