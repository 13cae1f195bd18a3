import type {
  battleDetailResponseSchema,
  battleIdentifierParamsSchema,
  battleIdParamsSchema,
  battleListQuerySchema,
  battleListResponseSchema,
  joinBattleResponseSchema,
  leaveBattleResponseSchema,
} from '#domain/schemas/battles.ts';
import { endpoint } from './endpoint.ts';

export const battleEndpoints = {
  /** The arena or the viewer's battles, newest first, one page per `cursor`, by tab and search. */
  list: endpoint<{ query: typeof battleListQuerySchema; response: typeof battleListResponseSchema }>()(
    'GET',
    '/api/battles',
  ),
  /**
   * One battle with its participants, sponsors and what the viewer may do. A former slug answers
   * 301 to the current one (the browser's fetch follows it).
   */
  detail: endpoint<{
    params: typeof battleIdentifierParamsSchema;
    response: typeof battleDetailResponseSchema;
  }>()('GET', '/api/battles/:idOrSlug'),
  /** The signed-in fan joins the battle as a participant; answers the updated card. */
  join: endpoint<{ params: typeof battleIdParamsSchema; response: typeof joinBattleResponseSchema }>()(
    'POST',
    '/api/battles/:id/join',
    201,
  ),
  /**
   * The participant leaves before the battle starts, while no vote counts for them; the seat is
   * free again. Answers the updated card.
   */
  leave: endpoint<{ params: typeof battleIdParamsSchema; response: typeof leaveBattleResponseSchema }>()(
    'POST',
    '/api/battles/:id/leave',
  ),
};
