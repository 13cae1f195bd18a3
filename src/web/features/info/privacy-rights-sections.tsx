import { textLinkClass } from '#web/shared/content/link-styles.ts';
import { SUPPORT_EMAIL } from '#web/shared/content/support-email.ts';
import { InfoSection } from './info-section.tsx';

/** Sections 5 to 9 of the Privacy Policy: sharing, retention, security, rights, minors. */
export function PrivacyRightsSections() {
  return (
    <>
      <InfoSection title="5. Com quem compartilhamos">
        <p>Não vendemos nem alugamos dados pessoais. Compartilhamos dados apenas quando necessário:</p>
        <ul>
          <li>
            com fornecedores que nos ajudam a operar a plataforma — hospedagem, banco de dados, armazenamento
            de imagens e envio de e-mails —, sob contrato e apenas para essa finalidade;
          </li>
          <li>com a instituição de pagamento usada para transferir prêmios via PIX para a sua chave;</li>
          <li>com autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
        </ul>
      </InfoSection>

      <InfoSection title="6. Por quanto tempo guardamos">
        <ul>
          <li>Dados da conta: enquanto ela estiver ativa.</li>
          <li>
            Após a exclusão da conta, os dados são apagados ou anonimizados, exceto o que a lei nos obriga a
            manter — como os registros de acesso, guardados por 6 meses (Marco Civil da Internet, art. 15) — e
            os registros de prêmios pagos, mantidos pelo prazo legal.
          </li>
          <li>
            Hash de IP de voto de visitante: apenas pelo tempo necessário para controlar o limite de votos e
            auditar o resultado das batalhas.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="7. Como protegemos seus dados">
        <p>
          A comunicação com a plataforma é criptografada (HTTPS), senhas são guardadas apenas como hash, o
          acesso administrativo é restrito a quem precisa e todas as regras de votação e de permissão são
          verificadas no nosso servidor. Se ocorrer um incidente de segurança que possa causar risco
          relevante, avisaremos os afetados e a Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </InfoSection>

      <InfoSection title="8. Seus direitos">
        <p>Pela LGPD (art. 18), você pode, a qualquer momento:</p>
        <ul>
          <li>confirmar se tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados — boa parte direto no seu perfil;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
          <li>pedir a portabilidade dos seus dados;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>revogar o consentimento (por exemplo, removendo seu Instagram ou sua foto);</li>
          <li>pedir a exclusão da sua conta.</li>
        </ul>
        <p>
          Para exercer qualquer direito, escreva para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={textLinkClass}>
            {SUPPORT_EMAIL}
          </a>{' '}
          a partir do e-mail da sua conta. Podemos pedir uma confirmação de identidade para proteger você.
          Você também pode apresentar reclamação à ANPD.
        </p>
      </InfoSection>

      <InfoSection title="9. Crianças e adolescentes">
        <p>
          A Yod Arena não é direcionada a crianças. Menores de 18 anos só devem usar a plataforma com
          autorização e acompanhamento dos pais ou responsáveis, e crianças (até 12 anos incompletos) não
          devem criar conta.
        </p>
      </InfoSection>
    </>
  );
}
