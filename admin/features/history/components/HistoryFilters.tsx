import { useEffect, useState, type FormEvent } from 'react';
import type { HistoryFilter } from '../api/get-history.ts';
import { historyEntityTypes } from '../entity-types.ts';

interface HistoryFiltersProps {
  filter: HistoryFilter;
  onChange: (change: Partial<HistoryFilter>) => void;
}

/** Entity type (applies at once) and entity id (applies on Enter or "Apply"). */
export function HistoryFilters({ filter, onChange }: HistoryFiltersProps) {
  const [entityId, setEntityId] = useState(filter.entityId);
  useEffect(() => setEntityId(filter.entityId), [filter.entityId]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ entityId: entityId.trim() });
  };
  return (
    <form className="history-filters" role="search" aria-label="Filter the history" onSubmit={apply}>
      <div className="field">
        <label htmlFor="history-entity-type">Entity type</label>
        <select
          id="history-entity-type"
          value={filter.entityType}
          onChange={(event) => onChange({ entityType: event.target.value })}
        >
          <option value="">All types</option>
          {historyEntityTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="history-entity-id">Entity ID</label>
        <input
          id="history-entity-id"
          type="text"
          inputMode="text"
          maxLength={200}
          value={entityId}
          onChange={(event) => setEntityId(event.target.value)}
          aria-describedby="history-entity-id-hint"
        />
        <small id="history-entity-id-hint">A content or section ID, a menu name…</small>
      </div>
      <div className="history-filter-actions">
        <button type="submit" className="history-button">
          Apply
        </button>
        {(filter.entityType || filter.entityId) && (
          <button type="button" className="history-button" onClick={() => onChange({ entityType: '', entityId: '' })}>
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
