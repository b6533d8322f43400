import type { Page } from 'playwright-core';

/** The optional consent categories, by their names in the Cookie Preferences dialog. */
export const optionalConsentNames = [
  'Performance Cookies',
  'Functional Cookies',
  'Targeting Cookies',
  'Social Media Cookies',
] as const;

/** In the open Cookie Preferences dialog: allows exactly `categories`, confirms, and waits for it to close. */
export async function chooseConsent(page: Page, categories: readonly string[]) {
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.waitFor();
  for (const name of optionalConsentNames)
    await dialog.getByRole('checkbox', { name }).setChecked(categories.includes(name));
  await dialog.getByRole('button', { name: 'Confirm My Choices' }).click();
  await dialog.waitFor({ state: 'detached' });
}
