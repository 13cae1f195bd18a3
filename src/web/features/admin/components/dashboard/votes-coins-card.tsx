import type { AdminSummary, VoteBreakdown } from '#domain/schemas/admin-dashboard.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

function VoteRow({ label, votes }: { label: string; votes: VoteBreakdown }) {
  return (
    <div className="rounded-lg bg-zinc-950/60 p-3">
      <p className="text-sm text-zinc-300">{label}</p>
      <p className="text-2xl font-bold text-zinc-50 tabular-nums">{formatCount(votes.total)}</p>
      <p className="text-xs text-zinc-400">
        Fãs {votes.fans} · Visitantes {votes.guests} · Admin {votes.admin}
      </p>
    </div>
  );
}

export function VotesCard({ votes }: { votes: AdminSummary['votes'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Votos</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        <VoteRow label="Hoje" votes={votes.today} />
        <VoteRow label="Últimos 7 dias" votes={votes.week} />
      </CardContent>
    </Card>
  );
}

export function CoinsCard({ yodcoins }: { yodcoins: AdminSummary['yodcoins'] }) {
  const rows = [
    { label: 'Hoje', key: 'today' },
    { label: 'Últimos 7 dias', key: 'week' },
    { label: 'Total', key: 'all' },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>YodCoins concedidas x gastas</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-zinc-400">
              <th scope="col" className="pb-2 font-medium">
                Período
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Concedidas
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Gastas
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-zinc-800">
                <th scope="row" className="py-2 text-left font-medium text-zinc-200">
                  {row.label}
                </th>
                <td className="py-2 text-right text-emerald-300 tabular-nums">{yodcoins.granted[row.key]}</td>
                <td className="py-2 text-right text-red-300 tabular-nums">{yodcoins.spent[row.key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
