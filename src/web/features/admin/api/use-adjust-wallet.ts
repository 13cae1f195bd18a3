import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWalletEndpoints } from '#domain/endpoints/admin-wallets.ts';
import type { AdjustWalletRequest } from '#domain/schemas/admin-wallets.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** POST /api/admin/wallets/:userId/adjust (master): a signed, non-zero whole amount. */
export function useAdjustWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustWalletRequest) => api(adminWalletEndpoints.adjust, { params: { userId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminWallet(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminSummary }),
        // The master may have adjusted their own wallet: the header chip reads /api/me.
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
