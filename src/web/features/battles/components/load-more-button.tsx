import { Button } from '#web/components/ui/button.tsx';

export interface LoadMoreButtonProps {
  onLoadMore: () => void;
  isLoading: boolean;
  /** The last 'Carregar mais' failed: say so beside the button, which stays to try again. */
  failed: boolean;
}

/**
 * 'Carregar mais' under the arena grid: a real button (Tab and Enter/Space work), disabled with
 * 'Carregando...' while the next page is on its way so a double click asks for it only once.
 */
export function LoadMoreButton({ onLoadMore, isLoading, failed }: LoadMoreButtonProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="secondary"
        onClick={onLoadMore}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? 'Carregando...' : 'Carregar mais'}
      </Button>
      {failed && !isLoading ? (
        <p role="alert" className="text-sm text-red-300">
          Não foi possível carregar mais batalhas. Tente novamente.
        </p>
      ) : null}
    </div>
  );
}
