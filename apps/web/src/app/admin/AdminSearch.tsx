// The back office's one search box (administrators): a Mantine Spotlight opened from the header or
// with Ctrl/⌘ + K. What it finds comes from the server (GET /private/admin/search), grouped by kind;
// choosing a hit opens its page in the back office.
import '@mantine/spotlight/styles.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Kbd, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_KINDS, AdminSearchResultSchema, type AdminSearchKind } from '@rian/contracts/admin/search';
import { ADMIN_API } from '../../lib/admin-api.ts';
import { apiGet, withQuery } from '../../lib/api-client.ts';

/** Where a hit of each kind opens. */
const OPENS: Record<AdminSearchKind, (id: number) => string> = {
  course: (id) => `/admin/courses/${id}`,
  product: (id) => `/admin/products/${id}`,
  order: (id) => `/admin/orders/${id}`,
  user: (id) => `/admin/users/${id}`,
  page: (id) => `/admin/pages/${id}`,
  coupon: (id) => `/admin/coupons/${id}`,
};

/** Typing settles this long before the server is asked. */
const SETTLE_MS = 250;

export function AdminSearchButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="xs"
      onClick={spotlight.open}
      aria-keyshortcuts="Control+K Meta+K"
      rightSection={
        <Kbd size="xs" visibleFrom="sm">
          Ctrl K
        </Kbd>
      }
      data-testid="admin-search-open"
    >
      {t('admin.search.open')}
    </Button>
  );
}

export function AdminSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query.trim(), SETTLE_MS);
  const found = useQuery({
    queryKey: ['admin', 'search', settled],
    queryFn: ({ signal }) => apiGet(withQuery(`${ADMIN_API}/search`, { q: settled }), AdminSearchResultSchema, signal),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
  const hits = settled ? (found.data?.data ?? []) : [];

  return (
    <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']} scrollable maxHeight={420}>
      <Spotlight.Search
        placeholder={t('admin.search.placeholder')}
        aria-label={t('admin.search.open')}
        rightSection={found.isFetching ? <Loader size="xs" aria-label={t('admin.search.searching')} /> : null}
      />
      <Spotlight.ActionsList data-testid="admin-search-results">
        {ADMIN_SEARCH_KINDS.map((kind) => {
          const ofKind = hits.filter((h) => h.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            // The group's label is drawn by CSS; role and aria-label give it to screen readers too.
            <Spotlight.ActionsGroup
              key={kind}
              label={t(`admin.search.kinds.${kind}`)}
              role="group"
              aria-label={t(`admin.search.kinds.${kind}`)}
            >
              {ofKind.map((h) => (
                <Spotlight.Action
                  key={`${kind}-${h.id}`}
                  label={h.title}
                  description={h.detail ?? undefined}
                  onClick={() => void navigate(OPENS[kind](h.id))}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {settled && !found.isFetching && hits.length === 0 ? (
          <Spotlight.Empty>{t('admin.search.nothing')}</Spotlight.Empty>
        ) : null}
        {!settled ? <Spotlight.Empty>{t('admin.search.hint')}</Spotlight.Empty> : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
