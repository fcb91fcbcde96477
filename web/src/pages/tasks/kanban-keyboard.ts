import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { BOARD_STATUSES, isBoardStatus, type BoardStatus } from './task-rules.js';

/**
 * The Kanban's keyboard moves (dnd-kit's KeyboardSensor): the left and right arrows carry the lifted
 * card to the top of the neighbouring column (no wrap); up and down do nothing (a column's order is
 * the server's). The column it is over is the one collision detection found last, else its own.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) {
    if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const overId = context.over?.id;
  const origin = context.active?.data.current?.status as unknown;
  const current: BoardStatus | undefined = isBoardStatus(overId) ? overId : isBoardStatus(origin) ? origin : undefined;
  if (!current) return undefined;
  const target = BOARD_STATUSES[BOARD_STATUSES.indexOf(current) + step];
  if (!target) return undefined;
  const rect = context.droppableRects.get(target);
  if (!rect) return undefined;
  return { x: rect.left + 8, y: rect.top + 48 };
};
