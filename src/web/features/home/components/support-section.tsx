import { Link } from 'react-router';
import { LifeBuoy, Mail } from '#web/components/icons/icons.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';

/** Anchor target '/#support'. */
export function SupportSection() {
  return (
    <section
      id="support"
      tabIndex={-1}
      aria-labelledby="home-support-title"
      className="scroll-mt-24 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 focus:outline-none md:p-8"
    >
      <div className="flex items-center gap-3">
        <LifeBuoy className="size-7 text-amber-400" aria-hidden="true" />
        <h2 id="home-support-title" className="text-2xl font-bold text-zinc-50 md:text-3xl">
          Suporte
        </h2>
      </div>
      <p className="mt-4 leading-relaxed text-zinc-300">
        Antes de tudo, dê uma olhada nas{' '}
        <Link to="/faq" className={textLinkClass}>
          perguntas frequentes
        </Link>{' '}
        — a maioria das dúvidas sobre YodCoins, votos e prêmios está respondida lá.
      </p>
      <p className="mt-3 leading-relaxed text-zinc-300">
        Ainda precisa de ajuda? Envie um e-mail contando o que aconteceu, com seu nome de lutador e, se for o
        caso, o link da batalha. Nossa equipe responde por e-mail.
      </p>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="mt-5 inline-flex max-w-full items-center gap-2 break-all rounded-lg border border-zinc-600 bg-zinc-950 px-4 py-2.5 font-semibold text-zinc-100 transition-colors hover:border-amber-400 hover:text-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950"
      >
        <Mail className="size-5 shrink-0" aria-hidden="true" />
        {SUPPORT_EMAIL}
      </a>
    </section>
  );
}
