// The parts of the checkout that other features own (features/checkout/checkout-parts.ts).
import { lazyWithTexts } from '../lib/i18n.ts';
import { LoginForm } from '../features/account/components/LoginForm.tsx';
import type { CheckoutParts } from '../features/checkout/checkout-parts.ts';
import { LazyRegistrationForm } from '../features/registration/components/LazyRegistrationForm.tsx';

// The payment step (providers' components) is a chunk of its own, fetched once an order exists.
const PaymentStep = lazyWithTexts(() => import('./order-payment-step.tsx').then((m) => m.OrderPaymentStep));

export const checkoutParts: CheckoutParts = { PaymentStep, LoginForm, RegistrationForm: LazyRegistrationForm };
