import { type ReactNode, useId, useState } from 'react';
import { USER_SEARCH_FAILED } from '#domain/messages/wallet.ts';
import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import { shortId } from '#domain/text/format.ts';
import { plural } from '#domain/text/plural.ts';
import { Search } from '#web/components/icons/icons.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { USER_SEARCH_MIN_CHARS, useUserSearch } from '#web/features/admin/api/use-user-search.ts';
import { useDebouncedValue } from '#web/features/admin/use-debounced-value.ts';

export interface UserSearchBoxProps {
  label: string;
  /** 300 ms on the YodCoins page, 500 ms when adding participants. */
  debounceMs: number;
  /** The action for one result (a button 'Adicionar' or 'Selecionar'). */
  renderAction: (user: UserSearchResult) => ReactNode;
  placeholder?: string;
  /** Results then say each user's entry in this battle (`battleEntry`). */
  battleId?: string;
}

/**
 * Search users by email, username, id, PIX or Instagram from 2 characters; at most 10 results in
 * a scrollable list (max-h-72).
 */
export function UserSearchBox({
  label,
  debounceMs,
  renderAction,
  placeholder,
  battleId,
}: UserSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), debounceMs);
  const search = useUserSearch(debounced, battleId);
  const tooShort = text.trim().length < USER_SEARCH_MIN_CHARS;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? 'E-mail, nome, ID, PIX ou Instagram'}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div aria-live="polite">
        {tooShort ? (
          <p className="text-xs text-zinc-400">Digite pelo menos {USER_SEARCH_MIN_CHARS} caracteres.</p>
        ) : search.isError ? (
          // One fixed text, whatever the cause (network, 5xx or a refusal).
          <p className="text-sm text-red-300">
            {USER_SEARCH_FAILED.title}: {USER_SEARCH_FAILED.message}
          </p>
        ) : search.isPending || debounced !== text.trim() ? (
          <Spinner className="[&_svg]:size-4" label="Buscando" />
        ) : search.data.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhum usuário encontrado.</p>
        ) : (
          <ul className="flex max-h-72 flex-col divide-y divide-zinc-800 overflow-y-auto rounded-lg border border-zinc-800">
            {search.data.map((user) => (
              <li key={user.id} className="flex items-center gap-3 p-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-zinc-100">{user.username}</p>
                  <p className="truncate text-xs text-zinc-300">{user.email}</p>
                  <p className="text-xs text-zinc-400">
                    ID {shortId(user.id)} ·{' '}
                    {plural(user.battlesParticipatedCount, { one: 'batalha', other: 'batalhas' })}
                  </p>
                </div>
                {renderAction(user)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
