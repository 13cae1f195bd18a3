import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';

/** Visitors' 'Entrar' and 'Cadastrar'; under 360 px only 'Entrar' fits, the drawer has both. */
export function AuthButtons() {
  return (
    <div className="flex items-center gap-1 min-[400px]:gap-2">
      <Link to="/login" className={buttonClass('ghost', 'compact')}>
        Entrar
      </Link>
      {/* The wrapper hides the link: two display utilities on one element would fight. */}
      <span className="hidden min-[360px]:block">
        <Link to="/register" className={buttonClass('primary', 'compact')}>
          Cadastrar
        </Link>
      </span>
    </div>
  );
}
