import { yodcoinsLabel } from '#domain/text/format.ts';
import { VOTE_COST } from '#domain/votes/vote-limits.ts';
import { Gift, Vote } from '#web/components/icons/icons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** 'Como ganhar' and 'Como usar'; the daily amount is the platform setting, never a constant. */
export function WalletInfo({ dailyYodcoins }: { dailyYodcoins: number }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Gift className="size-5 text-amber-400" aria-hidden="true" />
            Como ganhar
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm text-zinc-300">
          {dailyYodcoins > 0 ? (
            <p>
              Você recebe{' '}
              <strong className="text-zinc-100">{yodcoinsLabel(dailyYodcoins)} grátis por dia</strong>,
              creditadas automaticamente no seu primeiro acesso de cada dia.
            </p>
          ) : (
            <p>O bônus diário de YodCoins está suspenso no momento.</p>
          )}
          <p>As YodCoins também podem ser concedidas pela administração em promoções e eventos.</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Vote className="size-5 text-amber-400" aria-hidden="true" />
            Como usar
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm text-zinc-300">
          <p>
            Cada voto custa <strong className="text-zinc-100">{yodcoinsLabel(VOTE_COST)}</strong>. Use suas
            YodCoins para votar nos seus lutadores e treinadores favoritos nas batalhas abertas.
          </p>
          <p>YodCoins são virtuais: não podem ser compradas, transferidas nem trocadas por dinheiro.</p>
        </CardContent>
      </Card>
    </div>
  );
}
