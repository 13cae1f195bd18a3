import { Link } from 'react-router';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { InfoLayout } from './info-layout.tsx';
import { InfoSection } from './info-section.tsx';
import { PrivacyDataList, PrivacyPublicSection } from './privacy-data-sections.tsx';
import { PrivacyRightsSections } from './privacy-rights-sections.tsx';

const description =
  'Política de Privacidade da Yod Arena, conforme a LGPD: quais dados guardamos (e-mail, nome de usuário, chave PIX, Instagram, IP de visitante em hash), por quê e quais são os seus direitos.';

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function PrivacyPage() {
  return (
    <InfoLayout
      title="Política de Privacidade"
      eyebrow="LGPD"
      path="/privacy"
      description={description}
      updatedAt="28 de novembro de 2026"
      lead={
        <p>
          Levamos a sério os seus dados pessoais. Esta política explica, em linguagem direta, quais dados a
          Yod Arena coleta, para que eles servem, com quem são compartilhados e como você exerce os seus
          direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018 — LGPD).
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Política de Privacidade da Yod Arena',
        description,
        inLanguage: 'pt-BR',
      }}
    >
      <InfoSection title="1. Quem cuida dos seus dados">
        <p>
          A Yod Arena é a controladora dos dados pessoais tratados na plataforma. Para qualquer assunto sobre
          privacidade, inclusive para falar com o nosso encarregado pelo tratamento de dados, escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </InfoSection>

      <InfoSection title="2. Quais dados guardamos e por quê">
        <p>
          Coletamos apenas o necessário para operar as batalhas, manter a votação justa e pagar os prêmios:
        </p>
        <PrivacyDataList />
        <p>
          Não pedimos CPF, endereço ou dados bancários além da chave PIX. Se for preciso confirmar a
          identidade de um vencedor antes de um pagamento, pediremos apenas o mínimo necessário, pelo e-mail
          da conta.
        </p>
      </InfoSection>

      <PrivacyPublicSection />

      <InfoSection title="4. Cookies">
        <p>
          Usamos apenas um cookie essencial de sessão, que mantém você conectado e não pode ser lido por
          scripts da página. Não usamos cookies de publicidade nem de rastreamento de terceiros. Os banners
          exibidos são servidos pela própria Yod Arena; ao clicar em um anúncio, você passa a seguir as regras
          do site do anunciante.
        </p>
      </InfoSection>

      <PrivacyRightsSections />

      <InfoSection title="10. Alterações desta política">
        <p>
          Podemos atualizar esta política para refletir mudanças na plataforma ou na lei. A data da última
          atualização fica no topo da página, e mudanças relevantes serão avisadas na plataforma. Veja também
          os{' '}
          <Link to="/terms" className={textLinkClass}>
            Termos de Uso
          </Link>
          .
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
