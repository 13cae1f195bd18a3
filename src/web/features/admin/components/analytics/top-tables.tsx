import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnalyticsResponse } from '#domain/schemas/admin-analytics.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';

interface RankingCardProps {
  title: string;
  /** Column headings after '#'; the last one (the votes) is right-aligned. */
  columns: string[];
  isEmpty: boolean;
  /** The table rows. */
  children: ReactNode;
}

/** A card with a ranked table of the period, or 'Nenhum voto no período.' when nothing was voted. */
function RankingCard({ title, columns, isEmpty, children }: RankingCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isEmpty ? (
          <p className="text-sm text-zinc-300">Nenhum voto no período.</p>
        ) : (
          // A narrow phone scrolls the table inside its own box, never the page.
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-400">
                <tr>
                  {['#', ...columns].map((label, index) => (
                    <th
                      key={label}
                      scope="col"
                      className={
                        index === columns.length ? 'pb-2 text-right font-medium' : 'pb-2 font-medium'
                      }
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-800">{children}</tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const RANK = 'py-2 text-zinc-400';
const NAME = 'py-2 font-medium wrap-anywhere text-zinc-100';
const VOTES = 'py-2 text-right font-semibold tabular-nums';

export function TopBattlesTable({ battles }: { battles: AnalyticsResponse['topBattles'] }) {
  return (
    <RankingCard
      title="Batalhas mais votadas"
      columns={['Batalha', 'Situação', 'Votos']}
      isEmpty={battles.length === 0}
    >
      {battles.map((battle, index) => (
        <tr key={battle.id}>
          <td className={RANK}>{index + 1}</td>
          <td className={NAME}>
            <Link
              to={`/battle/${encodeURIComponent(battle.slug ?? battle.id)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline"
            >
              {battle.title}
            </Link>
          </td>
          <td className="py-2">
            <StatusBadge status={battle.status} shortOnSmallScreens />
          </td>
          <td className={VOTES}>{battle.votes}</td>
        </tr>
      ))}
    </RankingCard>
  );
}

export function TopParticipantsTable({
  participants,
}: {
  participants: AnalyticsResponse['topParticipants'];
}) {
  return (
    <RankingCard
      title="Participantes mais votados"
      columns={['Participante', 'Votos']}
      isEmpty={participants.length === 0}
    >
      {participants.map((participant, index) => (
        <tr key={participant.userId}>
          <td className={RANK}>{index + 1}</td>
          <td className={NAME}>{participant.username}</td>
          <td className={VOTES}>{participant.votes}</td>
        </tr>
      ))}
    </RankingCard>
  );
}
