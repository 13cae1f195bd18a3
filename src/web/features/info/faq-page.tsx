import { Fragment, useId } from 'react';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { ChevronDown } from '#web/components/icons/icons.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { buildFaqGroups, type FaqGroup } from './faq-items.ts';
import { InfoLayout } from './info-layout.tsx';

const description =
  'Perguntas frequentes sobre a Yod Arena: YodCoins, votação, voto de visitante, como participar das batalhas, prêmios via PIX, empates, banimentos e suporte.';

/** Plain answer text, with the support address turned into a mailto link. */
function AnswerText({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string, order never changes
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
              {SUPPORT_EMAIL}
            </a>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

function FaqGroupSection({ group }: { group: FaqGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={group.id} className="scroll-mt-24">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-zinc-50 md:text-2xl">
        {group.title}
      </h2>
      <div className="divide-y divide-zinc-800 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900/60">
        {group.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-zinc-100 transition-colors hover:bg-zinc-800/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-amber-400 md:px-5 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-amber-400 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="space-y-3 px-4 pb-5 leading-relaxed text-zinc-300 md:px-5">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <AnswerText text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function FaqPage() {
  const settings = usePublicSettings();
  const groups = buildFaqGroups(settings);

  return (
    <InfoLayout
      title="FAQ"
      heading="Perguntas frequentes"
      eyebrow="FAQ"
      path="/faq"
      description={description}
      lead={
        <p>
          Tudo o que você precisa saber sobre YodCoins, votação, batalhas e prêmios. Não achou sua resposta?
          Escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: 'pt-BR',
        mainEntity: groups.flatMap((group) =>
          group.items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
          })),
        ),
      }}
    >
      {groups.map((group) => (
        <FaqGroupSection key={group.id} group={group} />
      ))}
    </InfoLayout>
  );
}
