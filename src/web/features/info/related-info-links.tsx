import { Link } from 'react-router';
import { textLinkClass } from '#web/shared/content/link-styles.ts';

const infoPages = [
  { path: '/about', label: 'Sobre' },
  { path: '/features', label: 'Recursos' },
  { path: '/how-it-works', label: 'Como funciona' },
  { path: '/faq', label: 'FAQ' },
  { path: '/terms', label: 'Termos de Uso' },
  { path: '/privacy', label: 'Política de Privacidade' },
] as const;

/** 'Veja também': links to the other informational pages. */
export function RelatedInfoLinks({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Páginas informativas" className="border-t border-zinc-800 pt-6">
      <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-zinc-400">Veja também</p>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {infoPages
          .filter((page) => page.path !== currentPath)
          .map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={textLinkClass}>
                {page.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
