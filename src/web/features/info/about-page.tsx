import { staticPageHeaders } from '#web/app/page-headers.ts';
import { useRootData } from '#web/app/root-data.ts';
import { yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { InfoLayout } from './info-layout.tsx';
import { InfoSection } from './info-section.tsx';

const description =
  'Conheça a Yod Arena: a plataforma brasileira onde fãs de Muaythai votam em lutadores e treinadores em batalhas virtuais com prêmios pagos via PIX.';

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function AboutPage() {
  const { dailyYodcoins } = usePublicSettings();
  const origin = useRootData()?.origin ?? '';

  return (
    <InfoLayout
      title="Sobre"
      heading="Sobre a Yod Arena"
      eyebrow="Quem somos"
      path="/about"
      description={description}
      lead={
        <p>
          A Yod Arena é a arena virtual do Muaythai brasileiro: um lugar onde a comunidade escolhe, voto a
          voto, quem se destaca — e onde atletas e treinadores disputam prêmios de verdade sem gastar nada
          para participar.
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: 'Sobre a Yod Arena',
        description,
        inLanguage: 'pt-BR',
        mainEntity: {
          '@type': 'Organization',
          name: 'Yod Arena',
          url: origin || undefined,
          email: SUPPORT_EMAIL,
          description: 'Plataforma de batalhas virtuais de Muaythai com votação da comunidade.',
        },
      }}
    >
      <InfoSection title="Nossa missão">
        <p>
          O Muaythai cresce no Brasil graças a quem treina, ensina e torce todos os dias. Criamos a Yod Arena
          para dar palco a essa gente: lutadores que estão começando, treinadores que formam campeões e
          academias que movimentam seus bairros. Aqui, o reconhecimento vem da própria comunidade.
        </p>
        <p>
          Cada batalha é uma disputa de popularidade entre participantes. Os fãs votam, acompanham a contagem
          ao vivo e compartilham o link da batalha com amigos. Ao final, quem tiver mais votos leva o prêmio.
        </p>
      </InfoSection>

      <InfoSection title="Para quem é a Yod Arena">
        <ul>
          <li>
            <strong>Fãs e praticantes</strong>, que votam em seus atletas favoritos usando YodCoins gratuitas.
          </li>
          <li>
            <strong>Lutadores e treinadores</strong>, que entram nas batalhas, mobilizam sua torcida e
            concorrem a prêmios pagos via PIX, itens ou vales-presente.
          </li>
          <li>
            <strong>Academias e patrocinadores</strong>, que ganham visibilidade junto a um público apaixonado
            pela arte das oito armas.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="O que nos guia">
        <ul>
          <li>
            <strong>Participação gratuita:</strong> ninguém paga para votar ou para competir. Toda conta
            recebe {yodcoinsLabel(dailyYodcoins)} por dia, e as YodCoins não podem ser compradas.
          </li>
          <li>
            <strong>Jogo limpo:</strong> cada voto é validado no nosso servidor — saldo, intervalo entre
            votos, proibição de votar em si mesmo e limite para visitantes. Contas que tentam fraudar a
            votação são banidas.
          </li>
          <li>
            <strong>Transparência:</strong> a contagem de votos é pública e atualizada em tempo real, e os
            dados de cada batalha — prêmio, vagas, início e encerramento — ficam visíveis antes de você
            entrar.
          </li>
          <li>
            <strong>Respeito aos dados:</strong> coletamos apenas o necessário para operar a plataforma e
            pagar os prêmios, de acordo com a LGPD.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Fale com a gente">
        <p>
          Tem uma dúvida, uma sugestão ou quer levar sua academia ou marca para a arena? Escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>
          . Toda mensagem é lida pela nossa equipe e respondida por e-mail.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
