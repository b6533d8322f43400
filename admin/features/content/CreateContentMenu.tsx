import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { contentTypeEntries } from '../../../content-engine/shared/content-types.ts';
import { $site } from '../../shared/shell/site-context.ts';
import { createNewTypes } from './create-new-types.ts';

/** Create New: every content type the site has; the editor opens in a new window (spec admin §2). */
export function CreateContentMenu() {
  const [open, setOpen] = useState(false);
  const site = useStore($site);
  const types = createNewTypes(contentTypeEntries, { extraContentTypes: site?.tenant?.extraContentTypes });
  return (
    <div className="create-menu">
      <button
        type="button"
        className="primary"
        aria-expanded={open}
        aria-controls="create-content-types"
        onClick={() => setOpen(!open)}
      >
        Create New
      </button>
      {open && (
        <ul id="create-content-types" className="flyout-menu">
          {types.map((entry) => (
            <li key={entry.value}>
              <a
                href={`/admin/create-content/${entry.editKey}`}
                target="_blank"
                rel="noopener"
                onClick={() => setOpen(false)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
