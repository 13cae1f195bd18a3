import { bannerPositions, bannerShownOn } from '#domain/pages/ad-page.ts';
import type { PageData } from '#domain/pages/page-data.ts';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import {
  battleDetailResponseSchema,
  battleListQuerySchema,
  battleListResponseSchema,
  identifierSchema,
} from '#domain/schemas/battles.ts';
import { rankingResponseSchema } from '#domain/schemas/fans.ts';
import {
  publicProfileResponseSchema,
  recentProfilesResponseSchema,
  usernameParamsSchema,
} from '#domain/schemas/profiles.ts';
import { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { toMe } from '#server/auth/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { pickPublicBanner } from '#server/banners/service.ts';
import { BattleMovedError, battlesJoinedBy, getBattleDetail, listBattles } from '#server/battles/service.ts';
import type { AppDeps } from '#server/deps.ts';
import { liveBattles } from '#server/fans/live-battles.ts';
import { getRanking } from '#server/fans/ranking-service.ts';
import { AppError } from '#server/http/app-error.ts';
import { getPublicProfile, recentProfiles } from '#server/profiles/service.ts';
import { getPublicSettings } from '#server/settings/service.ts';

/** The service's 'not found' refusal becomes null: the page renders its own 404. */
async function orNull<T>(read: () => Promise<T>, notFound: string): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.code === notFound) return null;
    throw err;
  }
}

/**
 * The pages' data for one request, from the same services (and the same response schemas, so no
 * internal column reaches the HTML) as the JSON API's routes. Inputs are validated as the routes
 * validate them: what the API would refuse as a 400 is simply not found here.
 */
export interface RequestPageData {
  pageData: PageData;
  /** Whether anything personal to the signed-in viewer was read for this page. */
  usedViewer(): boolean;
}

/**
 * `signedIn`: the request came with a session, even if its page is rendered as a visitor's (a
 * fan's page shell): its battle is read on the primary, never a replica behind the fan's vote.
 */
export function createPageData(
  deps: AppDeps,
  viewer: Viewer | null,
  signedIn = viewer !== null,
): RequestPageData {
  let personal = false;
  // Reads whose answer depends on who asks: a page that made one is never shared.
  const forViewer = <T>(read: () => Promise<T>) => {
    if (viewer) personal = true;
    return read();
  };
  const pageData: PageData = {
    me: () =>
      forViewer(async () => meResponseSchema.parse({ user: viewer ? await toMe(deps, viewer) : null })),
    publicSettings: async () => publicSettingsSchema.parse(await getPublicSettings(deps)),
    battles: (query) =>
      forViewer(async () => {
        const { filter, tab, q, cursor, limit } = battleListQuerySchema.parse(query);
        return battleListResponseSchema.parse(
          await listBattles(deps, viewer, { filter: filter ?? 'all', tab, search: q, cursor, limit }),
        );
      }),
    battlesJoined: (battleIds) =>
      forViewer(async () => (viewer ? await battlesJoinedBy(deps, viewer, battleIds) : [])),
    battle: (idOrSlug) =>
      forViewer(async () => {
        const identifier = identifierSchema.safeParse(idOrSlug);
        if (!identifier.success) return null;
        try {
          const battle = await orNull(
            () => getBattleDetail(deps, viewer, identifier.data, signedIn),
            'BATTLE_NOT_FOUND',
          );
          return battle ? battleDetailResponseSchema.parse({ battle }) : null;
        } catch (err) {
          if (err instanceof BattleMovedError) return { movedTo: err.current };
          throw err;
        }
      }),
    liveBattles: async () => battleListResponseSchema.parse(await liveBattles(deps)),
    ranking: async () => rankingResponseSchema.parse(await getRanking(deps)),
    publicProfile: async (username) => {
      const params = usernameParamsSchema.safeParse({ username });
      if (!params.success) return null;
      const profile = await orNull(() => getPublicProfile(deps, params.data.username), 'PROFILE_NOT_FOUND');
      return profile ? publicProfileResponseSchema.parse({ profile }) : null;
    },
    recentProfiles: () =>
      forViewer(async () =>
        recentProfilesResponseSchema.parse({ profiles: await recentProfiles(deps, viewer?.id ?? null) }),
      ),
    bannerPicks: async (page) => {
      const positions = bannerPositions.filter((position) => bannerShownOn(position, page));
      const picks = await Promise.all(
        positions.map(async (position) => {
          const banner = await pickPublicBanner(deps, position, page);
          return [position, bannerPickResponseSchema.parse({ banner })] as const;
        }),
      );
      return Object.fromEntries(picks);
    },
  };
  return { pageData, usedViewer: () => personal };
}
