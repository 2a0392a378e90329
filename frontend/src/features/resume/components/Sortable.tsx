import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A vertical list reordered by dragging its handles, with the pointer, a finger, or the keyboard
 * (focus a handle, Space to lift, arrows to move, Space to drop, Escape to cancel; dnd-kit
 * announces each step to screen readers).
 */
export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  label,
  children,
}: {
  items: T[];
  onReorder: (next: T[]) => void;
  /** What an item is called in announcements, e.g. "section". */
  label: (item: T) => string;
  children: (item: T, handle: ReactNode, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    return item ? label(item) : 'item';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${name(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${name(active.id)} is now at position ${items.findIndex((i) => i.id === over.id) + 1} of ${items.length}.`
              : `${name(active.id)} is no longer over the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${name(active.id)} dropped at position ${items.findIndex((i) => i.id === over.id) + 1} of ${items.length}.`
              : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space, then the arrow keys, then Space again to drop it (Escape cancels).',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableItem key={item.id} id={item.id} label={label(item)}>
            {(handle) => children(item, handle, index)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Move ${label}`}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </div>
  );
}
