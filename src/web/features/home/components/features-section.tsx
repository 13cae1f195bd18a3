import {
  Coins,
  type IconComponent,
  Radio,
  Share2,
  ShieldCheck,
  Swords,
  Trophy,
} from '#web/components/icons/icons.ts';

interface Feature {
  icon: IconComponent;
  title: string;
  text: string;
}

const features: readonly Feature[] = [
  {
    icon: Swords,
    title: 'Batalhas virtuais',
    text: 'Lutadores e treinadores disputam a preferência da torcida em batalhas com início, fim e prêmio definidos.',
  },
  {
    icon: Coins,
    title: 'YodCoins grátis',
    text: 'Receba YodCoins todos os dias e use 1 por voto. Elas não podem ser compradas: aqui todo mundo joga igual.',
  },
  {
    icon: Trophy,
    title: 'Prêmios de verdade',
    text: 'Dinheiro via PIX, itens ou vales-presente. Em caso de empate, o prêmio é dividido igualmente.',
  },
  {
    icon: Radio,
    title: 'Votação ao vivo',
    text: 'A contagem de votos se atualiza em tempo real para todo mundo que acompanha a batalha.',
  },
  {
    icon: Share2,
    title: 'Fácil de divulgar',
    text: 'Compartilhe o link da batalha pelo WhatsApp, Facebook ou e-mail e mobilize sua torcida.',
  },
  {
    icon: ShieldCheck,
    title: 'Jogo limpo',
    text: 'Cada voto é validado no servidor, e contas que tentam fraudar a votação são banidas.',
  },
];

/** Home 'features' grid. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="home-features-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
      <h2 id="home-features-title" className="text-3xl font-bold tracking-tight text-zinc-50 md:text-4xl">
        Por que entrar na Yod Arena?
      </h2>
      <p className="mt-3 max-w-2xl text-zinc-300">
        Tudo o que você precisa para apoiar seus atletas e competir por prêmios, sem gastar nada.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-red-600/15 text-red-400">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-zinc-50">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-zinc-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
