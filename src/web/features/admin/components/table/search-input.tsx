import { useEffect, useId, useRef, useState } from 'react';
import { Search } from '#web/components/icons/icons.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useDebouncedValue } from '#web/features/admin/use-debounced-value.ts';

export interface SearchInputProps {
  label: string;
  placeholder?: string;
  /** The search in the URL. */
  value: string;
  /** Called with the text once typing pauses (300 ms). */
  onSearch: (text: string) => void;
  className?: string;
}

/** A search box whose text follows the URL (Back, a shared link) and reaches it debounced. */
export function SearchInput({ label, placeholder, value, onSearch, className }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  // The URL moved without typing (Back, a link, 'Limpar'): show what it says.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  // Only a pause in typing searches; a URL change alone never writes back an older text.
  useEffect(() => {
    if (debounced !== latest.current.value) latest.current.onSearch(debounced);
  }, [debounced]);
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
