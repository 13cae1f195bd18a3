import { useState } from 'react';
import { adTargetPageLabels, bannerPositionLabels } from '#domain/pages/ad-page.ts';
import type { Banner } from '#domain/schemas/banners.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { ExternalLink, Pencil, Trash2 } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteBanner } from '#web/features/banners/api/use-delete-banner.ts';
import { useToggleBanner } from '#web/features/banners/api/use-toggle-banner.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { ActiveSwitch } from './active-switch.tsx';

export function AdminBannerCard({ banner, onEdit }: { banner: Banner; onEdit: () => void }) {
  const toggle = useToggleBanner();
  const remove = useDeleteBanner();
  const [confirming, setConfirming] = useState(false);

  const onToggle = () =>
    toggle.mutate(banner.id, {
      onSuccess: ({ banner: b }) =>
        toast.success('Sucesso', { description: b.isActive ? 'Banner ativado!' : 'Banner desativado!' }),
      onError: (error) =>
        toast.error('Erro ao alterar status do banner', { description: errorMessage(error) }),
    });

  const onDelete = () =>
    remove.mutate(banner.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Sucesso', { description: 'Banner excluído com sucesso!' });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Erro ao excluir banner', { description: errorMessage(error) });
      },
    });

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row">
      <img
        src={banner.imageUrl}
        alt={`Banner ${banner.name}`}
        className="h-[100px] w-[200px] shrink-0 self-center rounded-lg bg-zinc-800 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-base font-bold text-zinc-50">{banner.name}</h2>
          <Badge variant={banner.isActive ? 'success' : 'neutral'}>
            {banner.isActive ? 'Ativo' : 'Inativo'}
          </Badge>
          <Badge variant="outline">{bannerPositionLabels[banner.position]}</Badge>
        </div>
        <p className="text-sm text-zinc-300">
          Páginas:{' '}
          {banner.targetPages.length === 0
            ? 'todas'
            : banner.targetPages.map((p) => adTargetPageLabels[p]).join(', ')}
        </p>
        {banner.linkUrl ? (
          <a
            href={banner.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 truncate text-sm text-amber-400 hover:underline"
          >
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{banner.linkUrl}</span>
          </a>
        ) : null}
        <p className="text-xs text-zinc-400">Criado em {formatDateTime(banner.createdAt)}</p>
      </div>
      <div className="flex items-center gap-2 sm:flex-col sm:items-end">
        <div className="flex items-center gap-2">
          <ActiveSwitch
            checked={banner.isActive}
            onCheckedChange={onToggle}
            disabled={toggle.isPending}
            aria-label={`${banner.isActive ? 'Desativar' : 'Ativar'} banner ${banner.name}`}
          />
        </div>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Editar
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir banner?"
        description={`O banner "${banner.name}" será removido permanentemente.`}
        confirmLabel="Excluir"
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </Card>
  );
}
