/** The Instagram profile of a handle (spec: a participant's Instagram link is {host}/{handle}). */
export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`;
}
