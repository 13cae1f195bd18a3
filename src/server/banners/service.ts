import {
  type AdPage,
  type BannerPosition,
  bannerShownOn,
  isAdPage,
  pickBanner,
} from '#domain/pages/ad-page.ts';
import type { Banner, BannerInput, BannerPatch, PickedBanner } from '#domain/schemas/banners.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { releaseUploads } from '#server/media/service.ts';
import { BannerCache } from './cache.ts';
import {
  type BannerRow,
  deleteBanner,
  findBanner,
  insertBanner,
  listActiveBanners,
  listBanners,
  updateBanner,
} from './repository.ts';

const caches = new WeakMap<AppDeps, BannerCache>();

function cacheOf(deps: AppDeps): BannerCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new BannerCache(() => deps.clock().getTime());
    caches.set(deps, cache);
  }
  return cache;
}

export function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    position: row.position,
    isActive: row.isActive,
    targetPages: (row.targetPages ?? []).filter(isAdPage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Audit shape of a banner: what an admin would want to see changed. */
function auditView(row: BannerRow) {
  return {
    name: row.name,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    position: row.position,
    isActive: row.isActive,
    targetPages: row.targetPages ?? [],
  };
}

export async function listAllBanners(deps: AppDeps): Promise<Banner[]> {
  return (await listBanners(deps.db)).map(toBanner);
}

export async function createBanner(deps: AppDeps, actorId: string, input: BannerInput): Promise<Banner> {
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertBanner(tx, { ...input, createdAt: deps.clock(), updatedAt: deps.clock() });
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'banner.create',
      targetType: 'banner',
      targetId: created.id,
      changes: { after: auditView(created) },
    });
    return created;
  });
  cacheOf(deps).clear();
  return toBanner(row);
}

export async function editBanner(
  deps: AppDeps,
  actorId: string,
  id: string,
  patch: BannerPatch,
): Promise<Banner> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw appError('BANNER_NOT_FOUND');
    // The pages and the position as they will be, whichever of them the edit leaves out.
    const position = patch.position ?? before.position;
    const pages = patch.targetPages ?? before.targetPages ?? [];
    if (!pages.every((page) => isAdPage(page) && bannerShownOn(position, page)))
      throw appError('BANNER_PAGE_WITHOUT_SLOT');
    const after = await updateBanner(tx, id, patch, deps.clock());
    if (!after) throw appError('BANNER_NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      changes: { before: auditView(before), after: auditView(after) },
    });
    return { before, after };
  });
  cacheOf(deps).clear();
  if (row.before.imageUrl !== row.after.imageUrl) {
    await releaseUploads(deps, [row.before.imageUrl], { bucket: 'global-ad-banners' });
  }
  return toBanner(row.after);
}

export async function toggleBanner(deps: AppDeps, actorId: string, id: string): Promise<Banner> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw appError('BANNER_NOT_FOUND');
    const after = await updateBanner(tx, id, { isActive: !before.isActive }, deps.clock());
    if (!after) throw appError('BANNER_NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'banner.toggle',
      targetType: 'banner',
      targetId: id,
      changes: { isActive: { before: before.isActive, after: after.isActive } },
    });
    return after;
  });
  cacheOf(deps).clear();
  return toBanner(row);
}

export async function removeBanner(deps: AppDeps, actorId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deleteBanner(tx, id);
    if (!row) throw appError('BANNER_NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      changes: { before: auditView(row) },
    });
    return row;
  });
  cacheOf(deps).clear();
  await releaseUploads(deps, [removed.imageUrl], { bucket: 'global-ad-banners' });
}

/** One banner for a public slot, or null; the candidates come from the 5-minute cache. */
export async function pickPublicBanner(
  deps: AppDeps,
  position: BannerPosition,
  page: AdPage | null,
): Promise<PickedBanner | null> {
  const candidates = await cacheOf(deps).get(position, () => listActiveBanners(deps.db, position));
  const picked = pickBanner(candidates, page);
  return picked
    ? { id: picked.id, name: picked.name, imageUrl: picked.imageUrl, linkUrl: picked.linkUrl }
    : null;
}
