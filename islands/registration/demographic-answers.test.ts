import { describe, expect, it } from 'vitest';
import {
  isUnanswered,
  membershipQuestions,
  questionIds,
  toDemographicAnswers,
  type Question,
} from './demographic-answers.ts';

const question = (id: number, demographicType: number, choices: number[] = []): Question => ({
  id,
  demographicType,
  description: `Q${id}`,
  omedaWebformText: `Question ${id}?`,
  demographicValues: choices.map((c) => ({ id: c, description: `C${c}` })),
  required: false,
});

describe('demographic answers', () => {
  const questions = [
    question(101, 1, [10101, 10102]),
    question(103, 2, [10301, 10302, 10303]),
    question(105, 5, [10501]),
    question(110, 5, [11001, 11002]),
    question(106, 3),
    question(107, 6),
    question(108, 7),
    question(109, 8),
  ];

  it('are sent keyed demo_<id>, choices and numbers as numbers', () => {
    expect(
      toDemographicAnswers(questions, {
        demo_101: '10102',
        demo_103: ['10301', '10303'],
        demo_105: '10501',
        demo_110: ['11002'],
        demo_106: '  Fleet planner ',
        demo_107: '2031-07-01',
        demo_108: '120',
        demo_109: '2.5',
      }),
    ).toEqual({
      demo_101: 10102,
      demo_103: [10301, 10303],
      demo_105: 10501,
      demo_110: [11002],
      demo_106: 'Fleet planner',
      demo_107: '2031-07-01',
      demo_108: 120,
      demo_109: 2.5,
    });
  });

  it('leave unanswered questions out (blank text, no choice, an unticked box)', () => {
    expect(
      toDemographicAnswers(questions, { demo_101: '', demo_103: [], demo_105: false, demo_106: '   ', demo_108: '' }),
    ).toEqual({});
    expect(isUnanswered(false)).toBe(true);
    expect(isUnanswered(['10301'])).toBe(false);
  });

  it('are asked required first, then optional, each once, as the membership lists them', () => {
    const membership = { requiredUserDemographicFields: [102, 101], additionalUserDemographicFields: [103, 101, 999] };
    const loaded = [question(101, 1), question(102, 1), question(103, 2)];
    expect(membershipQuestions(membership, loaded).map((q) => [q.id, q.required])).toEqual([
      [102, true],
      [101, true],
      [103, false],
    ]);
    expect(questionIds(membership)).toEqual([102, 101, 103, 999]);
  });
});
