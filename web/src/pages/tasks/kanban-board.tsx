import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEventHandler, type PointerEventHandler, type ReactNode } from 'react';
import type { TaskSummaryDto } from '../../api/tasks.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { columnCoordinates } from './kanban-keyboard.js';
import { TaskCardBody } from './task-card.js';
import { Icon } from '../../components/back-office-icon.js';
import { BOARD_STATUSES, isBoardStatus, type BoardStatus } from './task-rules.js';
import styles from './tasks.module.css';

/** The pointer's column when there is a pointer (mouse, touch), else the column the lifted card covers most (keyboard). */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    if (within.length) return within;
  }
  return rectIntersection(args);
};

/**
 * The Kanban (dnd-kit): the four columns todo, in_progress, review, completed (cancelled tasks have
 * none). A card is dragged with the mouse (after 5 px) or, from its grip, with the keyboard (Space or
 * Enter lifts, the left and right arrows move it a column, Space or Enter drops, Escape cancels); the
 * moves are announced in Czech. A drop into another column calls `onMove`.
 */
export function KanbanBoard({
  tasks,
  onOpen,
  onMove,
}: {
  tasks: readonly TaskSummaryDto[];
  onOpen: (id: number) => void;
  onMove: (task: TaskSummaryDto, status: BoardStatus) => void;
}) {
  const { t } = useI18n();
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const [refocus, setRefocus] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const columns = useMemo(
    () => BOARD_STATUSES.map((status) => ({ status, tasks: tasks.filter((task) => task.status === status) })),
    [tasks],
  );
  const active = activeId === null ? null : (byId.get(Number(activeId)) ?? null);

  const title = (id: UniqueIdentifier) => byId.get(Number(id))?.title ?? '';
  const statusName = (id: UniqueIdentifier | undefined) => (isBoardStatus(id) ? t(`tasks.status.${id}`) : '');
  const origin = (id: UniqueIdentifier) => {
    const status = byId.get(Number(id))?.status;
    return status ? t(`tasks.status.${status}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('tasks.dnd.start', { title: title(a.id), status: origin(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over ? t('tasks.dnd.over', { title: title(a.id), status: statusName(over.id) }) : t('tasks.dnd.outside', { title: title(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over && statusName(over.id) && over.id !== byId.get(Number(a.id))?.status
        ? t('tasks.dnd.end', { title: title(a.id), status: statusName(over.id) })
        : t('tasks.dnd.endSame', { title: title(a.id), status: origin(a.id) }),
    onDragCancel: ({ active: a }) => t('tasks.dnd.cancel', { title: title(a.id), status: origin(a.id) }),
  };

  const onDragEnd = ({ active: a, over, activatorEvent }: DragEndEvent) => {
    setActiveId(null);
    const task = byId.get(Number(a.id));
    if (!task || !over || !isBoardStatus(over.id) || over.id === task.status) return;
    // the card is rendered anew in its new column: a keyboard user's focus goes to its grip there
    if (activatorEvent instanceof KeyboardEvent) setRefocus(task.id);
    onMove(task, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tasks.dnd.instructions') } }}
      onDragStart={({ active: a }) => {
        setActiveId(a.id);
        setRefocus(null);
      }}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      <div className={styles.board} role="group" aria-label={t('tasks.board')} data-testid="task-board">
        {columns.map((column) => (
          <Column key={column.status} status={column.status} count={column.tasks.length}>
            {column.tasks.map((task) => (
              <DraggableCard key={task.id} task={task} onOpen={onOpen} focusGrip={refocus === task.id} />
            ))}
          </Column>
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active ? <OverlayCard task={active} /> : null}</DragOverlay>
    </DndContext>
  );
}

function Column({ status, count, children }: { status: BoardStatus; count: number; children: ReactNode }) {
  const { t } = useI18n();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `task-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      className={`${styles.column}${isOver ? ` ${styles.columnOver}` : ''}`}
      aria-labelledby={headingId}
      data-testid={`task-column-${status}`}
    >
      <h3 id={headingId} className={styles.columnTitle}>
        {t('tasks.column', { status: t(`tasks.status.${status}`), count })}
      </h3>
      {count === 0 ? <p className={styles.columnEmpty}>{t('tasks.columnEmpty')}</p> : <div className={styles.columnCards}>{children}</div>}
    </section>
  );
}

/**
 * A card on the board: the mouse drags the whole card, the keyboard lifts it from its grip (Space or
 * Enter on the grip; Enter on the title opens the detail).
 */
function DraggableCard({ task, onOpen, focusGrip }: { task: TaskSummaryDto; onOpen: (id: number) => void; focusGrip: boolean }) {
  const { t } = useI18n();
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status },
  });
  const grip = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!focusGrip) return;
    // after dnd-kit's own focus restoring (a frame after the drop), which looks for the old node
    const frame = window.requestAnimationFrame(() => window.requestAnimationFrame(() => grip.current?.focus()));
    return () => window.cancelAnimationFrame(frame);
  }, [focusGrip]);
  const handle = (
    <button
      type="button"
      ref={(element) => {
        grip.current = element;
        setActivatorNodeRef(element);
      }}
      className={`ui-icon-button ${styles.grip}`}
      {...attributes}
      onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
      aria-label={t('tasks.card.move', { title: task.title })}
      data-testid="task-card-handle"
    >
      <Icon name="grip" size={18} />
    </button>
  );
  return (
    <article
      ref={setNodeRef}
      className={`${styles.card}${isDragging ? ` ${styles.cardDragging}` : ''}`}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      data-testid="task-card"
      data-task-id={task.id}
      data-status={task.status}
    >
      <TaskCardBody task={task} onOpen={onOpen} handle={handle} />
    </article>
  );
}

/** The copy of the card that follows the pointer while dragging (hidden from screen readers: the announcements speak). */
function OverlayCard({ task }: { task: TaskSummaryDto }) {
  return (
    <article className={`${styles.card} ${styles.cardOverlay}`} aria-hidden="true">
      <TaskCardBody task={task} />
    </article>
  );
}
