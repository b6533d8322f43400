import type { InputProblem } from '../core/validate.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { answerKey, DemographicType, type Demographic } from './demographic.ts';

import type { DemographicAnswer, DemographicAnswers } from '../shared/site-user-info.ts';

export type { DemographicAnswer, DemographicAnswers };

export const maxTextAnswerLength = 1000;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isRealDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/** The cleaned answer of one question, or the reason it is not one. */
function readAnswer(question: Demographic, value: unknown): { answer: DemographicAnswer } | { problem: string } {
  const choices = new Set(question.demographicValues.map((v) => v.id));
  const isChoice = (v: unknown): v is number => typeof v === 'number' && choices.has(v);
  switch (question.demographicType) {
    case DemographicType.SINGLE_SELECT:
      return isChoice(value) ? { answer: value } : { problem: "Must be the id of one of the question's choices" };
    case DemographicType.MULTI_SELECT:
      return Array.isArray(value) && value.every(isChoice)
        ? { answer: [...new Set(value)] }
        : { problem: "Must be a list of ids of the question's choices" };
    case DemographicType.CHECKBOX:
      if (isChoice(value)) return { answer: value };
      return Array.isArray(value) && value.every(isChoice)
        ? { answer: [...new Set(value)] }
        : { problem: "Must be the id of the question's choice" };
    case DemographicType.TEXT:
      return typeof value === 'string' && value.trim().length <= maxTextAnswerLength
        ? { answer: value.trim() }
        : { problem: `Must be text of at most ${maxTextAnswerLength} characters` };
    case DemographicType.DATE:
      return typeof value === 'string' && isRealDate(value.trim())
        ? { answer: value.trim() }
        : { problem: 'Must be a date (yyyy-MM-dd)' };
    case DemographicType.WHOLE_NUMBER:
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? { answer: value }
        : { problem: 'Must be a whole number' };
    case DemographicType.NUMBER:
      return typeof value === 'number' && Number.isFinite(value) ? { answer: value } : { problem: 'Must be a number' };
    default:
      return { problem: 'This question cannot be answered here' };
  }
}

/**
 * Checks answers keyed `demo_<id>` against the tenant's questions: numbers for select, checkbox
 * and number questions (choices must be the question's), text for text, yyyy-MM-dd for dates.
 * Empty answers are left out; `required` question ids must have an answer. Problem paths are
 * `demographics.demo_<id>`.
 */
export function checkDemographicAnswers({
  answers,
  questions,
  required = [],
}: {
  answers: Record<string, unknown>;
  questions: readonly Demographic[];
  required?: readonly number[];
}): { answers: DemographicAnswers; problems: InputProblem[] } {
  const byKey = new Map(questions.map((q) => [answerKey(q.id), q]));
  const cleaned: DemographicAnswers = {};
  const problems: InputProblem[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const path = `demographics.${key}`;
    const question = byKey.get(key);
    if (!question) {
      problems.push({ path, message: 'Unknown demographic question' });
      continue;
    }
    if (isEmpty(value)) continue;
    const read = readAnswer(question, value);
    if ('problem' in read) problems.push({ path, message: read.problem });
    else cleaned[key] = read.answer;
  }
  for (const id of required) {
    const key = answerKey(id);
    if (!(key in cleaned) && !problems.some((p) => p.path === `demographics.${key}`))
      problems.push({ path: `demographics.${key}`, message: requiredMessage });
  }
  return { answers: cleaned, problems };
}
