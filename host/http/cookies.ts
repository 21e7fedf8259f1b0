import type { AppContext } from '../context.js';
import { isHttpsShop } from './https.js';

/** Cookies are `Secure` when the shop is served over https (PUBLIC_URL), so they never travel in clear. */
export function claimCookieOptions(ctx: Pick<AppContext, 'config'>): { secure: boolean } {
  return { secure: isHttpsShop(ctx.config.publicUrl) };
}
