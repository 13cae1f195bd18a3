import { pgEnum } from 'drizzle-orm/pg-core';
import { PIX_KEY_TYPES } from '#domain/money/pix-key.ts';

export const roleEnum = pgEnum('staff_role', ['moderator', 'admin']);

export const battleStatusEnum = pgEnum('battle_status', [
  'pending',
  'scheduled',
  'waiting',
  'ready',
  'active',
  'finished',
]);

export const prizeTypeEnum = pgEnum('prize_type', ['PIX', 'ITEM', 'GIFT_CARD']);

export const ledgerEntryTypeEnum = pgEnum('credit_type', [
  'daily_grant',
  'vote_expense',
  'admin_add',
  'admin_remove',
  // A fan's YodCoin back for a voided vote (admin/vote-review/void-service.ts).
  'vote_refund',
]);

export const bannerPositionEnum = pgEnum('banner_position', ['sidebar', 'header', 'footer', 'in-content']);

export const pixKeyTypeEnum = pgEnum('pix_key_type', PIX_KEY_TYPES);
