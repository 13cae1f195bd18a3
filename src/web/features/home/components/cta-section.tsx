import { AuthActions } from '#web/shared/session/auth-actions.tsx';
import { useMe } from '#web/shared/session/use-me.ts';

/** Closing call to action, worded for the current login state. */
export function CtaSection() {
  const { me } = useMe();
  return (
    <section aria-labelledby="home-cta-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
      <div className="rounded-3xl border border-red-900/60 bg-linear-to-br from-red-950/70 via-zinc-900 to-zinc-950 p-8 md:p-12">
        <h2 id="home-cta-title" className="text-3xl font-bold tracking-tight text-zinc-50 md:text-4xl">
          {me ? `Bora pra luta, ${me.username}!` : 'Pronto para subir no ringue?'}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-zinc-300">
          {me
            ? 'Suas YodCoins de hoje estão esperando. Escolha uma batalha e faça seu voto contar.'
            : 'Crie sua conta em menos de um minuto, receba YodCoins todos os dias e comece a votar agora mesmo.'}
        </p>
        <AuthActions className="mt-8" />
      </div>
    </section>
  );
}
