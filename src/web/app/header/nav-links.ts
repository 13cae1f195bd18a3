/** The main navigation, shared by the desktop bar, the drawer and the footer. */
export const mainNavLinks = [
  { to: '/arena', label: 'Arena' },
  { to: '/ranking', label: 'Ranking' },
  { to: '/features', label: 'Recursos' },
  { to: '/how-it-works', label: 'Como funciona' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'Sobre' },
] as const;

/** Anchors on the home page (/#support, /#how-to-promote). */
export const SUPPORT_PATH = '/#support';
export const HOW_TO_PROMOTE_PATH = '/#how-to-promote';
