import { randomUUID } from 'node:crypto';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/** The text of an HTML document without tags (what a reader of the page sees, roughly). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * The page test files' requests, on the app `app()` returns: a function, because each file makes
 * its app in its own `beforeAll`, after this is called.
 */
export function pageHelpers(app: () => TestApp) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'GET', url, headers });

  async function battleWithFighters() {
    const t = app();
    const battle = await createBattle(t.db, {
      title: `Noite de Muaythai ${Date.now().toString(36)}`,
      prizeAmount: 1234.5,
      status: 'active',
      maxParticipants: null,
    });
    const fighters = [];
    for (let i = 0; i < 3; i += 1) {
      const pixKey = randomUUID();
      const user = await createUser(t.db, { username: `Lutador${i}x${Date.now().toString(36)}`, pixKey });
      await addParticipant(t.db, battle.id, { id: user.id });
      fighters.push({ ...user, pixKey });
    }
    for (let v = 0; v < 2; v += 1) {
      const voter = await createUser(t.db, { balance: 1 });
      await castVote(t.db, {
        battleId: battle.id,
        participantUserId: fighters[0]!.id,
        voterUserId: voter.id,
      });
    }
    return { battle, fighters };
  }

  return { get, battleWithFighters };
}
