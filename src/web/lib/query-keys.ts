/**
 * Every TanStack Query key in one place, so an invalidation names exactly what it refreshes.
 * Keys are arrays whose first element is the feature; add a feature's keys here as a new entry.
 */
export const queryKeys = {
  me: ['me'] as const,
  publicSettings: ['settings', 'public'] as const,
  /** Every battle query (arena lists and battle pages); live updates patch them in place. */
  battles: ['battles'] as const,
  /** An arena list: filter, status tab ('all': none) and search text ('' for none). */
  battleList: (filter: 'all' | 'my_battles', tab = 'all', q = '') =>
    ['battles', 'list', filter, tab, q] as const,
  battleDetail: (idOrSlug: string) => ['battles', 'detail', idOrSlug] as const,
  wallet: ['wallet'] as const,
  /** Whether this visitor's network still has its guest vote (per battle, asked before the proof of work). */
  guestVoteStatus: (battleId: string | null) => ['votes', 'guest-status', battleId] as const,
  /** Every admin-area query; the admin pages invalidate narrower keys below. */
  admin: ['admin'] as const,
  adminSummary: ['admin', 'summary'] as const,
  adminBattles: ['admin', 'battles'] as const,
  adminBattleList: (search: string) => ['admin', 'battles', 'list', search] as const,
  adminParticipants: (battleId: string) => ['admin', 'battles', battleId, 'participants'] as const,
  /** Every picker search; a participant change refreshes their 'Já participa'. */
  adminUserSearches: ['admin', 'user-search'] as const,
  /** `battleId`: the battle whose participants the results mark ('Já participa'). */
  adminUserSearch: (q: string, battleId: string | null) => ['admin', 'user-search', q, battleId] as const,
  /** Every users query: the list pages and the stats cards. */
  adminUsers: ['admin', 'users'] as const,
  adminUserLookalikes: ['admin', 'users', 'lookalikes'] as const,
  adminUserList: (search: string) => ['admin', 'users', 'list', search] as const,
  adminUserStats: ['admin', 'users', 'stats'] as const,
  /** The battles and votes a ban would take (the ban dialog). */
  adminBanStakes: (userId: string) => ['admin', 'users', userId, 'ban-stakes'] as const,
  adminModerators: ['admin', 'moderators'] as const,
  adminYodcoinsAccess: ['admin', 'yodcoins-access'] as const,
  adminWallet: (userId: string) => ['admin', 'wallets', userId] as const,
  adminWalletTransactions: (userId: string) => ['admin', 'wallets', userId, 'transactions'] as const,
  adminSettings: ['admin', 'settings'] as const,
  adminAnalytics: (days: number) => ['admin', 'analytics', days] as const,
  adminAudit: (query: Record<string, string | number | undefined>) => ['admin', 'audit', query] as const,
  adminVoteLogs: ['admin', 'vote-log'] as const,
  adminVoteLog: (battleId: string, query: Record<string, string | number | undefined>) =>
    ['admin', 'vote-log', battleId, query] as const,
  adminBanners: ['admin', 'banners'] as const,
  /** Public banner picks; admin banner changes invalidate them all. */
  bannerPicks: ['banners'] as const,
  bannerPick: (position: string, page: string | null) => ['banners', 'pick', position, page] as const,
  ownProfile: ['profile', 'own'] as const,
  publicProfile: (username: string) => ['profiles', 'public', username.toLowerCase()] as const,
  recentProfiles: ['profiles', 'recent'] as const,
  notifications: ['notifications'] as const,
  ranking: ['ranking'] as const,
  followState: (username: string) => ['follows', username.toLowerCase()] as const,
  fanSettings: ['fan-settings'] as const,
} as const;

/** Queries that hold no per-user data and survive login and logout untouched. */
export const userIndependentRoots: ReadonlySet<string> = new Set(['settings', 'banners']);
