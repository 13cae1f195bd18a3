import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useAuthLinks } from '#web/shared/session/auth-links.ts';

/**
 * Visitors' 'Entrar' and 'Cadastrar', both bringing the fan back to this page; under 360 px only
 * 'Entrar' fits, the drawer has both.
 */
export function AuthButtons() {
  const links = useAuthLinks();
  return (
    <div className="flex items-center gap-1 min-[400px]:gap-2">
      <Link to={links.login} className={buttonClass('ghost', 'compact')}>
        Entrar
      </Link>
      {/* The wrapper hides the link: two display utilities on one element would fight. */}
      <span className="hidden min-[360px]:block">
        <Link to={links.register} className={buttonClass('primary', 'compact')}>
          Cadastrar
        </Link>
      </span>
    </div>
  );
}
