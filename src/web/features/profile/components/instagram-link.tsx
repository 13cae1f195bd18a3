import { instagramUrl } from '#domain/accounts/instagram.ts';
import { AtSign } from '#web/components/icons/icons.ts';

export function InstagramLink({ handle }: { handle: string }) {
  return (
    <a
      href={instagramUrl(handle)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <AtSign className="size-4" aria-hidden="true" />
      Instagram: {handle}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
