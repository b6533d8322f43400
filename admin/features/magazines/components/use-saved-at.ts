import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * When the shown record was last saved here (server time), for the live publish status; a create
 * moves to the new record's edit view (`?id=N`) carrying it along.
 */
export function useSavedAt() {
  const location = useLocation();
  const navigate = useNavigate();
  const [savedAt, setSavedAt] = useState<number | null>(
    (location.state as { savedAt?: number } | null)?.savedAt ?? null,
  );
  return {
    savedAt,
    saved: (record: { id: number; updated: number }, created: boolean) => {
      setSavedAt(record.updated);
      if (created) void navigate(`?id=${record.id}`, { replace: true, state: { savedAt: record.updated } });
    },
  };
}
