/**
 * The API's field names as the forms label them, for the VALIDATION answer (zod-messages.ts):
 * 'pixKey' is 'Chave PIX'. Technical parameters (cursor, limit, ids, altcha) have none: a person
 * never types them, and their refusal says enough without the name.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  acceptTerms: 'Termos de Uso',
  adBannerLinkUrl: 'Link do banner',
  adBannerUrl: 'Banner da batalha',
  amount: 'Quantidade',
  confirmPassword: 'Confirmar senha',
  currentPassword: 'Senha atual',
  dailyYodcoins: 'YodCoins diárias',
  days: 'Período',
  description: 'Descrição',
  durationHours: 'Duração',
  email: 'E-mail',
  emailAlerts: 'Avisos por e-mail',
  endTime: 'Término',
  flagGuestNetworkVotes: 'Votos de visitantes por rede',
  flagNewAccountVotes: 'Votos de contas novas',
  flagSignupNetworkAccounts: 'Contas novas por rede',
  guestVotesPerDay: 'Votos de visitantes por dia',
  imageUrl: 'Imagem',
  instagramHandle: 'Instagram',
  isActive: 'Ativo',
  linkUrl: 'Link',
  logos: 'Logos',
  maxParticipants: 'Máximo de participantes',
  name: 'Nome',
  note: 'Observação',
  participantUserId: 'Lutador',
  password: 'Senha',
  pixKey: 'Chave PIX',
  position: 'Posição',
  prizeAmount: 'Valor do prêmio',
  prizeDescription: 'Descrição do prêmio',
  prizeType: 'Tipo do prêmio',
  profilePictureUrl: 'Foto de perfil',
  q: 'Busca',
  reason: 'Motivo',
  role: 'Função',
  sponsors: 'Patrocinadores',
  startTime: 'Início',
  status: 'Situação',
  targetPages: 'Páginas',
  title: 'Título',
  username: 'Nome de lutador',
};

/** The label of the field at `path` (its innermost named key: 'sponsors.0.name' is 'Nome'). */
export function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  const key = path.findLast((segment): segment is string => typeof segment === 'string');
  return key !== undefined && Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : undefined;
}
