import { Link } from 'react-router';
import { type IconComponent, Swords, UserPlus, Users, Vote } from '#web/components/icons/icons.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';

interface Step {
  icon: IconComponent;
  title: string;
  text: string;
}

const steps: readonly Step[] = [
  {
    icon: UserPlus,
    title: 'Cadastre-se',
    text: 'Crie sua conta grátis com nome de lutador, e-mail e chave PIX.',
  },
  {
    icon: Swords,
    title: 'Entre na Arena',
    text: 'Veja as batalhas abertas, os prêmios e quanto tempo falta para cada uma terminar.',
  },
  {
    icon: Vote,
    title: 'Vote',
    text: 'Use suas YodCoins diárias para votar nos seus atletas favoritos: 1 YodCoin por voto.',
  },
  {
    icon: Users,
    title: 'Participe',
    text: 'Para se tornar competidor, aguarde a abertura de um grupo e clique em “Quero entrar!”.',
  },
];

/** Home 'how it works': its four steps. */
export function StepsSection() {
  return (
    <section aria-labelledby="home-steps-title" className="border-y border-zinc-800 bg-zinc-900/40">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
        <h2 id="home-steps-title" className="text-3xl font-bold tracking-tight text-zinc-50 md:text-4xl">
          Como funciona
        </h2>
        <p className="mt-3 max-w-2xl text-zinc-300">Quatro passos separam você da arena.</p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-zinc-800 bg-zinc-950 p-6">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-red-600 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon className="size-5 text-amber-400" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-zinc-50">
                <span className="sr-only">Passo {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-300">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          <Link to="/how-it-works" className={textLinkClass}>
            Saiba mais sobre como funciona
          </Link>
        </p>
      </div>
    </section>
  );
}
