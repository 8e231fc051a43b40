// URLs of the cart page. The register and buy buttons put their line into the stored cart and go to
// /cart; these links are their fallback (a new tab, no script), and /cart adds the line itself.
export function courseCartHref(courseId: number, planId: number): string {
  return `/cart?${new URLSearchParams({ course: String(courseId), plan: String(planId) }).toString()}`;
}

export function productCartHref(productId: number): string {
  return `/cart?${new URLSearchParams({ product: String(productId) }).toString()}`;
}
