// The payment step of an order (spec §4), composed here: the checkout's step with the payments
// feature's method steps in it. Bank transfer (method 1, spec §2) lists the accounts and takes the
// payment report; the online methods hand the buyer to their provider or show their QR.
import '../features/payments/i18n.ts';
import { BankTransferStep } from '../features/payments/bank/BankTransferStep.tsx';
import { OnlinePaymentStep } from '../features/payments/online/OnlinePaymentStep.tsx';
import { PaymentStep } from '../features/checkout/components/PaymentStep.tsx';
import type { PaymentStepProps } from '../features/checkout/checkout-parts.ts';
import { BANK_TRANSFER } from '../lib/order-view.ts';

function MethodStep({ order, layoutFour }: PaymentStepProps) {
  return order.payment_method_id === BANK_TRANSFER ? (
    <BankTransferStep order={order} layoutFour={layoutFour} />
  ) : (
    <OnlinePaymentStep order={order} layoutFour={layoutFour} />
  );
}

export function OrderPaymentStep(props: PaymentStepProps) {
  return <PaymentStep {...props} MethodStep={MethodStep} />;
}
