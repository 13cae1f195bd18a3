import { inArray } from 'drizzle-orm';
import type { AuditTarget } from '#domain/schemas/admin-audit.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { type auditLog, banners, battles, profiles } from '#server/db/schema.ts';

/** What an audit row needs to be named: where it points and what it recorded then. */
export type AuditTargetSource = Pick<typeof auditLog.$inferSelect, 'targetType' | 'targetId' | 'changes'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The battle an entry is about: its target for battle, payout and vote rows, else changes.battleId. */
function battleIdOf(row: AuditTargetSource): string | null {
  if (['battle', 'payout', 'vote'].includes(row.targetType)) return row.targetId;
  if (row.targetType === 'participant') return text(row.changes?.battleId);
  return null;
}

function userIdOf(row: AuditTargetSource): string | null {
  return row.targetType === 'user' || row.targetType === 'credits' ? row.targetId : null;
}

/** The fighter a participant entry is about: some actions (a disqualification) record only the id. */
function participantUserIdOf(row: AuditTargetSource): string | null {
  return row.targetType === 'participant' ? text(row.changes?.userId) : null;
}

function recordedBannerName(changes: Record<string, unknown> | null): string | null {
  for (const side of ['after', 'before'] as const) {
    const view = changes?.[side];
    if (view && typeof view === 'object' && 'name' in view) {
      const name = text((view as { name: unknown }).name);
      if (name) return name;
    }
  }
  return null;
}

/**
 * Names every entry's target as it is now (the battle's title and page, the user's name and row
 * in the users table, the fighter and the battle of a participant entry, the banner's name), in three queries for the whole page; a target since
 * deleted keeps the name its entry recorded, without a link.
 */
export async function auditTargets(
  db: DbOrTx,
  rows: readonly AuditTargetSource[],
): Promise<(AuditTarget | null)[]> {
  const battleIds = [...new Set(rows.flatMap((r) => battleIdOf(r) ?? []))];
  const userIds = [
    ...new Set(rows.flatMap((r) => [userIdOf(r), participantUserIdOf(r)].flatMap((id) => id ?? []))),
  ];
  const bannerIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.targetType === 'banner' && r.targetId && UUID.test(r.targetId) ? r.targetId : [],
      ),
    ),
  ];
  const [battleRows, users, bannerRows] = await Promise.all([
    battleIds.length === 0
      ? []
      : db
          .select({ id: battles.id, title: battles.title, slug: battles.slug })
          .from(battles)
          .where(inArray(battles.id, battleIds)),
    userIds.length === 0
      ? []
      : db
          .select({ id: profiles.id, username: profiles.username })
          .from(profiles)
          .where(inArray(profiles.id, userIds)),
    bannerIds.length === 0
      ? []
      : db.select({ id: banners.id, name: banners.name }).from(banners).where(inArray(banners.id, bannerIds)),
  ]);
  const battleById = new Map(battleRows.map((b) => [b.id, b]));
  const userById = new Map(users.map((u) => [u.id, u.username]));
  const bannerById = new Map(bannerRows.map((b) => [b.id, b.name]));

  return rows.map((row): AuditTarget | null => {
    const changes = row.changes;
    const battleId = battleIdOf(row);
    if (battleId !== null) {
      const battle = battleById.get(battleId);
      const title = battle?.title ?? text(changes?.title) ?? text(changes?.battleTitle) ?? battleId;
      const href = battle ? `/battle/${encodeURIComponent(battle.slug ?? battle.id)}` : null;
      if (row.targetType === 'participant') {
        const userId = participantUserIdOf(row);
        const username = (userId ? userById.get(userId) : undefined) ?? text(changes?.username);
        return { label: username ? `${username} em ${title}` : title, href };
      }
      return { label: title, href };
    }
    const userId = userIdOf(row);
    if (userId !== null) {
      const username = userById.get(userId);
      if (username) return { label: username, href: `/admin/users?q=${encodeURIComponent(username)}` };
      return { label: text(changes?.username) ?? text(changes?.email) ?? 'Conta excluída', href: null };
    }
    if (row.targetType === 'banner') {
      const name = (row.targetId ? bannerById.get(row.targetId) : undefined) ?? recordedBannerName(changes);
      return name
        ? { label: name, href: row.targetId && bannerById.has(row.targetId) ? '/admin/advertising' : null }
        : null;
    }
    if (row.targetType === 'settings') return { label: 'Configurações da plataforma', href: null };
    return null;
  });
}
