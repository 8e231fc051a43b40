// The arrow buttons that move one item of an ordered list up or down (an outline's sections and
// lectures, a page's tabs): each names what it moves, and is off at the list's edge or while a move runs.
import { ActionIcon, Group } from '@mantine/core';

export interface MoveArrowsProps {
  upLabel: string;
  downLabel: string;
  up: boolean;
  down: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}

export function MoveArrows({ upLabel, downLabel, up, down, busy, onMove }: MoveArrowsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label={upLabel} disabled={!up || busy} onClick={() => onMove(-1)}>
        ↑
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={downLabel} disabled={!down || busy} onClick={() => onMove(1)}>
        ↓
      </ActionIcon>
    </Group>
  );
}
