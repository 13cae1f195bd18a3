import type { ReactNode } from 'react';

/** The centred panel shared by the login and sign-up pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-extrabold text-zinc-50 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-zinc-300">{subtitle}</p>
        </div>
        {children}
        <div className="mt-6 border-t border-zinc-800 pt-5 text-center text-sm text-zinc-300">{footer}</div>
      </div>
    </div>
  );
}

export const inlineLinkClass = 'font-semibold text-amber-400 underline-offset-4 hover:underline';
