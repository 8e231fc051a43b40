import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlaylistItem } from '@rian/contracts/learning';
import { CheckIcon, LockIcon, PlayIcon } from '../../../components/icons.tsx';
import { formatClock } from '../../../lib/format.ts';
import { groupBySection, learnHref } from '../player-logic.ts';

interface Props {
  items: readonly PlaylistItem[];
  currentId: number | null;
  done: ReadonlySet<number>;
  /** The course page's path (the player's links add ?learn=true&lecture=). */
  coursePath: string;
}

/** The sections and their lectures beside the player: links, with done marks and locks (spec §2). */
export function LectureList({ items, currentId, done, coursePath }: Props) {
  const { t } = useTranslation();
  const groups = groupBySection(items);
  return (
    <nav className="lecture-list" aria-labelledby="lecture-list-title" data-testid="lecture-list">
      <h2 id="lecture-list-title" className="lecture-list__title">
        {t('learning.contents')}
      </h2>
      {groups.map((group) => (
        <section key={group.id} className="lecture-list__section" aria-labelledby={`lecture-section-${group.id}`}>
          <h3 id={`lecture-section-${group.id}`} className="lecture-list__section-title">
            {group.name}
          </h3>
          <ol className="lecture-list__items">
            {group.items.map((item) => {
              const current = item.lectures_id === currentId;
              const isDone = done.has(item.lectures_id);
              return (
                <li key={item.lectures_id}>
                  <Link
                    to={learnHref(coursePath, item.lectures_id)}
                    className="lecture-link"
                    aria-current={current ? 'true' : undefined}
                    data-locked={item.locked || undefined}
                    data-done={isDone || undefined}
                    data-testid={`lecture-${item.lectures_id}`}
                  >
                    <span className="lecture-link__mark" aria-hidden>
                      {item.locked ? <LockIcon size={16} /> : isDone ? <CheckIcon size={16} /> : <PlayIcon size={16} />}
                    </span>
                    <span className="lecture-link__text">
                      <span className="lecture-link__name">{item.lectures_name}</span>
                      <span className="lecture-link__meta">
                        {t(`learning.type.${item.content_type}`)}
                        {item.content_type === 'video' && item.duration_seconds > 0
                          ? ` · ${formatClock(item.duration_seconds)}`
                          : ''}
                        {item.is_preview === 1 ? ` · ${t('learning.mark.preview')}` : ''}
                      </span>
                    </span>
                    {/* The marks in words, for assistive tech (the icons are decorative). */}
                    <span className="visually-hidden">
                      {[
                        current ? t('learning.mark.current') : null,
                        isDone ? t('learning.mark.done') : null,
                        item.locked ? t('learning.mark.locked') : null,
                      ]
                        .filter(Boolean)
                        .map((s) => `, ${s}`)
                        .join('')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
