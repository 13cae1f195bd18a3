import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PixKeyValue } from './pix-key-value.tsx';

describe('PIX key as admins see it', () => {
  it('punctuates a CPF on the users page, the stored digits in its tooltip', () => {
    render(<PixKeyValue pixKey="52998224725" pixKeyType="cpf" />);
    expect(screen.getByTitle('52998224725').textContent).toBe('529.982.247-25');
    expect(screen.getByText('CPF')).toBeTruthy();
  });

  it('shows a key that is no valid PIX key as stored, flagged', () => {
    render(<PixKeyValue pixKey="chave velha" pixKeyType={null} />);
    expect(screen.getByTitle('chave velha').textContent).toBe('chave velha');
    expect(screen.getByText('Chave inválida')).toBeTruthy();
  });
});
