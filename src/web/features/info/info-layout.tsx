import type { ReactNode } from 'react';
import { PageMeta } from '#web/app/page-meta.tsx';
import { AuthActions } from '#web/shared/session/auth-actions.tsx';
import { RelatedInfoLinks } from './related-info-links.tsx';

export interface InfoLayoutProps {
  /** Page name: document title '<title> | Yod Arena' and, unless `heading` is given, the h1. */
  title: string;
  heading?: string;
  /** Short label shown above the h1. */
  eyebrow?: string;
  /** Intro paragraph under the h1. */
  lead: ReactNode;
  /** Meta description (plain text). */
  description: string;
  path: string;
  jsonLd?: Record<string, unknown>;
  /** 'Última atualização' line (terms, privacy). */
  updatedAt?: string;
  children: ReactNode;
}

/**
 * The shared article layout of the informational pages: metadata, h1 + lead, prose sections,
 * a call to action and links to the sibling pages. It renders inside the app layout's <main>.
 */
export function InfoLayout({
  title,
  heading,
  eyebrow,
  lead,
  description,
  path,
  jsonLd,
  updatedAt,
  children,
}: InfoLayoutProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-zinc-100 md:px-6 md:py-16">
      <PageMeta title={title} description={description} path={path} jsonLd={jsonLd} />
      <header className="mb-10 border-b border-zinc-800 pb-8">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-amber-400">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-50 md:text-5xl">
          {heading ?? title}
        </h1>
        <div className="mt-4 text-lg leading-relaxed text-zinc-300">{lead}</div>
        {updatedAt ? <p className="mt-4 text-sm text-zinc-400">Última atualização: {updatedAt}</p> : null}
      </header>

      <div className="space-y-10">{children}</div>

      <div className="mt-12 rounded-2xl border border-zinc-800 bg-linear-to-br from-zinc-900 to-zinc-950 p-6 md:p-8">
        <p className="text-xl font-bold text-zinc-50">Pronto para subir no ringue?</p>
        <p className="mt-2 text-zinc-300">
          Crie sua conta grátis, receba YodCoins todos os dias e ajude seus atletas favoritos a vencer.
        </p>
        <AuthActions className="mt-5" />
      </div>

      <div className="mt-10">
        <RelatedInfoLinks currentPath={path} />
      </div>
    </article>
  );
}
