import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions.ts';

/** Every non-test source file of the server. */
function serverSources(dir = join(import.meta.dirname, '../../server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const ACTION_LITERAL =
  /'((?:user|battle|participant|payout|banner|credits|moderator|admin|settings|vote)\.[a-z_]+)'/g;
/** Any `action: 'area.verb'`, so an action of a new area is found too. */
const ACTION_FIELD = /\baction:\s*'([a-z_]+\.[a-z_]+)'/g;

/** The dotted actions a source writes that have no label. */
function unlabelled(source: string): string[] {
  const written = [...source.matchAll(ACTION_LITERAL), ...source.matchAll(ACTION_FIELD)].map((m) => m[1]!);
  return written.filter((action) => !(action in AUDIT_ACTION_LABELS));
}

describe('audit action labels', () => {
  it('has a pt-BR label for every action the server writes', () => {
    const written = new Set<string>();
    for (const file of serverSources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(ACTION_LITERAL)) written.add(match[1]!);
    }
    // The scan does find the actions (a moved directory would make it pass vacuously).
    expect(written).toContain('user.self_delete');
    expect(written).toContain('participant.disqualify');
    const missing = serverSources().flatMap((file) => unlabelled(readFileSync(file, 'utf8')));
    expect(missing).toEqual([]);
  });

  it('would fail for an action written without a label, of a known area or a new one', () => {
    expect(unlabelled("recordAudit(tx, { action: 'prize.reopen', targetType: 'battle' })")).toEqual([
      'prize.reopen',
    ]);
    expect(unlabelled("const kind = 'battle.archive';")).toEqual(['battle.archive']);
    expect(unlabelled("recordAudit(tx, { action: 'battle.create' })")).toEqual([]);
  });

  it('shows labels, never the dotted name', () => {
    expect(auditActionLabel('user.self_delete')).toBe('Conta excluída pelo próprio usuário');
    expect(auditActionLabel('participant.disqualify')).toBe('Participante desclassificado');
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).not.toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
