import { type BattleStatus, battleStatuses, battleStatusLabels } from '#domain/battles/battle-status.ts';

const statusInfo: Record<BattleStatus, { tone: string; text: string }> = {
  pending: {
    tone: 'border-zinc-500 text-zinc-200',
    text: 'A batalha foi criada e está em revisão pela moderação. Ainda não aceita inscrições nem votos.',
  },
  scheduled: {
    tone: 'border-sky-500/60 text-sky-300',
    text: 'Já tem data marcada. O card mostra a contagem regressiva “Início em”; inscrições e votos abrem no horário de início.',
  },
  waiting: {
    tone: 'border-amber-400/60 text-amber-300',
    text: 'O grupo está aberto: quem tem conta pode clicar em “Quero entrar!” enquanto houver vagas. A votação já vale.',
  },
  ready: {
    tone: 'border-violet-400/60 text-violet-300',
    text: 'O grupo está formado e a batalha segue aberta para votos até o encerramento.',
  },
  active: {
    tone: 'border-red-500/70 text-red-300',
    text: 'Todas as vagas foram preenchidas e a disputa está valendo. “Encerramento em” mostra quanto tempo falta.',
  },
  finished: {
    tone: 'border-emerald-500/60 text-emerald-300',
    text: 'A votação acabou. Quem tem mais votos recebe o selo Vencedor; use “Ver quem ganhou!” para ver o resultado.',
  },
};

/** The battle statuses a visitor sees on cards (labels from the domain), with what each one means. */
export function BattleStatusList() {
  return (
    <dl className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {battleStatuses.map((status) => (
        <div key={status} className="rounded-xl border border-zinc-800 bg-zinc-900/60 p-4">
          <dt>
            <span
              className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${statusInfo[status].tone}`}
            >
              {battleStatusLabels[status]}
            </span>
          </dt>
          <dd className="mt-2 text-sm leading-relaxed text-zinc-300">{statusInfo[status].text}</dd>
        </div>
      ))}
    </dl>
  );
}
