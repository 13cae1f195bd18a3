import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMe } from './use-me.ts';
import { ViewerReadsCheckedContext } from './viewer-read-check.ts';

function Greeting() {
  const { me } = useMe();
  return <p>{me ? `Olá, ${me.username}` : 'Entrar'}</p>;
}

function SessionHeld() {
  useMe();
  return <p>sem leitura</p>;
}

function render(node: React.ReactNode, checked: boolean): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ViewerReadsCheckedContext value={checked}>{node}</ViewerReadsCheckedContext>
    </QueryClientProvider>,
  );
}

describe('reading the viewer in a shell', () => {
  it('fails where the session is read outside a hole, saying what to do', () => {
    expect(() => render(<Greeting />, true)).toThrow(
      /useMe\(\)\.me was read outside a <ViewerHole>.*ViewerHole/s,
    );
  });

  it('lets a part hold the session without reading it, and any render that is not a checked shell read it', () => {
    expect(render(<SessionHeld />, true)).toContain('sem leitura');
    expect(render(<Greeting />, false)).toContain('Entrar');
  });
});
