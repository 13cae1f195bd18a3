import { formatDate } from '#domain/text/format.ts';
import { TriangleAlert } from '#web/components/icons/icons.ts';
import { useAdminLookalikes } from '#web/features/admin/api/use-admin-lookalikes.ts';

/**
 * Fighter names that look alike (they existed before the look-alike rule, which now refuses new
 * ones). Nobody is renamed automatically: the admin decides, e.g. by contacting or banning.
 */
export function LookalikesNotice() {
  const lookalikes = useAdminLookalikes();
  const groups = lookalikes.data?.groups ?? [];
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="lookalikes-title"
      className="flex flex-col gap-2 rounded-xl border border-amber-800 bg-amber-950/40 p-4 text-sm text-amber-100"
    >
      <h2 id="lookalikes-title" className="flex items-center gap-2 font-semibold text-amber-300">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Nomes de lutador parecidos ({groups.length})
      </h2>
      <p className="text-amber-100/90">
        Estes nomes parecem iguais na tela. Eles já existiam antes da regra que impede nomes parecidos e não
        foram alterados.
      </p>
      <ul className="flex flex-col gap-1">
        {groups.map((group) => (
          <li key={group.users[0]?.userId}>
            {group.users.map((u, i) => (
              <span key={u.userId}>
                {i > 0 ? ' · ' : null}
                <span className="font-semibold">{u.username}</span>{' '}
                <span className="text-amber-200/80">
                  ({u.isFirst ? 'primeiro, ' : ''}desde {formatDate(u.createdAt)})
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
