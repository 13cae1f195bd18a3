import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { JoinConfirmation } from '#web/features/battles/use-join-action.ts';

/**
 * The sheet before 'Quero entrar!' takes effect: joining makes the fan a competitor of the battle,
 * which a tap meant as support could do by mistake; it also says how to take it back.
 */
export function JoinConfirmDialog({ confirmation }: { confirmation: JoinConfirmation }) {
  const { battle } = confirmation;
  return (
    <ConfirmDialog
      open={battle !== null}
      onOpenChange={(open) => {
        if (!open) confirmation.cancel();
      }}
      title="Entrar como lutador?"
      description={
        <>
          Você vai competir em <strong className="text-zinc-100">{battle?.title}</strong>: seu nome e sua foto
          entram na lista de participantes, os fãs votam em você e você não vota em si mesmo. Para apoiar
          alguém, use o botão Votar. Você pode sair enquanto a batalha não começar e ninguém tiver votado em
          você.
        </>
      }
      confirmLabel="Quero competir"
      cancelLabel="Cancelar"
      destructive={false}
      onConfirm={confirmation.confirm}
    />
  );
}
