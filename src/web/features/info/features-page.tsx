import { Link } from 'react-router';
import { TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { VOTE_GAP_LABEL, votesLabel, yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { InfoLayout } from './info-layout.tsx';
import { InfoSection } from './info-section.tsx';

const description =
  'Recursos da Yod Arena: batalhas virtuais de Muaythai, votação ao vivo, YodCoins gratuitas, voto de visitante, carteira, perfil de lutador e prêmios via PIX.';

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function FeaturesPage() {
  const { dailyYodcoins, guestVotesPerDay } = usePublicSettings();

  return (
    <InfoLayout
      title="Recursos"
      heading="Recursos da plataforma"
      eyebrow="Tudo o que a arena oferece"
      path="/features"
      description={description}
      lead={
        <p>
          Da votação ao pagamento do prêmio, a Yod Arena reúne em um só lugar tudo o que fãs, lutadores e
          treinadores precisam para viver as batalhas virtuais de Muaythai — no computador ou no celular.
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Recursos da Yod Arena',
        description,
        inLanguage: 'pt-BR',
      }}
    >
      <InfoSection title="Arena de batalhas">
        <p>
          Na{' '}
          <Link to="/arena" className={textLinkClass}>
            Arena
          </Link>{' '}
          você encontra todas as batalhas em cards com título, status, prêmio, número de vagas e contagem
          regressiva. Cada batalha tem sua própria página, com a lista de participantes, os votos de cada um e
          os patrocinadores.
        </p>
        <ul>
          <li>Contagem regressiva até o início (“Início em”) ou até o encerramento (“Encerramento em”).</li>
          <li>Filtro “Batalhas que participo” para acompanhar apenas as suas disputas.</li>
          <li>
            Ao final, o participante mais votado recebe o selo Vencedor e o card passa a mostrar “Ver quem
            ganhou!”.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="Votação ao vivo">
        <p>
          Os votos aparecem na hora para todo mundo que está com a página da batalha aberta, sem precisar
          recarregar. Cada voto de quem tem conta custa 1 YodCoin e é validado no servidor: saldo, intervalo
          mínimo de {VOTE_GAP_LABEL} entre votos e proibição de votar em si mesmo.
        </p>
      </InfoSection>

      <InfoSection title="YodCoins gratuitas e carteira">
        <p>
          Toda conta recebe {yodcoinsLabel(dailyYodcoins)} grátis por dia, no primeiro acesso do dia (horário
          de Brasília). Na{' '}
          <Link to="/wallet" className={textLinkClass}>
            Carteira
          </Link>{' '}
          você vê seu saldo e o histórico completo de movimentações, com data, tipo, quantidade e descrição.
        </p>
        <p>
          YodCoins são virtuais: não podem ser compradas, vendidas, transferidas nem trocadas por dinheiro.
        </p>
      </InfoSection>

      <InfoSection title="Voto de visitante">
        <p>
          Ainda não tem conta? Você pode apoiar um participante como visitante: são{' '}
          {votesLabel(guestVotesPerDay)} a cada 24 horas por conexão (endereço IP), sem gastar YodCoins. Para
          votar mais, basta criar sua conta gratuita.
        </p>
      </InfoSection>

      <InfoSection title="Perfil de lutador">
        <p>
          Seu perfil reúne nome de lutador, foto, Instagram e conquistas. Ele também guarda a chave PIX usada
          para pagar seus prêmios — ela nunca é exibida publicamente.
        </p>
      </InfoSection>

      <InfoSection title="Compartilhamento em um toque">
        <p>
          Cada batalha tem botões para compartilhar o link pelo WhatsApp, Facebook ou e-mail, ou para copiá-lo
          e colar onde quiser. Quanto mais gente conhece a batalha, mais apoio o seu atleta recebe.
        </p>
      </InfoSection>

      <InfoSection title="Prêmios de verdade">
        <ul>
          <li>
            <strong>PIX:</strong> valor em dinheiro (R$) pago na chave PIX cadastrada no perfil do vencedor.
          </li>
          <li>
            <strong>Item:</strong> um produto, como equipamentos de treino, descrito na página da batalha.
          </li>
          <li>
            <strong>Vale-presente (gift card):</strong> crédito em uma loja ou serviço parceiro.
          </li>
        </ul>
        <p>{TIE_RULE_TEXT}</p>
      </InfoSection>

      <InfoSection title="Segurança e jogo limpo">
        <p>
          Todas as regras são aplicadas no nosso servidor, e não apenas na tela: ninguém consegue votar sem
          saldo, votar duas vezes no mesmo participante ou pular a fila de inscrição. Contas que tentam
          manipular resultados podem ser banidas temporária ou permanentemente.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
