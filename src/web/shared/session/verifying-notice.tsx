/**
 * Shown on the sign-in forms while the browser solves the server's proof of work (an account
 * with many failed logins, from a network it is new to; shared/session/use-login.ts).
 */
export function VerifyingNotice() {
  return (
    <p role="status" className="rounded-lg border border-zinc-700 bg-zinc-900 p-3 text-sm text-zinc-300">
      Verificando… Houve muitas tentativas de login nesta conta, então seu navegador faz uma verificação
      automática antes de entrar. Isso pode levar alguns segundos.
    </p>
  );
}
