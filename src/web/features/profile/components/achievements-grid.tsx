import type { AchievementView } from '#domain/schemas/profiles.ts';
import { Award, Lock } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

/** The competitors' six badges, then the fans' six; locked ones are muted and say what unlocks them, with the progress so far. */
export function AchievementsGrid({ achievements }: { achievements: AchievementView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {achievements.map((a) => (
        <li
          key={a.id}
          className={cn(
            'flex items-start gap-3 rounded-xl border p-3',
            a.unlocked ? 'border-amber-500/60 bg-amber-950/30' : 'border-zinc-800 bg-zinc-900',
          )}
        >
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-full',
              a.unlocked ? 'bg-amber-400 text-zinc-950' : 'bg-zinc-800 text-zinc-400',
            )}
          >
            {a.unlocked ? (
              <Award className="size-5" aria-hidden="true" />
            ) : (
              <Lock className="size-5" aria-hidden="true" />
            )}
          </span>
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="text-sm font-bold text-zinc-50">
              {a.title}
              <span className="sr-only">{a.unlocked ? ' (desbloqueada)' : ' (bloqueada)'}</span>
            </span>
            <span className="text-sm text-zinc-300">{a.description}</span>
            {a.unlocked ? null : (
              <span className="text-xs text-zinc-300">
                Progresso: {a.progress.current}/{a.progress.target}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
