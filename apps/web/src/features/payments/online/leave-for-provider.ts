// Leaving the page for a provider (browser only): a redirect, or a hidden form posted to the provider
// (spec §4 "Pay Solutions: hidden form filled and posted"; card hand-off "auto-submit the form").
import { PAYMENT_ORDER_KEY, safeUrl } from './payment-plan.ts';

/** The card hand-off screen's fallback when the provider returns without the order id (spec §2). */
export function rememberPaymentOrder(orderId: number): void {
  try {
    sessionStorage.setItem(PAYMENT_ORDER_KEY, String(orderId));
  } catch {
    // Storage refused (private mode): the hand-off still has the id in its path.
  }
}

export function rememberedPaymentOrder(): string | null {
  try {
    return sessionStorage.getItem(PAYMENT_ORDER_KEY);
  } catch {
    return null;
  }
}

/** Goes to the provider's page; false when the address is not a web address (nothing happens). */
export function redirectTo(url: string): boolean {
  const safe = safeUrl(url, window.location.origin);
  if (!safe) return false;
  window.location.assign(safe);
  return true;
}

/** Builds a hidden <form method="post"> with the fields and submits it; false when the address is refused. */
export function postForm(url: string, fields: Record<string, string>): boolean {
  const safe = safeUrl(url, window.location.origin);
  if (!safe) return false;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = safe;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return true;
}
