/** The Instagram profile of a handle (a participant's Instagram link is {host}/{handle}). */
export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}
