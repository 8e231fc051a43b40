import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Loader aria-hidden />
      <span className="visually-hidden">{t('app.loading')}</span>
    </Center>
  );
}
