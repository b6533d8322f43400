import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './sortable-list.css';

/** What a drag handle spreads on its button: dnd-kit's attributes, listeners and activator ref. */
export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> };

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** Each item in words, for what a screen reader hears while dragging ("Row 2"). */
  describe: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  className?: string;
  children: (item: T, index: number, handle: DragHandleProps) => ReactNode;
}

/**
 * A list reordered by drag and drop (dnd-kit): with the pointer, or from the keyboard on the
 * drag handle (Space to pick up, arrows to move, Space to drop, Escape to cancel).
 */
export function SortableList<T extends { id: string }>({
  items,
  describe,
  onMove,
  className,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: string | number) => items.findIndex((item) => item.id === id);
  const name = (id: string | number) => {
    const index = indexOf(id);
    return index < 0 ? 'the item' : describe(items[index]!, index);
  };
  const position = (id: string | number | undefined) => (id === undefined ? '' : `position ${indexOf(id) + 1}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped at ${position(over.id)}.` : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements }}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem key={item.id} id={item.id}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: DragHandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'dragging' : undefined}>
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}
