import type { FastifyRequest } from 'fastify';
import { battleStatusLabel, deriveDisplayStatus } from '../../domain/battle-status.ts';
import { formatMoney } from '../../domain/format.ts';
import type { HtmlTransform } from '../web/spa.ts';
import { battlePath } from './mappers.ts';
import type { BattleRow } from './repository.ts';
import { resolveBattle } from './service.ts';

export const DEFAULT_OG_IMAGE = '/og-default.png';

const BATTLE_PATH = /^\/battle\/([^/?#]+)\/?$/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return new URL(DEFAULT_OG_IMAGE, origin).toString();
  }
}

/** The preview a link to the battle shows in WhatsApp, Facebook or X. */
export function battleMetaTags(battle: BattleRow, origin: string, now: Date): string {
  const status = battleStatusLabel(deriveDisplayStatus(battle, now));
  const title = `${battle.title} | Yod Arena`;
  const prize = battle.prizeDescription
    ? `${formatMoney(battle.prizeAmount)} (${battle.prizeDescription})`
    : formatMoney(battle.prizeAmount);
  const description = `Prêmio: ${prize} · ${status}. Vote no seu lutador favorito na Yod Arena!`;
  const image = absolute(origin, battle.adBannerUrl ?? DEFAULT_OG_IMAGE);
  const url = absolute(origin, battlePath(battle));
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Yod Arena'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/**
 * Puts per-battle Open Graph and Twitter tags into the HTML served for /battle/{slug or id}, so a
 * shared link previews the battle. Unknown battles (and any lookup failure) leave the HTML as is.
 */
export const battleOpenGraph: HtmlTransform = async (html: string, request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  const match = BATTLE_PATH.exec(path);
  if (!match?.[1]) return html;
  const deps = request.server.deps;
  let identifier: string;
  try {
    identifier = decodeURIComponent(match[1]);
  } catch {
    return html;
  }
  if (/\p{Cc}/u.test(identifier)) return html;
  try {
    const battle = await resolveBattle(deps.db, identifier);
    if (!battle) return html;
    const tags = battleMetaTags(battle, deps.config.PUBLIC_URL, deps.clock());
    const withoutGeneric = html.replace(/<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/g, '');
    const titled = withoutGeneric.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(`${battle.title} | Yod Arena`)}</title>`,
    );
    return titled.replace('</head>', `  ${tags}\n  </head>`);
  } catch (err) {
    request.log.warn({ err }, 'open graph tags skipped');
    return html;
  }
};
