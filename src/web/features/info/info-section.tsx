import { type ReactNode, useId } from 'react';

export interface InfoSectionProps {
  title: string;
  children: ReactNode;
  id?: string;
}

/** One titled prose section of an informational page (h2 + body). */
export function InfoSection({ title, children, id }: InfoSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-zinc-50 md:text-2xl">
        {title}
      </h2>
      <div className="space-y-3 text-base leading-relaxed text-zinc-300 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-zinc-100 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 marker:text-amber-400">
        {children}
      </div>
    </section>
  );
}
