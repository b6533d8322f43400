/** A field's message, beside it and announced (aria-describedby points here). */
export function FieldProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <span id={`${id}-error`} className="field-error" role="alert">
      {problem}
    </span>
  ) : null;
}
