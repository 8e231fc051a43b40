import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@rian/contracts/catalogue';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** "ลด ฿500" or "ลด 20%" (spec §3: discount_amont is minor units for amount, whole percent otherwise). */
export function useDiscountText(p: Pick<Promotion, 'discount_type' | 'discount_amont' | 'discount_amount_usd'>): string {
  const { t } = useTranslation();
  const lang = useLang();
  if (p.discount_type === 'percent') return t('promotion.discountPercent', { percent: p.discount_amont });
  return t('promotion.discountAmount', { amount: formatPrice(p.discount_amont, lang) });
}
