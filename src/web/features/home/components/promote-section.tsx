import { Copy, Mail, Megaphone, MessageCircle, Share2, Users } from '#web/components/icons/icons.ts';

const channels = [
  {
    icon: MessageCircle,
    label: 'WhatsApp',
    text: 'mande o link para grupos da academia, da família e dos amigos.',
  },
  { icon: Share2, label: 'Facebook', text: 'publique no seu perfil ou em grupos de Muaythai.' },
  { icon: Mail, label: 'E-mail', text: 'envie um convite direto para quem ainda não conhece a arena.' },
  { icon: Copy, label: 'Copiar link', text: 'cole no Instagram, no TikTok ou em qualquer outro lugar.' },
] as const;

/** Anchor target '/#how-to-promote': how to share a battle and gather votes. */
export function PromoteSection() {
  return (
    <section
      id="how-to-promote"
      tabIndex={-1}
      aria-labelledby="home-promote-title"
      className="scroll-mt-24 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 focus:outline-none md:p-8"
    >
      <div className="flex items-center gap-3">
        <Megaphone className="size-7 text-amber-400" aria-hidden="true" />
        <h2 id="home-promote-title" className="text-2xl font-bold text-zinc-50 md:text-3xl">
          Como divulgar?
        </h2>
      </div>
      <p className="mt-4 leading-relaxed text-zinc-300">
        Batalha boa é batalha com torcida. Abra a página da batalha e use o botão de compartilhar para
        espalhar o link:
      </p>
      <ul className="mt-4 space-y-3">
        {channels.map(({ icon: Icon, label, text }) => (
          <li key={label} className="flex gap-3 text-zinc-300">
            <Icon className="mt-0.5 size-5 shrink-0 text-red-400" aria-hidden="true" />
            <span>
              <strong className="font-semibold text-zinc-100">{label}:</strong> {text}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-3 leading-relaxed text-zinc-300">
        <Users className="mt-0.5 size-5 shrink-0 text-amber-400" aria-hidden="true" />
        <span>
          Peça aos amigos que votem também: quem não tem conta pode dar um voto de visitante, e quem se
          cadastra ganha YodCoins grátis todos os dias para apoiar seus atletas.
        </span>
      </p>
    </section>
  );
}
