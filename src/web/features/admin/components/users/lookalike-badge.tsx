import { Badge } from '#web/components/ui/badge.tsx';

/** Marks a user whose fighter name looks like other users' names (the same TR39 skeleton). */
export function LookalikeBadge({ usernames }: { usernames: string[] }) {
  if (usernames.length === 0) return null;
  const names = usernames.join(', ');
  return (
    <Badge
      variant="warning"
      title={`Parecido com: ${names}`}
      data-testid="lookalike-badge"
      className="max-w-full"
    >
      <span className="min-w-0 truncate">Nome parecido com {names}</span>
    </Badge>
  );
}
