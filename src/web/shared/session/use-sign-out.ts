import { useNavigate } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useLogout } from './use-logout.ts';

/** 'Sair' everywhere: end the session, then go home; a failure is reported, never silent. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  // Home first, then end the session: cleared first, a guarded page (/wallet) would race us with
  // its own redirect to /login. mutateAsync because the menu or ban dialog calling this unmounts
  // when the session clears, and TanStack Query skips mutate callbacks of unmounted observers.
  const signOut = async () => {
    try {
      await navigate('/');
      await logout.mutateAsync();
    } catch (error) {
      toast.error('Erro ao sair', { description: errorMessage(error) });
    }
  };
  return { signOut: () => void signOut(), isPending: logout.isPending };
}
