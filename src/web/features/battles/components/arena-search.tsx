import { Form, Link } from 'react-router';
import { BATTLE_SEARCH_MAX } from '#domain/battles/battle-tabs.ts';
import { Search, X } from '#web/components/icons/icons.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { type ArenaView, arenaHref } from '#web/features/battles/arena-view.ts';

/**
 * Search by battle or fighter name: a GET form on /arena, so the text lands in the URL (`?q=`),
 * the server renders the results and the browser's back button returns to the previous search.
 * The tab and the 'my battles' filter ride along in hidden fields.
 */
export function ArenaSearch({ view }: { view: ArenaView }) {
  return (
    <Form
      method="get"
      action="/arena"
      role="search"
      preventScrollReset
      className="flex w-full gap-2 sm:max-w-md"
    >
      {view.filter === 'my_battles' ? <input type="hidden" name="filter" value="my_battles" /> : null}
      {view.tab ? <input type="hidden" name="tab" value={view.tab} /> : null}
      <div className="relative min-w-0 flex-1">
        <label htmlFor="arena-search" className="sr-only">
          Buscar batalha ou lutador
        </label>
        <Input
          // Remounted per search, so the box shows the URL's text after back/forward.
          key={view.q}
          id="arena-search"
          name="q"
          type="search"
          defaultValue={view.q}
          maxLength={BATTLE_SEARCH_MAX}
          placeholder="Buscar batalha ou lutador"
          autoComplete="off"
          enterKeyHint="search"
          className={view.q ? 'pr-11' : undefined}
        />
        {view.q ? (
          <Link
            to={arenaHref({ ...view, q: '' })}
            preventScrollReset
            aria-label="Limpar busca"
            className={buttonClass('ghost', 'icon', 'absolute top-0 right-0')}
          >
            <X className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <Button type="submit" submitsWithoutScript variant="secondary" className="shrink-0" aria-label="Buscar">
        <Search className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Buscar</span>
      </Button>
    </Form>
  );
}
