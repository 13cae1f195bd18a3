/** The Instagram profile of a handle (a participant's Instagram link is {host}/{handle}). */
export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}

/** What Instagram allows in a username: letters, digits, dots and underscores, at most 30. */
export const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

const PROFILE_LINK = /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:instagram\.com|instagr\.am)\/([^/?#]*)/i;

/**
 * The handle in what a fan pastes: "@handle", "handle", or a profile link as the app or the
 * browser copies it ("https://www.instagram.com/handle/?hl=pt", "instagram.com/handle", with or
 * without www/m., query or fragment). Only the first path segment is kept; the result is checked
 * against INSTAGRAM_HANDLE by the caller. Blank stays blank.
 */
export function instagramHandleFrom(input: string): string {
  const text = input.trim();
  const link = PROFILE_LINK.exec(text);
  const handle = link ? (link[1] ?? '') : text;
  return handle.replace(/^@/, '');
}
