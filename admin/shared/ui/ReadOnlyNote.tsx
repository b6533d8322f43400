/** Said above a settings form the user may read but not change. */
export function ReadOnlyNote({ permission }: { permission: string }) {
  return (
    <p className="hint" role="note">
      Read only: changing these settings needs the {permission} permission.
    </p>
  );
}
