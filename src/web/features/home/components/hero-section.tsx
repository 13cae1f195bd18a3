import { Coins, Radio, Trophy } from '#web/components/icons/icons.ts';
import { yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { AuthActions } from '#web/shared/session/auth-actions.tsx';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';

/** Home hero: the page's h1, the pitch and the call to action for the current login state. */
export function HeroSection() {
  const { dailyYodcoins } = usePublicSettings();

  const highlights = [
    { icon: Coins, text: `${yodcoinsLabel(dailyYodcoins)} grátis por dia` },
    { icon: Trophy, text: 'Prêmios pagos via PIX' },
    { icon: Radio, text: 'Votação ao vivo' },
  ];

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-b border-zinc-800 bg-linear-to-b from-red-950/60 via-zinc-950 to-zinc-950"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-red-600/20 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-8 px-4 py-16 md:px-6 md:py-28">
        <p className="rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-semibold text-amber-300">
          A arena virtual do Muaythai brasileiro
        </p>
        <h1
          id="home-hero-title"
          className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-zinc-50 md:text-6xl"
        >
          Seu voto decide quem <span className="text-red-500">vence</span> a batalha
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-zinc-300 md:text-xl">
          Vote em lutadores e treinadores nas batalhas virtuais da Yod Arena, acompanhe a contagem ao vivo e
          ajude seus atletas favoritos a levar prêmios de verdade. É grátis: você recebe YodCoins todos os
          dias.
        </p>
        <AuthActions />
        <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-zinc-200">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 text-amber-400" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
