import { TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import { VOTE_GAP_LABEL, votesLabel, yodcoinsLabel } from '#web/shared/content/count-labels.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';

export interface FaqItem {
  question: string;
  /** Plain-text paragraphs: rendered on the page and reused verbatim in the FAQPage JSON-LD. */
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export interface FaqSettings {
  dailyYodcoins: number;
  guestVotesPerDay: number;
}

/** The FAQ content; amounts come from the platform settings so the text always matches the rules. */
export function buildFaqGroups({ dailyYodcoins, guestVotesPerDay }: FaqSettings): FaqGroup[] {
  const daily = yodcoinsLabel(dailyYodcoins);
  const guestVotes = votesLabel(guestVotesPerDay);

  return [
    {
      id: 'geral',
      title: 'Sobre a plataforma',
      items: [
        {
          question: 'O que é a Yod Arena?',
          answer: [
            'A Yod Arena é uma plataforma brasileira de batalhas virtuais de Muaythai. Fãs votam em lutadores e treinadores, e quem termina a batalha com mais votos ganha o prêmio.',
          ],
        },
        {
          question: 'Quanto custa usar a Yod Arena?',
          answer: [
            'Nada. Criar conta, votar e participar das batalhas é gratuito. Os votos usam YodCoins, que você recebe de graça todos os dias.',
          ],
        },
      ],
    },
    {
      id: 'yodcoins',
      title: 'YodCoins',
      items: [
        {
          question: 'O que são YodCoins?',
          answer: [
            'YodCoins são a moeda virtual da arena, usada apenas para votar. Cada voto custa 1 YodCoin. Seu saldo e o histórico de movimentações ficam na Carteira.',
          ],
        },
        {
          question: 'Como ganho YodCoins?',
          answer: [
            `Toda conta recebe ${daily} grátis por dia, creditadas automaticamente no primeiro acesso do dia (horário de Brasília). Se você não entrar em um dia, o crédito daquele dia não é acumulado para depois.`,
          ],
        },
        {
          question: 'Posso comprar, vender ou transferir YodCoins?',
          answer: [
            'Não. YodCoins não podem ser compradas, vendidas, transferidas para outra conta nem trocadas por dinheiro ou prêmios. Elas existem só para votar.',
          ],
        },
      ],
    },
    {
      id: 'votacao',
      title: 'Votação',
      items: [
        {
          question: 'Preciso ter conta para votar?',
          answer: [
            `Não necessariamente. Visitantes sem conta podem dar ${guestVotes} a cada 24 horas por endereço IP, sem gastar YodCoins. Com uma conta gratuita você recebe ${daily} por dia e pode votar mais.`,
          ],
        },
        {
          question: 'Quantas vezes posso votar?',
          answer: [
            `Enquanto tiver saldo, você pode votar uma vez em cada participante de uma batalha. É preciso aguardar ${VOTE_GAP_LABEL} entre um voto e outro, e ninguém pode votar em si mesmo.`,
          ],
        },
        {
          question: 'Quando posso votar em uma batalha?',
          answer: [
            'Os votos valem enquanto a batalha está “Aguardando Participantes”, “Pronta para Iniciar” ou “Em Andamento”, até o horário de encerramento. Batalhas em aprovação, agendadas ou finalizadas não recebem votos.',
          ],
        },
        {
          question: 'Meu voto não foi aceito. E agora?',
          answer: [
            `A mensagem na tela explica o motivo: saldo insuficiente, voto já registrado para aquele participante, intervalo de ${VOTE_GAP_LABEL} ainda não cumprido, limite de voto de visitante atingido ou batalha já encerrada. Se nada disso se aplicar, fale com o suporte.`,
          ],
        },
      ],
    },
    {
      id: 'batalhas',
      title: 'Batalhas e prêmios',
      items: [
        {
          question: 'Como me torno competidor?',
          answer: [
            'Para se tornar competidor, aguarde a abertura de um grupo. Quando uma batalha estiver com o status “Aguardando Participantes”, entre na sua conta e clique em “Quero entrar!” no card da batalha, enquanto houver vagas.',
          ],
        },
        {
          question: 'O que significa cada status de batalha?',
          answer: [
            '“Aguardando Aprovação”: em revisão pela moderação. “Agendada”: já tem data de início. “Aguardando Participantes”: aberta para inscrições e votos. “Pronta para Iniciar”: grupo formado, votação aberta. “Em Andamento”: vagas preenchidas e disputa valendo até o encerramento. “Finalizada”: votação encerrada e vencedor definido.',
          ],
        },
        {
          question: 'Como o vencedor é definido?',
          answer: [
            'Vence quem tiver mais votos quando a batalha for finalizada. O vencedor recebe o selo Vencedor na página da batalha.',
          ],
        },
        {
          question: 'E se houver empate?',
          answer: [
            TIE_RULE_TEXT,
            'Em prêmios em dinheiro, cada parte é arredondada para baixo ao centavo. Em prêmios do tipo item ou vale-presente, a divisão é combinada entre a organização e os vencedores.',
          ],
        },
        {
          question: 'Quais tipos de prêmio existem e como recebo o meu?',
          answer: [
            'Os prêmios podem ser em dinheiro (PIX), um item ou um vale-presente (gift card), conforme indicado em cada batalha. Prêmios em dinheiro são pagos na chave PIX cadastrada no seu perfil; para itens e vales-presente, nossa equipe entra em contato pelo e-mail da sua conta.',
            'Mantenha sua chave PIX atualizada no perfil: ela precisa estar no seu nome.',
          ],
        },
      ],
    },
    {
      id: 'conta',
      title: 'Conta e suporte',
      items: [
        {
          question: 'Por que uma conta é banida?',
          answer: [
            'Banimos contas que tentam manipular as batalhas — por exemplo com contas múltiplas, robôs, scripts ou troca de votos por dinheiro — ou que desrespeitam outras pessoas. O banimento pode ser temporário ou permanente. Uma conta banida não pode votar nem participar de batalhas, e vê o motivo e o prazo ao entrar.',
          ],
        },
        {
          question: 'Como divulgo uma batalha?',
          answer: [
            'Na página da batalha, use os botões de compartilhamento para enviar o link pelo WhatsApp, Facebook ou e-mail, ou copie o link e cole onde quiser. Peça aos amigos que votem também.',
          ],
        },
        {
          question: 'Como falo com o suporte?',
          answer: [
            `Envie um e-mail para ${SUPPORT_EMAIL} com seu nome de lutador e, se for o caso, o link da batalha. Nossa equipe responde por e-mail.`,
          ],
        },
      ],
    },
  ];
}
