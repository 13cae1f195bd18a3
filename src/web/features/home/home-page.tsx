import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { dehydrated } from '#web/app/dehydrate.ts';
import { staticPageHeaders } from '#web/app/page-headers.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { bannerPickEntries } from '#web/shared/banners/banner-picks.ts';
import { BannerSlot } from '#web/shared/banners/banner-slot.tsx';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { CtaSection } from './components/cta-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { LiveBattlesSection } from './components/live-battles-section.tsx';
import { PromoteSection } from './components/promote-section.tsx';
import { StepsSection } from './components/steps-section.tsx';
import { SupportSection } from './components/support-section.tsx';
import { useHashScroll } from './use-hash-scroll.ts';

const description =
  'Vote em lutadores e treinadores de Muaythai em batalhas virtuais com prêmios pagos via PIX. YodCoins grátis todos os dias, votação ao vivo e participação gratuita.';

/**
 * The page's banners and the battles taking votes: the same for every visitor until the cached
 * page is rendered again (a minute here, a few in a shared cache; the battle page has the live count).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [banners, live] = await Promise.all([
    bannerPickEntries(context.pageData, 'home'),
    context.pageData.liveBattles(),
  ]);
  return { dehydrated: dehydrated(banners), liveBattles: live.battles };
}

/** The same for every visitor: the server renders it once and caches it. */
export const headers = staticPageHeaders;

/** '/': hero, the battles taking votes, features, how-it-works, call to action, banners, support and promotion help. */
export default function HomePage() {
  useHashScroll();
  const { liveBattles } = useLoaderData<typeof loader>();

  return (
    <div className="bg-zinc-950 text-zinc-100">
      <PageMeta
        title="Batalhas virtuais de Muaythai"
        description={description}
        path="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Yod Arena',
          inLanguage: 'pt-BR',
          description,
          publisher: { '@type': 'Organization', name: 'Yod Arena', email: SUPPORT_EMAIL },
        }}
      />
      <HeroSection />
      <LiveBattlesSection battles={liveBattles} />
      <FeaturesSection />
      <StepsSection />
      <CtaSection />
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <BannerSlot position="in-content" />
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2 md:px-6 md:py-20">
        <SupportSection />
        <PromoteSection />
      </div>
    </div>
  );
}
