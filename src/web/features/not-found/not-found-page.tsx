import { data, Link } from 'react-router';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Home, Swords } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/** A real 404 status (the server logs the unknown path, browser navigations included). */
export function loader() {
  return data(null, { status: 404 });
}

export function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <PageMeta
        title="Página não encontrada"
        description="A página que você procura não existe."
        robots="noindex"
      />
      <p className="text-7xl font-extrabold text-amber-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-zinc-50">Página não encontrada</h1>
      <p className="text-zinc-300">O endereço pode estar errado, ou a página saiu do ar.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <Home className="size-5" aria-hidden="true" />
          Voltar para o início
        </Link>
        <Link to="/arena" className={buttonClass('secondary', 'lg')}>
          <Swords className="size-5" aria-hidden="true" />
          Ver a arena
        </Link>
      </div>
    </div>
  );
}

export default NotFoundPage;
