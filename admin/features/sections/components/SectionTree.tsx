import { useState } from 'react';
import { Link } from 'react-router';
import type { SectionNode } from '../section-tree.ts';

/** Nested lists of sections, each parent expandable, each name linking to its edit page. */
export function SectionTree({ nodes }: { nodes: SectionNode[] }) {
  return (
    <ul className="section-tree">
      {nodes.map((node) => (
        <SectionTreeItem key={node.section.id} node={node} />
      ))}
    </ul>
  );
}

function SectionTreeItem({ node }: { node: SectionNode }) {
  const [open, setOpen] = useState(true);
  const { section, children } = node;
  const childrenId = `section-children-${section.id}`;
  return (
    <li>
      <div className="section-row">
        {children.length > 0 ? (
          <button
            type="button"
            className="tree-toggle"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${section.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="tree-toggle-spacer" aria-hidden="true" />
        )}
        <Link to={`/edit-website-section/${section.id}`}>{section.name}</Link>
        <span className="section-path">{section.canonicalPath}</span>
      </div>
      {children.length > 0 && (
        <ul id={childrenId} className="section-tree" hidden={!open}>
          {children.map((child) => (
            <SectionTreeItem key={child.section.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
