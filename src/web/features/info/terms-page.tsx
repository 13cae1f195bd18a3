import { Link } from 'react-router';
import { operatorIdentification } from '#domain/admin/operator.ts';
import { PRIZE_PAYMENT_DEADLINE, TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { VOTE_GAP_LABEL, votesLabel, yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { usePublicSettings } from '#web/shared/settings/api/use-public-settings.ts';
import { InfoLayout } from './info-layout.tsx';
import { InfoSection } from './info-section.tsx';
import { TermsClosingSections } from './terms-closing-sections.tsx';

const description =
  'Termos de Uso da Yod Arena: regras de cadastro, YodCoins, votação, participação em batalhas, prêmios via PIX, condutas proibidas e banimentos.';

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

export default function TermsPage() {
  const { dailyYodcoins, guestVotesPerDay, operatorLegalName, operatorCnpj } = usePublicSettings();
  const operator = operatorIdentification({ legalName: operatorLegalName, cnpj: operatorCnpj });

  return (
    <InfoLayout
      title="Termos de Uso"
      eyebrow="Regras da arena"
      path="/terms"
      description={description}
      updatedAt="26 de novembro de 2026"
      lead={
        <p>
          Estes Termos de Uso regem o acesso e o uso da Yod Arena. Ao criar uma conta, votar ou participar de
          uma batalha, você declara que leu e concorda com eles e com a nossa{' '}
          <Link to="/privacy" className={textLinkClass}>
            Política de Privacidade
          </Link>
          .
        </p>
      }
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Termos de Uso da Yod Arena',
        description,
        inLanguage: 'pt-BR',
      }}
    >
      <InfoSection title="1. O serviço">
        <p>
          A Yod Arena é uma plataforma gratuita de batalhas virtuais de Muaythai. Em cada batalha, fãs votam
          nos participantes (lutadores e treinadores) e o participante mais votado ao final recebe o prêmio
          anunciado. As batalhas são criadas e moderadas pela equipe da Yod Arena.
        </p>
        <p data-testid="operator-identification">
          {operator
            ? `A Yod Arena é operada por ${operator}, responsável pelo pagamento dos prêmios.`
            : 'A razão social e o CNPJ da empresa responsável pela Yod Arena serão publicados aqui. Até lá, fale conosco pelo e-mail de contato no fim desta página.'}
        </p>
      </InfoSection>

      <InfoSection title="2. Cadastro e conta">
        <ul>
          <li>
            Para criar uma conta você informa nome de lutador, e-mail, senha e chave PIX, e confirma o e-mail
            pelo link que enviamos.
          </li>
          <li>
            Cada pessoa pode ter apenas uma conta. Os dados informados devem ser verdadeiros e atualizados.
          </li>
          <li>
            A chave PIX deve estar em seu nome: é nela que pagamos os prêmios em dinheiro. Pagamentos feitos
            em uma chave incorreta informada por você não serão refeitos.
          </li>
          <li>Você é responsável por manter sua senha em segredo e por toda atividade feita na sua conta.</li>
          <li>
            Menores de 18 anos só podem usar a plataforma com autorização e acompanhamento dos pais ou
            responsáveis, que respondem pelo recebimento de eventuais prêmios.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="3. YodCoins">
        <ul>
          <li>
            YodCoins são uma moeda virtual gratuita, usada exclusivamente para votar. Cada voto custa 1
            YodCoin.
          </li>
          <li>
            Toda conta ativa recebe {yodcoinsLabel(dailyYodcoins)} por dia, creditadas no primeiro acesso do
            dia (horário de Brasília). A quantidade diária pode ser alterada pela Yod Arena, e o valor vigente
            é sempre o exibido na plataforma.
          </li>
          <li>
            YodCoins não podem ser compradas, vendidas, transferidas entre contas nem trocadas por dinheiro,
            bens ou serviços, e não têm valor monetário.
          </li>
          <li>
            A Yod Arena pode corrigir saldos creditados por erro e remover YodCoins obtidas por meio de
            fraude. Todas as movimentações ficam registradas no histórico da Carteira.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="4. Votação">
        <ul>
          <li>
            Usuários com conta podem votar uma vez em cada participante de uma batalha, enquanto tiverem
            saldo.
          </li>
          <li>Há um intervalo mínimo de {VOTE_GAP_LABEL} entre votos, e ninguém pode votar em si mesmo.</li>
          <li>
            Visitantes sem conta podem dar {votesLabel(guestVotesPerDay)} a cada 24 horas por endereço IP, sem
            custo em YodCoins.
          </li>
          <li>Votos registrados são definitivos e não podem ser desfeitos nem transferidos.</li>
          <li>
            A Yod Arena pode anular votos obtidos em desacordo com estes Termos, inclusive depois do
            encerramento da batalha, antes do pagamento do prêmio.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="5. Batalhas e participação">
        <ul>
          <li>
            Uma batalha passa pelos status “Aguardando Aprovação”, “Agendada”, “Aguardando Participantes”,
            “Pronta para Iniciar”, “Em Andamento” e “Finalizada”. Prêmio, número de vagas, início e
            encerramento são informados na página de cada batalha.
          </li>
          <li>
            Para se tornar competidor, aguarde a abertura de um grupo: batalhas com status “Aguardando
            Participantes” aceitam inscrições pelo botão “Quero entrar!”, até o limite de vagas. Quando as
            vagas se esgotam, a batalha passa a “Em Andamento”.
          </li>
          <li>
            Ao participar, você autoriza a exibição do seu nome de lutador, foto, Instagram e número de votos
            na página da batalha e nos links compartilhados.
          </li>
          <li>
            A Yod Arena pode adiar, ajustar ou cancelar batalhas por motivos técnicos, de segurança ou de
            descumprimento destes Termos, informando os participantes.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="6. Prêmios">
        <ul>
          <li>
            Os prêmios podem ser em dinheiro (PIX, em reais), um item ou um vale-presente (gift card),
            conforme anunciado em cada batalha.
          </li>
          <li>
            Vence o participante com mais votos no encerramento. {TIE_RULE_TEXT} Na divisão de prêmios em
            dinheiro, cada parte é arredondada para baixo ao centavo; em prêmios do tipo item ou
            vale-presente, a divisão é combinada entre a organização e os vencedores.
          </li>
          <li>
            Prêmios em dinheiro são pagos na chave PIX cadastrada no perfil do vencedor,{' '}
            <strong>{PRIZE_PAYMENT_DEADLINE}</strong>. Para itens e vales-presente, entramos em contato pelo
            e-mail da conta no mesmo prazo para combinar a entrega.
          </li>
          <li>
            Quando o prêmio é pago, o vencedor recebe um aviso na plataforma e a página da batalha mostra a
            data do pagamento (“Prêmio pago em dd/mm”).
          </li>
          <li>
            Antes do pagamento, a Yod Arena pode verificar a identidade do vencedor e a regularidade dos
            votos. Participantes que fraudarem a votação perdem o direito ao prêmio.
          </li>
        </ul>
      </InfoSection>

      <TermsClosingSections />
    </InfoLayout>
  );
}
