import type { AdPage, BannerPosition } from './ad-page.ts';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  MeResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SignInWelcome,
} from './schemas/auth.ts';
import type { BannerPickResponse } from './schemas/banners.ts';
import type { BattleDetailResponse, BattleListQuery, BattleListResponse } from './schemas/battles.ts';
import type { PublicProfileResponse, RecentProfilesResponse } from './schemas/profiles.ts';
import type { PublicSettings } from './schemas/settings.ts';

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
   * GET /api/battles/:idOrSlug; null when there is no such (visible) battle, `movedTo` (the current
   * slug) when `idOrSlug` is one the battle had before a rename.
   */
  battle(idOrSlug: string): Promise<BattleDetailResponse | { movedTo: string } | null>;
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
   */
  viewerShell?: { kept: unknown };
};
