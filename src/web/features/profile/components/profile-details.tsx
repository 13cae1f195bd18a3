import { formatPixKey } from '#domain/money/pix-key-format.ts';
import type { OwnProfile } from '#domain/schemas/profiles.ts';
import { InstagramLink } from './instagram-link.tsx';

/** View mode of the own profile: the private fields only the owner sees. */
export function ProfileDetails({ profile }: { profile: OwnProfile }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="flex flex-col gap-0.5">
        <dt className="text-zinc-400">Nome de lutador</dt>
        <dd className="font-semibold wrap-anywhere text-zinc-100">{profile.username}</dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-zinc-400">E-mail</dt>
        <dd className="break-all text-zinc-100">{profile.email}</dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-zinc-400">Chave PIX</dt>
        <dd className="break-all text-zinc-100">
          {profile.pixKey ? (
            formatPixKey(profile.pixKey)
          ) : (
            // A password reset of a sign-up never confirmed clears the key it was made with.
            <span className="text-amber-300">
              Nenhuma chave cadastrada. Edite o perfil para receber prêmios.
            </span>
          )}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-zinc-400">Instagram</dt>
        <dd>
          {profile.instagramHandle ? (
            <InstagramLink handle={profile.instagramHandle} />
          ) : (
            <span className="text-zinc-300">Não informado</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
