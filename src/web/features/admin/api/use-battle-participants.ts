import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminParticipantListResponseSchema } from '../../../../domain/schemas/admin-battles.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pathId } from './invalidate.ts';

export function fetchBattleParticipants(battleId: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminParticipantListResponseSchema>>(
    `/api/admin/battles/${pathId(battleId)}/participants`,
    {
      signal,
    },
  );
}

/** GET /api/admin/battles/:id/participants (staff), by votes descending. */
export function useBattleParticipants(battleId: string) {
  return useQuery({
    queryKey: queryKeys.adminParticipants(battleId),
    queryFn: ({ signal }) => fetchBattleParticipants(battleId, signal),
    select: (data) => data.participants,
  });
}
