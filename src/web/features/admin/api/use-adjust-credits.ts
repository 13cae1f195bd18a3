import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdjustCreditsRequest, adjustCreditsResponseSchema } from '#domain/schemas/admin-wallets.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function postAdjustCredits({ userId, body }: { userId: string; body: AdjustCreditsRequest }) {
  return apiSend<z.infer<typeof adjustCreditsResponseSchema>>(
    'POST',
    `/api/admin/wallets/${pathId(userId)}/adjust`,
    body,
  );
}

/** POST /api/admin/wallets/:userId/adjust (master): a signed, non-zero whole amount. */
export function useAdjustCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustCreditsRequest) => postAdjustCredits({ userId, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminWallet(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminSummary }),
        // The master may have adjusted their own wallet: the header chip reads /api/me.
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
