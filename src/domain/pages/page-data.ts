import type {
  ForgotPasswordRequest,
  LoginRequest,
  MeResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SignInWelcome,
} from '#domain/schemas/auth.ts';
import type { BannerPickResponse } from '#domain/schemas/banners.ts';
import type { BattleDetailResponse, BattleListQuery, BattleListResponse } from '#domain/schemas/battles.ts';
import type { RankingResponse } from '#domain/schemas/fans.ts';
import type { PublicProfileResponse, RecentProfilesResponse } from '#domain/schemas/profiles.ts';
import type { PublicSettings } from '#domain/schemas/settings.ts';
import type { ClaimSignUpRequest, ConfirmEmailRequest } from '#domain/schemas/signup-confirmation.ts';
import type { AdPage, BannerPosition } from './ad-page.ts';

/**
 * What the server-rendered pages read, for the request being rendered: the same answers (shapes
 * and rules) as the JSON API's routes, produced by the server's services directly instead of over
 * HTTP. The server implements it; the web app's route loaders call it (docs/decisions/
 * 0007-server-rendering.md).
 */
export interface PageData {
  /** GET /api/me: the session's user (balance, unread count, ban), or null for a visitor. */
  me(): Promise<MeResponse>;
  /** GET /api/settings/public. */
  publicSettings(): Promise<PublicSettings>;
  /** GET /api/battles: one arena page for this viewer. */
  battles(query: BattleListQuery): Promise<BattleListResponse>;
  /**
   * Which of these battles the viewer takes part in (an arena card's `isCurrentUserParticipant`),
   * for a fan's page completed from a visitor's list (none for a visitor).
   */
  battlesJoined(battleIds: readonly string[]): Promise<string[]>;
  /**
   * GET /api/battles/:idOrSlug; null when there is no such (visible) battle, `movedTo` (the current
   * slug) when `idOrSlug` is one the battle had before a rename.
   */
  battle(idOrSlug: string): Promise<BattleDetailResponse | { movedTo: string } | null>;
  /**
   * The battles the home page shows first: the running and open ones at the head of the arena's
   * order, as a visitor sees them (nothing personal: the home page is the same for everyone).
   */
  liveBattles(): Promise<BattleListResponse>;
  /** GET /api/ranking. */
  ranking(): Promise<RankingResponse>;
  /** GET /api/profiles/:username; null when there is no such public profile. */
  publicProfile(username: string): Promise<PublicProfileResponse | null>;
  /** GET /api/recent-profiles for this viewer. */
  recentProfiles(): Promise<RecentProfilesResponse>;
  /**
   * GET /api/banners/pick for each position `page` has a slot for (ad-page.ts bannerSlotPages):
   * the page's HTML carries its banners, so none appears (and pushes content) after hydration.
   */
  bannerPicks(page: AdPage): Promise<Partial<Record<BannerPosition, BannerPickResponse>>>;
}

/** A refusal as the JSON API would answer it: the catalogue code, its pt-BR text and details. */
export interface PageActionRefusal {
  code: string;
  message: string;
  details?: unknown;
}

/** What a page form's action got: done (with what it brought), or the API's refusal. */
export type PageActionOutcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; refusal: PageActionRefusal };

/**
 * What the public forms' route actions do when a browser posts them before its scripts run
 * (docs/decisions/0023-auth-forms-before-javascript.md): the same services and rules as the JSON
 * API's routes (POST /api/auth/…), with this request's network for the throttles. Inputs are
 * already parsed with the API's own schemas.
 */
export interface PageActions {
  /** POST /api/auth/login: the session's cookies to set, and what the sign-in brought. */
  login(body: LoginRequest): Promise<PageActionOutcome<{ setCookie: string[]; welcome: SignInWelcome }>>;
  /** POST /api/auth/register. */
  register(body: RegisterRequest): Promise<PageActionOutcome>;
  /** POST /api/auth/forgot-password. */
  forgotPassword(body: ForgotPasswordRequest): Promise<PageActionOutcome>;
  /** POST /api/auth/reset-password. */
  resetPassword(body: ResetPasswordRequest): Promise<PageActionOutcome>;
  /** POST /api/auth/confirm-email: the confirmed address, to sign in with. */
  confirmEmail(body: ConfirmEmailRequest): Promise<PageActionOutcome<{ email: string }>>;
  /** POST /api/auth/claim-signup: the claimed account's address, to sign in with. */
  claimSignUp(body: ClaimSignUpRequest): Promise<PageActionOutcome<{ email: string }>>;
}

/**
 * The context every route loader receives while the server renders a page (a type, not an
 * interface, so it fits React Router's open-ended AppLoadContext).
 */
export type PageLoadContext = {
  pageData: PageData;
  /** The public forms' actions (sign-in, sign-up, password reset) for a form posted without scripts. */
  actions: PageActions;
  /** True when the request carries a session: what the page shows may be personal. */
  hasSession: boolean;
  /** The public origin ('https://yodarena.com.br'), for canonical and Open Graph URLs. */
  origin: string;
  /** The request's id, shown on the error page and written in the server's log. */
  requestId: string;
  /** The Content-Security-Policy nonce of this response's inline scripts ('' in development). */
  nonce: string;
  /** Logs a rendering or loader failure with the request id (never shown to the visitor). */
  reportError(error: unknown): void;
  /**
   * Set when the server renders the shared shell of a signed-in page
   * (docs/decisions/0027-viewer-parts-in-the-browser.md): the loaders read as for a visitor, the render
   * leaves every part that depends on the viewer to the browser, and puts in `kept` (opaque to the
   * server) what completing the page for each viewer needs; null when the page has none.
   * `checked`: a read of the viewer outside every hole throws (development and tests), so a part
   * that would show one fan's data to all of them fails where it is written.
   */
  viewerShell?: { kept: unknown; checked: boolean };
};
