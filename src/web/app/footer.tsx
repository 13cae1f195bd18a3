import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail } from '#web/components/icons/icons.ts';
import { Logo } from './header/logo.tsx';
import { HOW_TO_PROMOTE_PATH, mainNavLinks, SUPPORT_PATH } from './header/nav-links.ts';

export const SUPPORT_EMAIL = 'suporte@yodarena.com.br';

const platformLinks = [
  ...mainNavLinks,
  { to: '/terms', label: 'Termos de Uso' },
  { to: '/privacy', label: 'Privacidade' },
] as const;

const supportLinks = [
  { to: SUPPORT_PATH, label: 'Suporte' },
  { to: HOW_TO_PROMOTE_PATH, label: 'Como divulgar?' },
] as const;

const linkClass = 'rounded-sm text-sm text-zinc-300 hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wider text-zinc-100 uppercase">{title}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-zinc-300">
            Batalhas virtuais de Muaythai: vote nos seus atletas favoritos com YodCoins.
          </p>
        </div>
        <Column title="Plataforma">
          <ul className="flex flex-col gap-2">
            {platformLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Suporte">
          <ul className="flex flex-col gap-2">
            {supportLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Contato">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
            <Mail className="size-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
        </Column>
      </div>
      <div className="border-t border-zinc-800">
        <p className="mx-auto w-full max-w-7xl px-4 py-5 text-sm text-zinc-400">© Yod Arena</p>
      </div>
    </footer>
  );
}
