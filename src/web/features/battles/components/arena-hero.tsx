import { Swords } from '#web/components/icons/icons.ts';

/** The arena's h1 and pitch. */
export function ArenaHero() {
  return (
    <section
      aria-labelledby="arena-title"
      className="border-b border-zinc-800 bg-linear-to-b from-red-950/50 via-zinc-950 to-zinc-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 md:px-6 md:py-16">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-amber-300">
          <Swords className="size-4" aria-hidden="true" />
          Yod Arena
        </p>
        <h1 id="arena-title" className="text-3xl font-extrabold tracking-tight text-zinc-50 md:text-5xl">
          Arena de Batalhas
        </h1>
        <p className="max-w-2xl text-base leading-relaxed text-zinc-300 md:text-lg">
          Escolha uma batalha, vote nos seus lutadores e treinadores favoritos e acompanhe a contagem ao vivo.
          Lutador? Inscreva-se nas batalhas abertas e dispute prêmios pagos via PIX.
        </p>
      </div>
    </section>
  );
}
