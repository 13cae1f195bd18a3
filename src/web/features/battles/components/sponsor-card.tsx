import type { BattleSponsor } from '#domain/schemas/battles.ts';
import { pluralWord } from '#domain/text/plural.ts';
import { Handshake } from '#web/components/icons/icons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The battle's sponsors (stored with the battle); nothing at all when it has none. */
export function SponsorCard({ sponsors }: { sponsors: BattleSponsor[] }) {
  if (sponsors.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Handshake className="size-5 text-amber-400" aria-hidden="true" />
          {pluralWord(sponsors.length, { one: 'Patrocinador', other: 'Patrocinadores' })}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {sponsors.map((sponsor) => (
          <section key={sponsor.id} className="flex flex-col gap-2" aria-label={sponsor.name}>
            <h3 className="font-semibold text-zinc-50">{sponsor.name}</h3>
            {sponsor.description ? <p className="text-sm text-zinc-300">{sponsor.description}</p> : null}
            {sponsor.logos.length > 0 ? (
              <ul className="flex flex-wrap gap-3">
                {sponsor.logos.map((logo, index) => (
                  <li key={logo}>
                    <img
                      src={logo}
                      alt={
                        sponsor.logos.length === 1
                          ? `Logo de ${sponsor.name}`
                          : `Logo ${index + 1} de ${sponsor.name}`
                      }
                      loading="lazy"
                      className="size-20 rounded-lg bg-zinc-800 object-contain p-1"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
