import { namesList } from '#domain/pages/share.ts';
import { formatMoney } from '#domain/text/format.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { splitPrize } from './winners.ts';

/** A notice's words; the server stores them as they are. */
export interface NoticeText {
  title: string;
  body: string;
}

export interface BattleOutcome {
  title: string;
  prizeAmount: number;
  /** Usernames of the winners (several on a tie, none without votes). */
  champions: readonly string[];
}

/** ' Prêmio: R$ 75,00 para cada.' for a tie with a prize; '' otherwise. */
function splitLine(outcome: BattleOutcome): string {
  const n = outcome.champions.length;
  if (n < 2 || outcome.prizeAmount <= 0) return '';
  return ` O prêmio de ${formatMoney(outcome.prizeAmount)} é dividido: ${formatMoney(splitPrize(outcome.prizeAmount, n).share)} para cada.`;
}

/**
 * The one notice a winner gets: alone, or a tie that says so and what each one receives
 * (docs/decisions/0002-tie-rule.md).
 */
export function winnerNotice(outcome: BattleOutcome, votes: number): NoticeText {
  const n = outcome.champions.length;
  if (n >= 2) {
    return {
      title: 'Empate: você é um dos campeões!',
      body: `A batalha "${outcome.title}" terminou empatada entre ${n} lutadores com ${votesLabel(votes)} cada.${splitLine(outcome)}`,
    };
  }
  const prize = outcome.prizeAmount > 0 ? ` O prêmio de ${formatMoney(outcome.prizeAmount)} é seu.` : '';
  return {
    title: 'Você venceu!',
    body: `Parabéns! Você venceu a batalha "${outcome.title}" com ${votesLabel(votes)}.${prize}`,
  };
}

/**
 * What a fan who voted reads when the battle ends: her fighter is champion, or who won when hers
 * did not. `picks` are the fighters she voted for (one vote per fighter, so maybe several).
 */
export function voterResultNotice(outcome: BattleOutcome, picks: readonly string[]): NoticeText {
  const champions = outcome.champions;
  const backed = picks.filter((p) => champions.includes(p));
  if (backed.length > 0) {
    const who = namesList(backed);
    const title =
      backed.length === 1
        ? `${who}, em quem você votou, é campeão!`
        : `${who}, em quem você votou, são campeões!`;
    const body =
      champions.length >= 2
        ? `Empate na batalha "${outcome.title}": ${namesList(champions)} dividem a vitória.${splitLine(outcome)} Compartilhe o resultado!`
        : `${who} venceu a batalha "${outcome.title}". Compartilhe a vitória!`;
    return { title, body };
  }
  const thanks = picks.length > 0 ? ` Obrigado por votar em ${namesList(picks)}!` : '';
  if (champions.length === 0) {
    return {
      title: 'Batalha encerrada sem vencedor',
      body: `A batalha "${outcome.title}" terminou sem votos válidos.${thanks}`,
    };
  }
  const title =
    champions.length === 1
      ? `Batalha encerrada: ${champions[0]} é campeão`
      : `Batalha encerrada: ${namesList(champions)} são campeões`;
  return { title, body: `A batalha "${outcome.title}" terminou.${splitLine(outcome)}${thanks}` };
}

/** After an unban: the fans whose votes for the fighter were refunded may vote for them again. */
export function fighterBackNotice(fighter: string, battleTitle: string): NoticeText {
  return {
    title: `${fighter} está de volta à batalha`,
    body: `${fighter} voltou à batalha "${battleTitle}". Seu voto anterior foi devolvido: você pode votar em ${fighter} de novo.`,
  };
}

/** A fighter she follows joined a battle. */
export function followedJoinedNotice(fighter: string, battleTitle: string): NoticeText {
  return {
    title: `${fighter} entrou em uma batalha`,
    body: `${fighter}, que você segue, está na batalha "${battleTitle}". Vote e chame seus amigos!`,
  };
}

/** A battle she voted in closes soon; `endsAt` as the app shows dates (dd/MM/yyyy HH:mm). */
export function closingNotice(battleTitle: string, endsAt: string, picks: readonly string[]): NoticeText {
  const voted = picks.length > 0 ? ` Você votou em ${namesList(picks)}.` : '';
  return {
    title: `Últimas horas: ${battleTitle}`,
    body: `A batalha "${battleTitle}" termina em ${endsAt} (horário de Brasília).${voted} Chame seus amigos para votar também!`,
  };
}
