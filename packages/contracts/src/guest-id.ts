// How a guest's id travels (spec §6), in a module without schemas: the web app sends the header on
// every call, from its first load, which loads no zod (issue 17). GuestIdSchema (session.ts) is its shape.

/** Header naming the browser's guest id (spec §6: a generated id kept in local storage). */
export const GUEST_ID_HEADER = 'x-rian-guest-id';
/**
 * Cookie holding the same guest id, so that the server can draw a guest's /cart (spec §2 cart log-in
 * panel). The id already addresses the guest's public cart (GET /public/cart/{id}): the cookie adds
 * no right, only lets a page request carry it.
 */
export const GUEST_COOKIE = 'rian_guest';
