// The columns of a payment method a buyer may see (payments.md: secrets never leave the server, so no
// public read selects payment_methods.secret_key).
import { schema } from '@rian/db';

const { paymentMethods } = schema;

export const PUBLIC_METHOD_COLUMNS = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  name_en: paymentMethods.name_en,
  payment_type: paymentMethods.payment_type,
  description: paymentMethods.description,
};
