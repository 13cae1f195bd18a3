import { Swords } from '#web/components/icons/icons.ts';

/** The arena's h1 and pitch; compact on a phone. */
export function ArenaHero() {
  return (
    <section
      aria-labelledby="arena-title"
      className="border-b border-zinc-800 bg-linear-to-b from-red-950/50 via-zinc-950 to-zinc-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 md:gap-4 md:px-6 md:py-16">
        <p className="hidden items-center gap-2 text-sm font-semibold uppercase tracking-wider text-amber-300 md:flex">
          <Swords className="size-4" aria-hidden="true" />
          Yod Arena
        </p>
        <h1 id="arena-title" className="text-2xl font-extrabold tracking-tight text-zinc-50 md:text-5xl">
          Arena de batalhas
        </h1>
        {/* On a phone one line of pitch: the first battle card must show without scrolling. */}
        <p className="text-sm text-zinc-300 md:hidden">Vote nos seus lutadores e acompanhe ao vivo.</p>
        <p className="hidden max-w-2xl text-base leading-relaxed text-zinc-300 md:block md:text-lg">
          Escolha uma batalha, vote nos seus lutadores e treinadores favoritos e acompanhe a contagem ao vivo.
          Lutador? Inscreva-se nas batalhas abertas e dispute prêmios pagos via PIX.
        </p>
      </div>
    </section>
  );
}
