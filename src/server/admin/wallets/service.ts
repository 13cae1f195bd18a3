import type { z } from 'zod';
import { negativeBalanceMessage } from '#domain/messages.ts';
import {
  adjustmentNoticeBody,
  adjustmentType,
  defaultAdjustmentDescription,
} from '#domain/money/yodcoins.ts';
import type {
  AdjustWalletResponse,
  AdminTransaction,
  AdminTransactionListResponse,
  AdminWallet,
  adminTransactionListQuerySchema,
  SetupAdminResult,
  SetupAdminsResponse,
  YodcoinsAccess,
} from '#domain/schemas/admin-wallets.ts';
import { decodeCursor, readPage } from '#server/admin/shared/keyset.ts';
import { iso } from '#server/admin/shared/time.ts';
import { findTargetUserByEmail, replaceRole } from '#server/admin/users/repository.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { notify } from '#server/notifications/service.ts';
import {
  applyAdjustment,
  findTransaction,
  findWallet,
  insertAdjustmentLedger,
  LEDGER_SORT_KEY,
  type LedgerPageRow,
  listLedgerPage,
  type TransactionRow,
} from './repository.ts';

export function yodcoinsAccess(deps: AppDeps, viewer: Viewer): YodcoinsAccess {
  return {
    isAdmin: viewer.role === 'admin',
    isMaster: viewer.isMaster,
    masterEmail: deps.config.MASTER_ADMIN_EMAIL,
  };
}

function toTransaction(row: TransactionRow): AdminTransaction {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function getWallet(deps: AppDeps, userId: string): Promise<AdminWallet> {
  const wallet = await findWallet(deps.db, userId);
  if (!wallet) throw appError('WALLET_NOT_FOUND');
  return { ...wallet, dailyClaimedAt: wallet.dailyClaimedAt?.toISOString() ?? null };
}

function toLedgerEntry({ sort_value, ...row }: LedgerPageRow): AdminTransaction {
  return { ...row, id: Number(row.id), createdAt: iso(row.createdAt) };
}

const LEDGER_SORT = 'created';

/** One page of a wallet's history (a long-lived wallet has thousands of rows). */
export async function getTransactions(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof adminTransactionListQuerySchema>,
): Promise<AdminTransactionListResponse> {
  if (!(await findWallet(deps.db, userId))) throw appError('WALLET_NOT_FOUND');
  const dir = query.dir ?? 'desc';
  const page = decodeCursor(query.cursor, {
    sort: LEDGER_SORT,
    dir,
    type: LEDGER_SORT_KEY.type,
    limit: query.limit,
  });
  const result = await readPage(
    page,
    { name: LEDGER_SORT, dir },
    (row: LedgerPageRow) => String(row.id),
    (p) => listLedgerPage(deps.db, userId, dir, p),
  );
  return {
    transactions: result.rows.map(toLedgerEntry),
    nextCursor: result.nextCursor,
    prevCursor: result.prevCursor,
  };
}

/** One transaction: conditional balance update, ledger row, notification and audit row. */
export async function adjustWallet(
  deps: AppDeps,
  actor: Viewer,
  userId: string,
  input: { amount: number; description?: string | undefined },
): Promise<AdjustWalletResponse> {
  const { amount } = input;
  const description = input.description?.trim() || defaultAdjustmentDescription(amount);
  return deps.db.transaction(async (tx) => {
    const wallet = await findWallet(tx, userId);
    if (!wallet) throw appError('WALLET_NOT_FOUND');
    const balance = await applyAdjustment(tx, userId, amount);
    if (balance === null) {
      const current = (await findWallet(tx, userId))?.balance ?? wallet.balance;
      throw appError('CREDITS_NEGATIVE_BALANCE', { message: negativeBalanceMessage(current) });
    }
    const type = adjustmentType(amount);
    const id = await insertAdjustmentLedger(tx, { userId, type, amount, description, actorUserId: actor.id });
    await notify(tx, {
      userId,
      type: 'credits_adjusted',
      title: amount > 0 ? 'YodCoins adicionadas' : 'YodCoins removidas',
      body: adjustmentNoticeBody(amount, balance),
      link: '/wallet',
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'credits.adjust',
      targetType: 'credits',
      targetId: userId,
      changes: { amount, description, before: wallet.balance, after: balance, transactionId: id },
    });
    const row = await findTransaction(tx, id);
    if (!row) throw new Error('ledger row missing after insert');
    return { balance, transaction: toTransaction(row) };
  });
}

export const SETUP_USER_NOT_FOUND = 'usuário não encontrado';

/**
 * Grants admin to the addresses of ADMIN_EMAILS that have an account, and to nobody else
 *. `actorUserId` null means the CLI.
 */
export async function grantAdmins(
  db: Db,
  emails: readonly string[],
  actorUserId: string | null,
): Promise<SetupAdminsResponse> {
  const results: SetupAdminResult[] = [];
  for (const email of emails) {
    const result = await db.transaction(async (tx): Promise<SetupAdminResult> => {
      const target = await findTargetUserByEmail(tx, email);
      if (!target) return { email, status: 'Erro', reason: SETUP_USER_NOT_FOUND };
      if (target.role !== 'admin') {
        await replaceRole(tx, target.id, 'admin', actorUserId);
        await recordAudit(tx, {
          actorUserId,
          action: 'admin.setup',
          targetType: 'user',
          targetId: target.id,
          changes: { before: target.role ?? 'user', after: 'admin', email },
        });
      }
      return { email, status: 'Configurado' };
    });
    results.push(result);
  }
  return {
    results,
    configured: results.filter((r) => r.status === 'Configurado').length,
    total: results.length,
  };
}

export function setupAdmins(deps: AppDeps, actor: Viewer): Promise<SetupAdminsResponse> {
  return grantAdmins(deps.db, deps.config.ADMIN_EMAILS, actor.id);
}

/** The CLI may grant admin only to the addresses the configuration names. */
export function adminGrantAllowed(
  config: Pick<Config, 'ADMIN_EMAILS' | 'MASTER_ADMIN_EMAIL'>,
  email: string,
): boolean {
  const e = email.trim().toLowerCase();
  return e === config.MASTER_ADMIN_EMAIL || config.ADMIN_EMAILS.includes(e);
}
