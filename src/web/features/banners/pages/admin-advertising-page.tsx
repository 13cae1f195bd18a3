import { useState } from 'react';
import { ADVERTISING_FORBIDDEN } from '#domain/messages/admin.ts';
import type { Banner } from '#domain/schemas/banners.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Megaphone, Plus, ShieldAlert } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAdminBanners } from '#web/features/banners/api/use-admin-banners.ts';
import { AdminBannerCard } from '#web/features/banners/components/admin-banner-card.tsx';
import { BannerFormDialog } from '#web/features/banners/components/banner-form-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMe } from '#web/shared/session/use-me.ts';

function AdvertisingDenied() {
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-900 bg-red-950/40 px-6 py-10 text-center"
    >
      <ShieldAlert className="size-12 text-red-400" aria-hidden="true" />
      <p className="text-lg font-bold text-zinc-50">{ADVERTISING_FORBIDDEN.title}</p>
      <p className="text-sm text-zinc-200">{ADVERTISING_FORBIDDEN.message}</p>
    </div>
  );
}

function BannerManager() {
  const query = useAdminBanners();
  const [editing, setEditing] = useState<Banner | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (banner: Banner | null) => {
    setEditing(banner);
    setFormOpen(true);
  };

  let content: React.ReactNode;
  if (query.isLoading) content = <PageSpinner />;
  else if (query.isError)
    content = (
      <ErrorState
        title="Erro ao carregar banners"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else if (!query.data || query.data.length === 0)
    content = (
      <EmptyState
        icon={Megaphone}
        title="Nenhum banner cadastrado"
        description="Crie um banner para exibir anúncios nas páginas da arena."
        action={
          <Button onClick={() => openForm(null)}>
            <Plus className="size-4" aria-hidden="true" />
            Criar primeiro banner
          </Button>
        }
      />
    );
  else
    content = (
      <ul className="flex flex-col gap-3">
        {query.data.map((banner) => (
          <li key={banner.id}>
            <AdminBannerCard banner={banner} onEdit={() => openForm(banner)} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-black tracking-tight text-zinc-50 md:text-3xl">Publicidade</h1>
          <p className="text-sm text-zinc-300">Gerencie os banners de anúncios exibidos na plataforma.</p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Novo banner
        </Button>
      </div>
      {content}
      <BannerFormDialog open={formOpen} onOpenChange={setFormOpen} banner={editing} />
    </>
  );
}

/** /admin/advertising: ad banners (admins only: those who may manage users). */
export default function AdminAdvertisingPage() {
  const { me, isLoading } = useMe();
  return (
    <>
      <PageMeta title="Publicidade" description="Gerenciamento de banners de anúncios." />
      {isLoading ? <PageSpinner /> : me?.role === 'admin' ? <BannerManager /> : <AdvertisingDenied />}
    </>
  );
}
