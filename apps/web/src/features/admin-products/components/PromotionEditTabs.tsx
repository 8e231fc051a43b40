// A promotion's dialog: its page content and its discount rules, each saved on its own.
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion } from '@rian/contracts/admin/promotions';
import { PromotionContentForm } from './PromotionContentForm.tsx';
import { PromotionRulesForm } from './PromotionRulesForm.tsx';
import '../i18n.ts';

export function PromotionEditTabs({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="content" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="content" data-testid="promotion-tab-content">
          {t('adminProducts.promotions.tabs.content')}
        </Tabs.Tab>
        <Tabs.Tab value="rules" data-testid="promotion-tab-rules">
          {t('adminProducts.promotions.tabs.rules')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="content">
        <PromotionContentForm promotion={promotion} onDone={onDone} />
      </Tabs.Panel>
      <Tabs.Panel value="rules">
        <PromotionRulesForm promotion={promotion} onDone={onDone} />
      </Tabs.Panel>
    </Tabs>
  );
}
