import type { PreviewProblem } from './preview-request.ts';

const headings: Record<string, string> = {
  BAD_USER_INPUT: 'The layout cannot be previewed yet',
  UNAUTHENTICATED: 'Sign in again to preview',
  FORBIDDEN: 'You may not preview layouts of this site',
  REDIRECT: 'This page redirects',
};

/** Why the frame shows no page, with the layout fields at fault (the engine's own message). */
export function PreviewProblemNote({ problem }: { problem: PreviewProblem }) {
  return (
    <div className="layout-preview-problem form-error" role="alert">
      <strong>{headings[problem.code] ?? 'The preview failed'}</strong>
      <p>{problem.message}</p>
      {problem.fields.length > 0 && (
        <ul aria-label="Fields to correct">
          {problem.fields.map((field) => (
            <li key={field}>
              <code>{field}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
