import type { Page } from 'playwright-core';

/** Answers the page's next dialog (accept or dismiss) and records its question, e.g. the newsletter opt-out confirmation. */
export function answerNextDialog(page: Page, accept: boolean): string[] {
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return questions;
}
