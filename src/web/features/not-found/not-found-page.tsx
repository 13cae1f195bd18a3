import { Home } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { apiSend } from '../../lib/api-client.ts';

/** Tells the server which unknown path was visited; telemetry never bothers the visitor. */
function reportNotFound(path: string) {
  // The server accepts at most 2000 characters.
  apiSend('POST', '/api/telemetry/not-found', { path: path.slice(0, 2000) }).catch(() => undefined);
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  // StrictMode runs effects twice in development; one report per path is enough.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    reportNotFound(pathname);
  }, [pathname]);

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
      {/* The spec keeps this sentence in English; lang lets screen readers pronounce it right. */}
      <h1 lang="en" className="text-3xl font-bold text-zinc-50">
        Oops! Page not found
      </h1>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        <Home className="size-5" aria-hidden="true" />
        Voltar para o início
      </Link>
    </div>
  );
}

export default NotFoundPage;
