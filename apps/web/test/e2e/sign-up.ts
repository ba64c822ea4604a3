// Accounts for browser tests: through the sign-up form as a person does, or through the account API from the page
// when the form is not what the test is about.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs up with the form (`#/signup`) and waits for the home screen. */
export async function signUpWithForm(page: Page, url: string, name: string, password: string, wait: { timeout: number }): Promise<void> {
  await page.goto(`${url}/#/signup`, { timeout: 120_000 });
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-again').fill(password);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('home').waitFor(wait);
}

/** Signs up through the account API from the page, then reloads so the page knows the account. */
export async function signUpWithApi(page: Page, url: string, name: string, password: string, wait: { timeout: number }): Promise<void> {
  await page.goto(`${url}/`);
  const status = await page.evaluate(
    async ({ name, password }) => {
      const session = (await (await fetch('/api/session')).json()) as { csrf: string };
      const r = await fetch('/api/account/signup', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf }, body: JSON.stringify({ name, password }) });
      return r.status;
    },
    { name, password },
  );
  expect(status).toBe(201);
  await page.reload();
  await page.getByTestId('account-menu-name').waitFor(wait);
}
