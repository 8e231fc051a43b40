// What the checkout shows but other features own: the payment step of a placed order (payments),
// the log-in form (account) and the registration form (registration). app/checkout-parts.tsx
// passes them in, so the checkout imports none of those features.
import type { ComponentType, ReactNode } from 'react';
import type { OrderDetail } from '@rian/contracts/checkout';
import type { SessionUser } from '@rian/contracts/session';
import type { WithholdingProfile } from '@rian/domain/withholding';

export interface PaymentStepProps {
  order: OrderDetail;
  layoutFour: boolean;
}

export interface BuyerRegistrationProps {
  layoutFour: boolean;
  onRegistered: (user: SessionUser) => void;
  onShowLogin: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  submitDescribedBy: string;
  /** The tax profile the visitor is registering with: the withholding offer follows it (spec §5). */
  onTaxProfile: (profile: WithholdingProfile) => void;
  /** The visitor's withholding choice, shown right after the form's tax invoice fields. */
  afterTaxInvoice: ReactNode;
}

export interface CheckoutParts {
  /** spec §4: the chosen method's payment step once the order exists. */
  PaymentStep: ComponentType<PaymentStepProps>;
  /** spec §2 layout four: the log-in form a visitor switches to. */
  LoginForm: ComponentType<{ onRegister: () => void }>;
  /** spec §2, §4: the registration form whose submit also places the order. */
  RegistrationForm: ComponentType<BuyerRegistrationProps>;
}
