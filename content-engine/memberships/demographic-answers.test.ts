import { describe, expect, it } from 'vitest';
import { checkDemographicAnswers } from './demographic-answers.ts';
import type { Demographic } from './demographic.ts';

const choices = [
  { id: 1, description: 'One' },
  { id: 2, description: 'Two' },
];
const question = (id: number, demographicType: number): Demographic => ({
  id,
  description: `Q${id}`,
  omedaWebformText: '',
  demographicType,
  demographicValues: [1, 2, 3, 5].includes(demographicType) ? choices : [],
});
const questions = [
  question(1, 1),
  question(2, 2),
  question(3, 3),
  question(5, 5),
  question(6, 6),
  question(7, 7),
  question(8, 8),
];
const check = (answers: Record<string, unknown>, required: number[] = []) =>
  checkDemographicAnswers({ answers, questions, required });
const messages = (answers: Record<string, unknown>, required: number[] = []) =>
  Object.fromEntries(check(answers, required).problems.map((p) => [p.path, p.message]));

describe('demographic answers', () => {
  it('accepts an answer of the right kind for every question type', () => {
    const answers = {
      demo_1: 2,
      demo_2: [1, 2, 2],
      demo_3: '  Fleet  ',
      demo_5: 1,
      demo_6: '2026-02-28',
      demo_7: 40,
      demo_8: 2.5,
    };
    expect(check(answers)).toEqual({
      answers: { demo_1: 2, demo_2: [1, 2], demo_3: 'Fleet', demo_5: 1, demo_6: '2026-02-28', demo_7: 40, demo_8: 2.5 },
      problems: [],
    });
  });

  it('refuses strings for number questions and choices the question does not have', () => {
    expect(messages({ demo_1: '2', demo_2: [1, 9], demo_5: 3, demo_7: 1.5, demo_8: 'many' })).toEqual({
      'demographics.demo_1': "Must be the id of one of the question's choices",
      'demographics.demo_2': "Must be a list of ids of the question's choices",
      'demographics.demo_5': "Must be the id of the question's choice",
      'demographics.demo_7': 'Must be a whole number',
      'demographics.demo_8': 'Must be a number',
    });
  });

  it('refuses impossible dates, other date formats and unknown questions', () => {
    expect(messages({ demo_6: '2026-02-30', demo_99: 1, other: 1 })).toEqual({
      'demographics.demo_6': 'Must be a date (yyyy-MM-dd)',
      'demographics.demo_99': 'Unknown demographic question',
      'demographics.other': 'Unknown demographic question',
    });
    expect(messages({ demo_6: '02/03/2026' })).toEqual({ 'demographics.demo_6': 'Must be a date (yyyy-MM-dd)' });
  });

  it('leaves out empty answers, and requires the required questions', () => {
    expect(check({ demo_1: null, demo_2: [], demo_3: ' ' }).answers).toEqual({});
    expect(messages({ demo_1: null, demo_3: 'x' }, [1, 3, 7])).toEqual({
      'demographics.demo_1': 'Field is required',
      'demographics.demo_7': 'Field is required',
    });
  });
});
