import * as accountFieldMessages from './account-fields.ts';
import * as adminMessages from './admin.ts';
import * as authMessages from './auth.ts';
import * as battlesMessages from './battles.ts';
import type { CatalogueEntry } from './entry.ts';
import * as fanMessages from './fans.ts';
import * as genericMessages from './generic.ts';
import * as mediaMessages from './media.ts';
import * as prizeMoneyMessages from './prize-money.ts';
import * as votesMessages from './votes.ts';
import * as walletMessages from './wallet.ts';

/**
 * The whole catalogue, by code: what the server answers with (refusal() in ../messages.ts). Each
 * area keeps its entries in <area>.ts, one named export per code, so a page imports the few entries
 * it shows. This object is a module of its own because building it reads every area: a module
 * that only needs a helper of ../messages.ts (banMessage, refusalOf) must not carry it, or every
 * entry of the catalogue rides along to the browser (~1.5 KB gzip on the battle page for five).
 */
export const messages = {
  ...genericMessages,
  ...authMessages,
  ...accountFieldMessages,
  ...mediaMessages,
  ...votesMessages,
  ...battlesMessages,
  ...walletMessages,
  ...adminMessages,
  ...fanMessages,
  ...prizeMoneyMessages,
} as const satisfies Record<string, CatalogueEntry>;

export type MessageCode = keyof typeof messages;
