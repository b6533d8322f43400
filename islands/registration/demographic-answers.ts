import type { Demographic, DemographicType as EngineTypes } from '../../content-engine/memberships/demographic.ts';
import type { DemographicAnswers } from '../../content-engine/shared/site-user-info.ts';

/** Question types (spec public §3); `satisfies` keeps this browser copy equal to the engine's. */
export const QuestionType = {
  SINGLE_SELECT: 1,
  MULTI_SELECT: 2,
  TEXT: 3,
  CHECKBOX: 5,
  DATE: 6,
  WHOLE_NUMBER: 7,
  NUMBER: 8,
} as const satisfies typeof EngineTypes;

/** A question as the form asks it. */
export type Question = Pick<
  Demographic,
  'id' | 'description' | 'omedaWebformText' | 'demographicType' | 'demographicValues'
> & { required: boolean };

/** What react-hook-form holds for a question: text, the ticked values of checkboxes, or false for none. */
export type FieldValue = string | string[] | boolean | null | undefined;

export const fieldName = (id: number) => `demo_${id}`;

const picked = (value: FieldValue): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []).filter(
    (v) => v.trim() !== '',
  );

/** Whether the form holds no answer for the question (blank text, no choice ticked). */
export const isUnanswered = (value: FieldValue) => picked(value).length === 0;

/** One answer as the engine takes it (spec public §5: converted to numbers), or undefined when unanswered. */
export function toAnswer(
  question: Pick<Question, 'demographicType' | 'demographicValues'>,
  value: FieldValue,
): number | number[] | string | undefined {
  if (isUnanswered(value)) return undefined;
  const values = picked(value);
  switch (question.demographicType) {
    case QuestionType.SINGLE_SELECT:
      return Number(values[0]);
    case QuestionType.MULTI_SELECT:
      return values.map(Number);
    case QuestionType.CHECKBOX:
      // A one-choice checkbox ("Yes") is answered with that choice; several with the ticked list.
      return question.demographicValues.length === 1 ? Number(values[0]) : values.map(Number);
    case QuestionType.WHOLE_NUMBER:
    case QuestionType.NUMBER:
      return Number(values[0]!.trim());
    default:
      return values[0]!.trim();
  }
}

/** The answers keyed `demo_<id>`, unanswered questions left out. */
export function toDemographicAnswers(
  questions: readonly Question[],
  values: Record<string, FieldValue>,
): DemographicAnswers {
  const answers: DemographicAnswers = {};
  for (const question of questions) {
    const answer = toAnswer(question, values[fieldName(question.id)]);
    if (answer !== undefined) answers[fieldName(question.id)] = answer;
  }
  return answers;
}

/**
 * The questions of a membership: required ones first, then the optional ones, each once, in the
 * membership's order; questions the engine did not return are skipped.
 */
export function membershipQuestions(
  membership: { requiredUserDemographicFields: number[]; additionalUserDemographicFields: number[] },
  loaded: readonly Demographic[],
): Question[] {
  const byId = new Map(loaded.map((q) => [q.id, q]));
  const required = new Set(membership.requiredUserDemographicFields);
  const ids = [
    ...new Set([...membership.requiredUserDemographicFields, ...membership.additionalUserDemographicFields]),
  ];
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [{ ...question, required: required.has(id) }] : [];
  });
}

/** Ids to load: every question the membership asks. */
export const questionIds = (membership: {
  requiredUserDemographicFields: number[];
  additionalUserDemographicFields: number[];
}) => [...new Set([...membership.requiredUserDemographicFields, ...membership.additionalUserDemographicFields])];
