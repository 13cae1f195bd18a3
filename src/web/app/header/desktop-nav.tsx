import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { mainNavLinks } from './nav-links.ts';

/** The navigation bar from 768 px up; below it the links live in the drawer. */
export function DesktopNav() {
  return (
    <nav aria-label="Principal" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {mainNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-zinc-800 hover:text-white',
                  isActive ? 'text-amber-400' : 'text-zinc-300',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
