// /cart (spec §2 cart log-in panel, tracked as page /cart): a visitor whose cart is empty (anyone who
// lands here from a search, an advert or a shared link) gets the page drawn by the server: the empty
// notice and the log-in panel paint before the app's code runs, and no checkout code is fetched.
// A cart with lines, a signed-in buyer and an old add-to-cart link are drawn by the browser, which
// holds the checkout; a guest's lines are inlined all the same (and, as on every page, a visitor's
// session: page-responder.ts), so the page shows the lines without waiting for either call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryKeys, type SsrPayload } from '@rian/contracts';
import { guestCookieOf } from '../auth/guest.ts';
import { SESSION_COOKIE } from '../auth/session.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { SocialLoginService } from '../oauth/social-login.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { PageResponder } from './page-responder.ts';
import { siteMeta } from './page-meta.ts';

interface CartView {
  queries: SsrPayload['queries'];
  draw: boolean;
}

/**
 * What the server knows of this /cart: the visitor's lines, whether it draws them, and the social
 * log-in buttons its log-in panel shows (drawn with it: added after the app started, they pushed the
 * rest of the panel down).
 */
async function cartView(req: FastifyRequest, carts: CartService, social: SocialLoginService): Promise<CartView> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  // A signed-in buyer's session, cart and unpaid orders are read by the app; a link that adds a
  // line first (/cart?course=…, ?product=…) is the app's to follow.
  if (req.cookies?.[SESSION_COOKIE] || query.course !== undefined || query.product !== undefined) {
    return { queries: [], draw: false };
  }
  const guestId = guestCookieOf(req);
  const [lines, providers] = await Promise.all([guestId ? carts.list({ guestId }) : [], social.providerLinks()]);
  return {
    queries: [
      { key: [...queryKeys.guestCart()], data: lines },
      { key: [...queryKeys.socialProviders()], data: providers },
    ],
    draw: lines.length === 0,
  };
}

export function registerCartPage(
  app: FastifyInstance,
  deps: { publicUrl: string; site: SiteService; carts: CartService; social: SocialLoginService; pages: PageResponder },
): void {
  const { publicUrl, site, carts, social, pages } = deps;
  app.get('/cart', async (req, reply) => {
    // A cart is nobody's search result; its title is the one the app sets (cart.title).
    const meta = { ...siteMeta(publicUrl, await site.settingsRow(), '/cart', 'ตะกร้าสินค้า', 'Cart'), robots: 'noindex' };
    const view = await cartView(req, carts, social);
    return pages.send(reply, 200, meta, view.queries, 'cart', { draw: view.draw });
  });
}
