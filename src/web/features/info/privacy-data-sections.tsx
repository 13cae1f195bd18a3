import type { ProfileStats, PublicProfile } from '#domain/schemas/profiles.ts';
import { InfoSection } from './info-section.tsx';

interface DataItem {
  data: string;
  purpose: string;
  basis: string;
}

const items: readonly DataItem[] = [
  {
    data: 'E-mail',
    purpose:
      'Entrar na conta, confirmar o cadastro, recuperar o acesso, enviar avisos sobre a conta e combinar a entrega de prêmios.',
    basis: 'Execução de contrato (art. 7º, V).',
  },
  {
    data: 'Nome de lutador (nome de usuário)',
    purpose: 'Identificar você na plataforma. É exibido publicamente no seu perfil e nas batalhas.',
    basis: 'Execução de contrato (art. 7º, V).',
  },
  {
    data: 'Senha',
    purpose:
      'Proteger sua conta. Guardamos apenas um resumo criptográfico (hash) da senha; ninguém da equipe consegue lê-la.',
    basis: 'Execução de contrato (art. 7º, V).',
  },
  {
    data: 'Chave PIX',
    purpose:
      'Pagar os prêmios em dinheiro que você ganhar. Nunca é exibida publicamente; só você e a equipe responsável pelos pagamentos têm acesso.',
    basis: 'Execução de contrato (art. 7º, V).',
  },
  {
    data: 'Instagram e foto de perfil (opcionais)',
    purpose:
      'Mostrar quem você é no perfil e nas batalhas. As imagens são reprocessadas pelo servidor, o que descarta metadados embutidos no arquivo, como a localização.',
    basis: 'Consentimento (art. 7º, I): você decide informar e pode remover quando quiser.',
  },
  {
    data: 'Votos, inscrições e movimentações de YodCoins',
    purpose:
      'Contar os votos, definir vencedores, manter o histórico da sua Carteira e investigar fraudes na votação.',
    basis: 'Execução de contrato (art. 7º, V) e legítimo interesse (art. 7º, IX).',
  },
  {
    data: 'Endereço IP de visitantes que votam sem conta',
    purpose:
      'Aplicar o limite de voto de visitante a cada 24 horas e evitar abusos. O IP é guardado apenas como um hash com “sal” secreto, que não permite recuperar o endereço original.',
    basis: 'Legítimo interesse (art. 7º, IX).',
  },
  {
    data: 'Registros de acesso e sessão',
    purpose:
      'Manter você conectado com um cookie de sessão seguro (httpOnly) e guardar os registros de acesso exigidos pelo Marco Civil da Internet, usados também para segurança.',
    basis: 'Cumprimento de obrigação legal (art. 7º, II) e execução de contrato (art. 7º, V).',
  },
  {
    data: 'Informações de banimento',
    purpose: 'Aplicar as regras da plataforma: motivo, data e prazo do banimento.',
    basis: 'Legítimo interesse (art. 7º, IX) e exercício regular de direitos (art. 7º, VI).',
  },
];

/** What personal data Yod Arena stores, why, and on which LGPD legal basis. */
export function PrivacyDataList() {
  return (
    <ul className="list-none! space-y-3! pl-0!">
      {items.map((item) => (
        <li key={item.data} className="rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 pl-4!">
          <p className="font-semibold text-zinc-50">{item.data}</p>
          <p className="mt-1 text-sm leading-relaxed text-zinc-300">
            <span className="font-medium text-zinc-100">Para quê: </span>
            {item.purpose}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-zinc-300">
            <span className="font-medium text-zinc-100">Base legal (LGPD): </span>
            {item.basis}
          </p>
        </li>
      ))}
    </ul>
  );
}

type PublicField = Exclude<keyof PublicProfile, 'stats'> | `stats.${keyof ProfileStats}`;

/**
 * Every field of the public profile answer, with the words of this section that tell the reader it
 * is public: a field shown to everyone and left out of the policy is a broken promise (LGPD art.
 * 9), so a new field does not compile until it has its words here, and privacy-page.test.tsx
 * checks the words are on the page.
 */
export const PUBLIC_PROFILE_WORDS: Readonly<Record<PublicField, readonly string[]>> = {
  username: ['nome de lutador'],
  profilePictureUrl: ['foto'],
  instagramHandle: ['Instagram'],
  memberSince: ['desde quando'],
  battles: ['batalhas de que você participa'],
  achievements: ['conquistas'],
  'stats.battlesJoined': ['batalhas de que você participa'],
  'stats.battlesWon': ['vitórias'],
  'stats.votesReceived': ['votos recebidos'],
  'stats.votesGiven': ['votos que você deu'],
  'stats.battlesSupported': ['batalhas em que votou'],
  'stats.championsBacked': ['campeões'],
  'stats.dayStreak': ['dias seguidos'],
};

export function PrivacyPublicSection() {
  return (
    <InfoSection title="3. O que fica público">
      <p>
        Ficam visíveis para qualquer visitante: seu nome de lutador, foto, Instagram (se informado), desde
        quando você está na Yod Arena, as batalhas de que você participa, seus votos recebidos, suas vitórias
        e suas conquistas. Do seu lado de fã, também ficam visíveis os votos que você deu, as batalhas em que
        votou, os campeões que apoiou e quantos dias seguidos você votou. <strong>Nunca</strong> são exibidos
        publicamente: seu e-mail, sua chave PIX, sua senha e endereços IP.
      </p>
    </InfoSection>
  );
}
