// The mark beside a payment method's name (spec §2 method list), chosen by the method table's `logo`
// column. Paths from Tabler Icons (MIT), drawn inline in components/icons.tsx's frame so the checkout's first
// load fetches nothing more. Decorative: the method's name beside it is the accessible text.
import type { ReactNode } from 'react';
import { paymentMethod, type PaymentMethodLogo as LogoName } from '@rian/domain/payment-methods';
import { Svg } from './icons.tsx';

const PATHS: Record<LogoName, ReactNode> = {
  bank: <path d="M3 21h18M3 10h18M5 6l7-3 7 3M4 10v11M20 10v11M8 14v3M12 14v3M16 14v3" />,
  paypal: (
    <path d="M10 13h2.5c2.5 0 5-2.5 5-5 0-3-1.9-5-5-5H7c-.5 0-1 .5-1 1L4 18c0 .5.5 1 1 1h2.8L9 14c.1-.6.4-1 1-1m7.5-5.8c1.7 1 2.5 2.8 2.5 4.8 0 2.5-2.5 4.5-5 4.5h-2.6l-.6 3.6a1 1 0 0 1-1 .8H7.1a.5.5 0 0 1-.5-.6l.2-1.4" />
  ),
  card: <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8M3 10h18M7 15h.01M11 15h2" />,
  qr: (
    <path d="M4 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5M7 17v.01M14 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V5M7 7v.01M4 15a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4M17 7v.01M14 14h3M20 14v.01M14 14v3M14 20h3M17 17h3M20 17v3" />
  ),
  installment: (
    <path d="M13 21H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M16 3v4M8 3v4M4 11h12.5M21 15h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3h-2.5M19 21v1m0-8v1" />
  ),
};

/** The method's mark, or nothing for an id the table does not know. */
export function PaymentMethodLogo({ methodId, size = 22 }: { methodId: number; size?: number }) {
  const method = paymentMethod(methodId);
  if (!method) return null;
  return (
    <Svg className="payment-logo" data-logo={method.logo} size={size} strokeWidth={1.75}>
      {PATHS[method.logo]}
    </Svg>
  );
}
