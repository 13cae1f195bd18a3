import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

const RELOAD_TEXT = 'Recarregar página';

/**
 * The page when nothing else could render (the root loader failed, or the app crashed): plain
 * markup without the app's providers, in pt-BR, never a blank page. The server logged the cause
 * with the request id.
 */
export function ServerErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Página não encontrada' : 'Algo deu errado';
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-6 px-4 text-center text-zinc-100">
      <title>{`${title} | Yod Arena`}</title>
      <p className="text-lg font-extrabold">
        Yod <span className="text-amber-400">Arena</span>
      </p>
      <h1 className="text-3xl font-bold text-zinc-50">{title}</h1>
      <p className="text-zinc-300">
        {notFound
          ? 'A página que você procura não existe.'
          : 'Não foi possível carregar esta página agora. Tente novamente em instantes.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Plain links: the router may be what failed. */}
        <a
          href="/"
          className="inline-flex h-11 items-center rounded-md border border-zinc-700 px-5 font-semibold text-zinc-100 hover:bg-zinc-800"
        >
          Voltar para o início
        </a>
        {notFound ? null : (
          <a
            href={`${pathname}${search}`}
            className="inline-flex h-11 items-center rounded-md bg-amber-400 px-5 font-semibold text-zinc-950 hover:bg-amber-300"
          >
            {RELOAD_TEXT}
          </a>
        )}
      </div>
    </main>
  );
}
