import { Link } from 'react-router';
import { TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { VOTE_GAP_LABEL, votesLabel, yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { BattleStatusList } from './battle-status-list.tsx';
import { InfoLayout } from './info-layout.tsx';
import { InfoSection } from './info-section.tsx';

const description =
  'Como funciona a Yod Arena: cadastre-se, entre na arena, vote com YodCoins gratuitas e participe das batalhas virtuais de Muaythai com prêmios via PIX.';

const steps = [
  {
    name: 'Cadastre-se',
    text: 'Crie sua conta gratuita com nome de lutador, e-mail, senha e chave PIX, e confirme o e-mail.',
  },
  {
    name: 'Entre na Arena',
    text: 'Acesse a Arena para ver as batalhas abertas, agendadas e finalizadas, com prêmios e contagens regressivas.',
  },
  {
    name: 'Vote',
    text: 'Use suas YodCoins gratuitas para votar nos seus atletas favoritos: cada voto custa 1 YodCoin.',
  },
  {
    name: 'Participe',
    text: 'Para se tornar competidor, aguarde a abertura de um grupo e clique em “Quero entrar!”.',
  },
] as const;

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function HowItWorksPage() {
  const { dailyYodcoins, guestVotesPerDay } = usePublicSettings();

  return (
    <InfoLayout
      title="Como funciona"
      eyebrow="Passo a passo"
      path="/how-it-works"
      description={description}
      lead={
        <p>
          Votar e competir na Yod Arena é simples e gratuito. Veja os quatro passos para entrar na disputa e
          entenda as regras que mantêm cada batalha justa.
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: 'Como participar da Yod Arena',
        description,
        inLanguage: 'pt-BR',
        step: steps.map((step, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          name: step.name,
          text: step.text,
        })),
      }}
    >
      <InfoSection title="Os quatro passos">
        <ol>
          <li>
            <strong>Cadastre-se.</strong> Crie sua conta{' '}
            <Link to="/register" className={textLinkClass}>
              gratuita
            </Link>{' '}
            com nome de lutador, e-mail, senha e chave PIX. Enviamos um link para confirmar o seu e-mail antes
            do primeiro acesso.
          </li>
          <li>
            <strong>Entre na Arena.</strong> Na{' '}
            <Link to="/arena" className={textLinkClass}>
              Arena
            </Link>{' '}
            estão todas as batalhas, com status, prêmio, vagas e contagem regressiva. Abra uma batalha para
            ver os participantes e os votos de cada um.
          </li>
          <li>
            <strong>Vote.</strong> Cada voto custa 1 YodCoin, e você recebe {yodcoinsLabel(dailyYodcoins)}{' '}
            grátis por dia. A contagem é atualizada ao vivo para todos que estão acompanhando.
          </li>
          <li>
            <strong>Participe.</strong> Para se tornar competidor, aguarde a abertura de um grupo: quando uma
            batalha estiver com o status “Aguardando Participantes”, clique em “Quero entrar!” enquanto houver
            vagas.
          </li>
        </ol>
      </InfoSection>

      <InfoSection title="Status das batalhas">
        <p>Cada card da Arena mostra em que fase a batalha está:</p>
        <BattleStatusList />
        <p>
          Quando todas as vagas são preenchidas, a batalha passa automaticamente para “Em Andamento”. Ao
          chegar ao horário de encerramento, ela é finalizada e os botões de voto e de compartilhamento deixam
          de aparecer.
        </p>
      </InfoSection>

      <InfoSection title="Regras de votação">
        <ul>
          <li>Cada voto custa 1 YodCoin e é debitado na hora do seu saldo.</li>
          <li>Você pode votar uma vez em cada participante de uma batalha.</li>
          <li>É preciso esperar {VOTE_GAP_LABEL} entre um voto e outro.</li>
          <li>Participantes não podem votar em si mesmos.</li>
          <li>
            Visitantes sem conta têm direito a {votesLabel(guestVotesPerDay)} a cada 24 horas por endereço IP,
            sem gastar YodCoins.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="YodCoins">
        <p>
          YodCoins são a moeda virtual da arena. Toda conta recebe {yodcoinsLabel(dailyYodcoins)} grátis no
          primeiro acesso de cada dia (horário de Brasília), e o saldo fica guardado na sua{' '}
          <Link to="/wallet" className={textLinkClass}>
            Carteira
          </Link>
          . Elas não podem ser compradas, vendidas, transferidas para outra pessoa nem trocadas por dinheiro.
        </p>
      </InfoSection>

      <InfoSection title="Prêmios e empates">
        <p>
          Vence quem tiver mais votos quando a batalha for finalizada. Os prêmios podem ser em dinheiro (PIX),
          um item ou um vale-presente (gift card). Prêmios em dinheiro são pagos na chave PIX cadastrada no
          perfil do vencedor — por isso, mantenha a sua chave sempre atualizada.
        </p>
        <p>{TIE_RULE_TEXT}</p>
      </InfoSection>
    </InfoLayout>
  );
}
