import { Link } from 'react-router';
import type { AnalyticsResponse } from '#domain/schemas/admin-analytics.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';

export function TopBattlesTable({ battles }: { battles: AnalyticsResponse['topBattles'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Batalhas mais votadas</CardTitle>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhum voto no período.</p>
        ) : (
          // A narrow phone scrolls the table inside its own box, never the page.
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-400">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    #
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Batalha
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Votos
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-800">
                {battles.map((battle, index) => (
                  <tr key={battle.id}>
                    <td className="py-2 text-zinc-400">{index + 1}</td>
                    <td className="py-2 font-medium wrap-anywhere text-zinc-100">
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
                    <td className="py-2 text-right font-semibold tabular-nums">{battle.votes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function TopParticipantsTable({
  participants,
}: {
  participants: AnalyticsResponse['topParticipants'];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Participantes mais votados</CardTitle>
      </CardHeader>
      <CardContent>
        {participants.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhum voto no período.</p>
        ) : (
          // A narrow phone scrolls the table inside its own box, never the page.
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-400">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    #
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Participante
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Votos
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-800">
                {participants.map((participant, index) => (
                  <tr key={participant.userId}>
                    <td className="py-2 text-zinc-400">{index + 1}</td>
                    <td className="py-2 font-medium wrap-anywhere text-zinc-100">{participant.username}</td>
                    <td className="py-2 text-right font-semibold tabular-nums">{participant.votes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
