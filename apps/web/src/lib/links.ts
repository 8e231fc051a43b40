// URLs of the cart page. Until checkout opens (a later issue) every register and buy button leads
// here, where the page says plainly that online payment is not open yet.
export function courseCartHref(courseId: number, planId: number): string {
  return `/cart?${new URLSearchParams({ course: String(courseId), plan: String(planId) }).toString()}`;
}

export function productCartHref(productId: number): string {
  return `/cart?${new URLSearchParams({ product: String(productId) }).toString()}`;
}
