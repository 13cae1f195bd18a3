import type { ReactNode } from 'react';
import { durationLabel } from '#domain/battles/battle-approval.ts';
import { DEFAULT_DISPLAY_MAX_PARTICIPANTS } from '#domain/battles/battle-status.ts';
import { prizeShare, TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { AdminWinner } from '#domain/schemas/admin-battles.ts';
import type { PrizeType } from '#domain/schemas/battles.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

/** What fans will read about a battle's money, time and seats, as it will be saved. */
export interface PublishSummary {
  title: string;
  amount: number;
  type: PrizeType;
  description: string | null;
  /** ISO instants; a battle without a start opens when published. */
  startTime: string | null;
  endTime: string;
  maxParticipants: number | null;
}

/**
 * Why the restatement opens: publishing a new battle ('create'), sending a moderator's battle with
 * a prize to an admin ('submit'), changing its prize ('prize') or its dates or seats ('change'),
 * publishing one held back ('publish'), or an admin's approval ('approve').
 */
export type PublishMode = 'create' | 'submit' | 'prize' | 'change' | 'publish' | 'approve';

const TEXTS: Record<PublishMode, { title: string; confirm: string; description: string }> = {
  create: {
    title: 'Publicar batalha?',
    confirm: 'Confirmar e publicar',
    description: 'Confira o prêmio, as datas e as vagas como os fãs vão ver.',
  },
  submit: {
    title: 'Enviar para aprovação?',
    confirm: 'Enviar para aprovação',
    description:
      'Batalhas com prêmio vão ao ar depois que um administrador confere e aprova. Confira o que os fãs vão ver.',
  },
  prize: {
    title: 'Confirmar novo prêmio?',
    confirm: 'Confirmar prêmio',
    description: 'Confira o prêmio, as datas e as vagas como os fãs vão ver.',
  },
  change: {
    title: 'Confirmar alterações?',
    confirm: 'Confirmar alterações',
    description: 'Confira o prêmio, as datas e as vagas como os fãs vão ver.',
  },
  publish: {
    title: 'Publicar batalha?',
    confirm: 'Confirmar e publicar',
    description: 'Confira o prêmio, as datas e as vagas como os fãs vão ver.',
  },
  approve: {
    title: 'Aprovar e publicar?',
    confirm: 'Aprovar e publicar',
    description:
      'A batalha vai para a arena pública assim que você aprovar. Confira tudo o que os fãs vão ver.',
  },
};

export interface PublishConfirmDialogProps {
  /** Null: closed. */
  summary: PublishSummary | null;
  mode: PublishMode;
  /** The battle as it is now (an edit): changed values show what they were. */
  previous?: PublishSummary | undefined;
  /** The winners already known (a finished battle); their shares follow the new amount. */
  winners?: readonly Pick<AdminWinner, 'userId' | 'username'>[];
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the restatement (the approval names who created the battle). */
  note?: ReactNode;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-zinc-400 sm:w-28">{term}</dt>
      <dd className="min-w-0 text-zinc-100">{children}</dd>
    </div>
  );
}

function Before({ shown }: { shown: string | null }) {
  return shown === null ? null : <span className="block text-sm text-zinc-400">Antes: {shown}</span>;
}

const DAY_MS = 86_400_000;

/** Dates that look like a slip of the month or the year, said before anyone else sees them. */
export function dateWarnings(summary: Pick<PublishSummary, 'startTime' | 'endTime'>, now: Date): string[] {
  const warnings: string[] = [];
  const start = summary.startTime ? Date.parse(summary.startTime) : now.getTime();
  const end = Date.parse(summary.endTime);
  if (end - start > 31 * DAY_MS) warnings.push('Dura mais de um mês: confira o mês e o ano das datas.');
  if (start - now.getTime() > 60 * DAY_MS)
    warnings.push('Começa daqui a mais de dois meses: confira o mês e o ano do início.');
  return warnings;
}

const seatsText = (max: number | null) =>
  max === null ? `${DEFAULT_DISPLAY_MAX_PARTICIPANTS} (padrão, sem máximo salvo)` : String(max);
const startText = (start: string | null) => (start ? formatDateTime(start) : 'Ao publicar');

/**
 * Everything fans are promised, restated before it goes public or changes
 * (docs/decisions/0035-prize-money-two-people.md, extending 0022): the prize as fans will read it,
 * its type and who takes it; the start and the end with the duration between them, so a wrong
 * month or year shows as '31 dias' or '365 dias'; and the seats. A prize typed 100x too big shows
 * here as 'R$ 9.990,00' before anyone else sees it.
 */
export function PublishConfirmDialog({
  summary,
  mode,
  previous,
  winners = [],
  isSaving,
  onConfirm,
  onCancel,
  note,
}: PublishConfirmDialogProps) {
  const texts = TEXTS[mode];
  const changed = <K extends keyof PublishSummary>(key: K) =>
    previous !== undefined && summary !== null && previous[key] !== summary[key];
  return (
    <Dialog
      open={summary !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      title={texts.title}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            Voltar e corrigir
          </Button>
          <Button onClick={onConfirm} isLoading={isSaving}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      {summary ? (
        <>
          <dl className="flex flex-col gap-3" data-testid="prize-confirm">
            <Row term="Batalha">{summary.title}</Row>
            <Row term="Prêmio">
              <span className="text-xl font-bold text-amber-300">{formatMoney(summary.amount)}</span>
              <Before shown={changed('amount') && previous ? formatMoney(previous.amount) : null} />
            </Row>
            <Row term="Tipo">
              {prizeTypeLabel(summary.type)}
              <Before shown={changed('type') && previous ? prizeTypeLabel(previous.type) : null} />
            </Row>
            {summary.description ? <Row term="Descrição">{summary.description}</Row> : null}
            <Row term={winners.length > 1 ? 'Vencedores' : 'Vencedor'}>
              {winners.length > 0 ? (
                <ul>
                  {winners.map((w) => (
                    <li key={w.userId}>
                      {w.username}: {formatMoney(prizeShare(summary.amount, winners.length))}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-sm">O participante mais votado ao final. {TIE_RULE_TEXT}</span>
              )}
            </Row>
            <Row term="Início">
              <span data-testid="confirm-start">{startText(summary.startTime)}</span>
              <Before shown={changed('startTime') && previous ? startText(previous.startTime) : null} />
            </Row>
            <Row term="Término">
              <span data-testid="confirm-end">{formatDateTime(summary.endTime)}</span>
              <Before shown={changed('endTime') && previous ? formatDateTime(previous.endTime) : null} />
            </Row>
            <Row term="Duração">
              <span data-testid="confirm-duration">
                {durationLabel(summary.startTime ?? new Date(), summary.endTime) ?? '—'}
              </span>
            </Row>
            <Row term="Vagas">
              <span data-testid="confirm-seats">{seatsText(summary.maxParticipants)}</span>
              <Before
                shown={changed('maxParticipants') && previous ? seatsText(previous.maxParticipants) : null}
              />
            </Row>
          </dl>
          {dateWarnings(summary, new Date()).map((warning) => (
            <p
              key={warning}
              className="rounded-lg border border-amber-800 bg-amber-950/40 p-2 text-sm text-amber-200"
              data-testid="confirm-date-warning"
            >
              {warning}
            </p>
          ))}
          {note}
        </>
      ) : null}
    </Dialog>
  );
}
