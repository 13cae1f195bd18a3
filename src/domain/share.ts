export const shareSources = ['whatsapp', 'facebook', 'email', 'copy'] as const;
export type ShareSource = (typeof shareSources)[number];

/** `${origin}/battle/${slugOrId}?utm_source=…&utm_medium=share&utm_campaign=votacao` */
export function shareUrl(origin: string, slugOrId: string, source: ShareSource): string {
  const base = origin.replace(/\/+$/, '');
  const query = new URLSearchParams({ utm_source: source, utm_medium: 'share', utm_campaign: 'votacao' });
  return `${base}/battle/${encodeURIComponent(slugOrId)}?${query.toString()}`;
}

export interface ShareTargets {
  whatsapp: string;
  facebook: string;
  email: string;
  /** The plain link for the clipboard. */
  copy: string;
}

/** The invitation text placed before the link in WhatsApp and e-mail. */
export function shareText(title: string): string {
  return `Vote na batalha "${title}" na Yod Arena!`;
}

/**
 * Every share link for one battle. Each target carries its own utm_source, so it takes the origin
 * and identifier rather than one finished URL.
 */
export function shareTargets(origin: string, slugOrId: string, title: string): ShareTargets {
  const text = shareText(title);
  const whatsappUrl = shareUrl(origin, slugOrId, 'whatsapp');
  const emailUrl = shareUrl(origin, slugOrId, 'email');
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${whatsappUrl}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl(origin, slugOrId, 'facebook'))}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${emailUrl}`)}`,
    copy: shareUrl(origin, slugOrId, 'copy'),
  };
}
