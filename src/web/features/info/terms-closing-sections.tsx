import { Link } from 'react-router';
import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { InfoSection } from './info-section.tsx';

/** Sections 7 to 12 of the Terms of Use: conduct, bans, content, ads, liability, contact. */
export function TermsClosingSections() {
  return (
    <>
      <InfoSection title="7. Condutas proibidas">
        <p>Não é permitido:</p>
        <ul>
          <li>criar ou usar mais de uma conta, ou usar contas de outras pessoas;</li>
          <li>usar robôs, scripts, automações ou qualquer meio artificial para votar;</li>
          <li>burlar o limite de voto de visitante, por exemplo trocando de rede ou de endereço IP;</li>
          <li>comprar, vender ou trocar votos, YodCoins ou contas;</li>
          <li>publicar conteúdo ofensivo, discriminatório, violento ou que viole direitos de terceiros;</li>
          <li>tentar acessar áreas restritas ou interferir no funcionamento da plataforma.</li>
        </ul>
      </InfoSection>

      <InfoSection title="8. Banimentos">
        <p>
          Quem descumprir estes Termos pode ser banido temporária ou permanentemente. Durante o banimento, a
          conta não pode votar nem participar de batalhas, e ao entrar vê o motivo e, quando houver, o prazo
          de término. Votos e inscrições irregulares podem ser anulados. Se você acredita que houve um engano,
          escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </InfoSection>

      <InfoSection title="9. Conteúdo enviado por você">
        <p>
          Ao enviar fotos e informações de perfil, você declara ter o direito de usá-las e nos autoriza a
          exibi-las na plataforma. As imagens são processadas e convertidas pelo nosso servidor, e podemos
          remover qualquer conteúdo que viole estes Termos ou a lei.
        </p>
      </InfoSection>

      <InfoSection title="10. Publicidade e links externos">
        <p>
          A Yod Arena exibe banners de anunciantes e patrocinadores. Os links de anúncios levam a sites de
          terceiros, que têm seus próprios termos e políticas; não respondemos pelos produtos, serviços ou
          conteúdos oferecidos por eles.
        </p>
      </InfoSection>

      <InfoSection title="11. Responsabilidade e disponibilidade">
        <p>
          Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por interrupções,
          manutenções ou falhas. Nesses casos, podemos ajustar prazos de batalhas para preservar uma disputa
          justa. A Yod Arena não se responsabiliza por prejuízos causados por informações incorretas
          fornecidas pelo usuário, como uma chave PIX errada.
        </p>
      </InfoSection>

      <InfoSection title="12. Alterações, lei aplicável e contato">
        <p>
          Podemos atualizar estes Termos a qualquer momento; a data da última atualização fica no topo desta
          página, e mudanças relevantes serão comunicadas na plataforma. Estes Termos são regidos pelas leis
          da República Federativa do Brasil, inclusive o Código de Defesa do Consumidor quando aplicável.
        </p>
        <p>
          Dúvidas sobre os Termos ou sobre o tratamento dos seus dados (veja a{' '}
          <Link to="/privacy" className={textLinkClass}>
            Política de Privacidade
          </Link>
          ) podem ser enviadas para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </InfoSection>
    </>
  );
}
