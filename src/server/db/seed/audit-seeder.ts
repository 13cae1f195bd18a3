import { eq } from 'drizzle-orm';
import { auditLog, bans, battles, profiles } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import type { DemoUsers } from './demo-types.ts';

/**
 * The audit trail of what the demo seed itself did (battles created, the demo ban), with the
 * same shapes and times the admin services record, so the dashboard's recent activity and the
 * audit page describe the demo data truthfully.
 */
export async function seedDemoAudit(deps: AppDeps, _users: DemoUsers): Promise<void> {
  const battleRows = await deps.db
    .select({
      id: battles.id,
      title: battles.title,
      slug: battles.slug,
      status: battles.status,
      createdBy: battles.createdBy,
      createdAt: battles.createdAt,
    })
    .from(battles);
  const banRows = await deps.db
    .select({
      userId: bans.userId,
      reason: bans.reason,
      bannedBy: bans.bannedBy,
      expiresAt: bans.expiresAt,
      createdAt: bans.createdAt,
      username: profiles.username,
    })
    .from(bans)
    .innerJoin(profiles, eq(profiles.id, bans.userId));
  const rows = [
    ...battleRows.map((b) => ({
      actorUserId: b.createdBy,
      action: 'battle.create',
      targetType: 'battle',
      targetId: b.id,
      changes: { title: b.title, slug: b.slug, status: b.status },
      createdAt: b.createdAt,
    })),
    ...banRows.map((b) => ({
      actorUserId: b.bannedBy,
      action: 'user.ban',
      targetType: 'user',
      targetId: b.userId,
      changes: {
        reason: b.reason,
        expiresAt: b.expiresAt?.toISOString() ?? null,
        durationHours: b.expiresAt
          ? Math.round((b.expiresAt.getTime() - b.createdAt.getTime()) / 3_600_000)
          : null,
        username: b.username,
      },
      createdAt: b.createdAt,
    })),
  ];
  if (rows.length > 0) await deps.db.insert(auditLog).values(rows);
}
