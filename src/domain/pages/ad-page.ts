export const adTargetPages = ['home', 'arena', 'battle_details', 'profile', 'wallet'] as const;
export type AdPage = (typeof adTargetPages)[number];

export const adTargetPageLabels: Record<AdPage, string> = {
  home: 'Início',
  arena: 'Arena',
  battle_details: 'Detalhes da batalha',
  profile: 'Perfil',
  wallet: 'Carteira',
};

export const bannerPositions = ['sidebar', 'header', 'footer', 'in-content'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

export const DEFAULT_BANNER_POSITION: BannerPosition = 'sidebar';

export const bannerPositionLabels: Record<BannerPosition, string> = {
  sidebar: 'Barra lateral',
  header: 'Cabeçalho',
  footer: 'Rodapé',
  'in-content': 'No conteúdo',
};

/**
 * Where each position has a slot: header and footer frame every page with an ad context, and each
 * of those pages has an in-content slot; only the battle page (when the battle has no banner of
 * its own) and the profile have a sidebar. The admin form offers only these pages for a position,
 * and the API refuses the others, so no banner is saved for a place it never appears.
 */
export const bannerSlotPages: Record<BannerPosition, readonly AdPage[]> = {
  header: adTargetPages,
  'in-content': adTargetPages,
  footer: adTargetPages,
  sidebar: ['battle_details', 'profile'],
};

/** Where on the page each position appears, as the admin form's preview says it. */
export const bannerPlacementTexts: Record<BannerPosition, string> = {
  header: 'Faixa logo abaixo do menu do site, no topo da página (até 970 × 120 px).',
  'in-content': 'Entre as seções do conteúdo da página (até 970 × 250 px).',
  footer: 'Faixa no fim da página, logo acima do rodapé (até 970 × 250 px).',
  sidebar:
    'Coluna ao lado do conteúdo, 300 × 600 px, só em telas largas (na página da batalha, só quando a batalha não tem banner próprio).',
};

/**
 * Whether a position shows only where its page has a side column (1024 px and wider). Below that
 * the column's content falls under the page, so a 300 × 600 sidebar ad landed next to the footer
 * one on a phone (three ads stacked on /profile): at most one ad between sections on a phone.
 */
export function bannerNeedsSideColumn(position: BannerPosition): boolean {
  return position === 'sidebar';
}

export function bannerShownOn(position: BannerPosition, page: AdPage): boolean {
  return bannerSlotPages[position].includes(page);
}

export const AD_BANNER_CACHE_MS = 5 * 60 * 1000;

export function isAdPage(value: string): value is AdPage {
  return (adTargetPages as readonly string[]).includes(value);
}

/** True when `pathname` is `prefix` itself or below it ('/arena', '/arena/x', not '/arenas'). */
function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The ad page of a route; null for every page without one (about, faq, admin…). */
export function adPageContext(pathname: string): AdPage | null {
  if (pathname === '/') return 'home';
  if (under(pathname, '/arena')) return 'arena';
  // Only a concrete battle page: '/battle' alone is not one.
  if (pathname.startsWith('/battle/') && pathname.length > '/battle/'.length) return 'battle_details';
  if (under(pathname, '/profile')) return 'profile';
  if (under(pathname, '/wallet')) return 'wallet';
  return null;
}

export interface TargetedBanner {
  targetPages: readonly string[] | null;
}

function isUntargeted(banner: TargetedBanner): boolean {
  return banner.targetPages === null || banner.targetPages.length === 0;
}

function pickRandom<T>(items: readonly T[], random: () => number): T | null {
  if (items.length === 0) return null;
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] ?? null;
}

/**
 * One banner of a position for a page: those targeting the page win (random among them), then the
 * untargeted ones. On a page without context only untargeted banners show, because a banner
 * aimed at specific pages should not leak onto others. `random` returns [0, 1).
 */
export function pickBanner<T extends TargetedBanner>(
  banners: readonly T[],
  page: AdPage | null,
  random: () => number = Math.random,
): T | null {
  if (page !== null) {
    const targeted = banners.filter((b) => b.targetPages?.includes(page) === true);
    if (targeted.length > 0) return pickRandom(targeted, random);
  }
  return pickRandom(banners.filter(isUntargeted), random);
}
