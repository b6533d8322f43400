// Moved to the shared UI (the content editor's related items use it too).
export { SortableList, type DragHandleProps } from '../../../shared/ui/SortableList.tsx';
