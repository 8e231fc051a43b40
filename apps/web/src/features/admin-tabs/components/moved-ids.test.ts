// The order a move sends: the tab moved one place, every other tab where it was.
import { describe, expect, it } from 'vitest';
import { movedIds } from './TabsPanel.tsx';

describe('movedIds', () => {
  const tabs = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('moves a tab up or down one place', () => {
    expect(movedIds(tabs, 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds(tabs, 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds(tabs, 0, 1)).toEqual([2, 1, 3]);
  });
});
