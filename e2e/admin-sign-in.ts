import type { Page } from 'playwright-core';

/** Opens an admin address signed out, lands on the login page and signs in with the credentials given. */
export async function submitAdminLogin(
  page: Page,
  { username, password }: { username: string; password: string },
  url: string,
) {
  await page.goto(url);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at `url` and waits for the admin toolbar. */
export async function signInToAdmin(page: Page, user: { username: string; password: string }, url: string) {
  await submitAdminLogin(page, user, url);
  await page.getByRole('navigation', { name: 'Admin' }).waitFor();
}
