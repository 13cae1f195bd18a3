import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const login = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.93.0.1', payload });

describe('the VALIDATION answer', () => {
  it("says zod's own refusals in pt-BR and names the field", async () => {
    const res = await login({ email: 123, password: 'segredo1' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'VALIDATION', title: messages.VALIDATION.title });
    expect(error.message).toBe('Entrada inválida: esperava um texto, recebeu um número (campo E-mail)');
    expect(error.details).toEqual([{ path: '/email', message: error.message }]);
  });

  it('keeps a schema’s own message as written (it names what to fix already)', async () => {
    const res = await login({ email: 'fa@yod.test', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Senha é obrigatória');
  });

  it('still answers in pt-BR for a field it has no name for', async () => {
    const res = await login([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Entrada inválida: esperava um objeto, recebeu um vetor');
  });
});
