// The columns of a payment method a buyer may see (payments.md: secrets never leave the server, so no
// public read selects payment_methods.secret_key).
import { columnsOf, schema } from '@rian/db';

const { paymentMethods } = schema;

export const PUBLIC_METHOD_COLUMNS = columnsOf(paymentMethods, ['id', 'name', 'name_en', 'payment_type', 'description']);
