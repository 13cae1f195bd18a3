/**
 * What changed about the signed-in viewer's own account, pushed on their live streams so every open
 * tab reacts within moments instead of on its next navigation: banned or unbanned by an admin, or
 * signed out everywhere (password reset, account deleted). The page refetches the session (`me`),
 * which shows the ban dialog or the signed-out state. (Plain data: the browser reads it without zod.)
 */
export const accountChanges = ['banned', 'unbanned', 'signed_out'] as const;
export type AccountChange = (typeof accountChanges)[number];
