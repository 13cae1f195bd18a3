import { useLocation } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { BannerSlot } from '../banners/components/banner-slot.tsx';
import { SUPPORT_EMAIL, siteOrigin } from '../info/site-origin.ts';
import { CtaSection } from './components/cta-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { PromoteSection } from './components/promote-section.tsx';
import { StepsSection } from './components/steps-section.tsx';
import { SupportSection } from './components/support-section.tsx';
import { useHashScroll } from './use-hash-scroll.ts';

const description =
  'Vote em lutadores e treinadores de Muaythai em batalhas virtuais com prêmios pagos via PIX. YodCoins grátis todos os dias, votação ao vivo e participação gratuita.';

/** '/': hero, features, how-it-works, call to action, banners, support and promotion help. */
export default function HomePage() {
  useHashScroll();
  const { hash } = useLocation();
  const origin = siteOrigin();

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
          url: origin ? `${origin}/` : undefined,
          inLanguage: 'pt-BR',
          description,
          publisher: { '@type': 'Organization', name: 'Yod Arena', email: SUPPORT_EMAIL },
        }}
      />
      <HeroSection />
      {/* Below the fold: rendered after the hero is on screen, unless '/#support' points into it. */}
      <AfterFirstPaint immediate={hash !== ''}>
        <div className="below-fold [--fold-estimate:80rem] md:[--fold-estimate:40rem]">
          <FeaturesSection />
        </div>
        <div className="below-fold [--fold-estimate:60rem] md:[--fold-estimate:30rem]">
          <StepsSection />
        </div>
        <div className="below-fold [--fold-estimate:30rem]">
          <CtaSection />
        </div>
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <BannerSlot position="in-content" />
        </div>
        <div className="below-fold mx-auto grid max-w-6xl gap-6 px-4 py-16 [--fold-estimate:60rem] md:grid-cols-2 md:px-6 md:py-20 md:[--fold-estimate:30rem]">
          <SupportSection />
          <PromoteSection />
        </div>
        <div className="px-4 pb-12 md:px-6">
          <BannerSlot position="footer" />
        </div>
      </AfterFirstPaint>
    </div>
  );
}
