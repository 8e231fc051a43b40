// Tabs for the storefront's own pages, drawn without Mantine (decision 031), after the WAI-ARIA tabs
// pattern: one tab stop (the selected tab), arrows, Home and End move and select, every panel stays
// in the page (hidden) so that it is drawn by the server and found by search engines.
import './tabs.css';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
  testId?: string;
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function Tabs({ items, label, className }: { items: readonly TabItem[]; label: string; className?: string }) {
  const id = useId();
  const [selected, setSelected] = useState(items[0]?.value);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(index, items.length);
    setSelected(items[next]!.value);
    tabs.current[next]?.focus();
  };
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="tabs__tab"
            aria-selected={item.value === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={item.value === selected ? 0 : -1}
            onClick={() => setSelected(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          className="tabs__panel"
          aria-labelledby={`${id}-tab-${i}`}
          hidden={item.value !== selected}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
