import { expect, test } from './test';
import { ADMIN_EMAIL, keepScreenshot, loginAsAdmin, outboxMails } from './support';

/** The worker's server is shared by the journeys that run on it: the edited template goes back to its default. */
test.afterEach(async ({ page }) => {
  await page.request.post('/api/admin/mail-templates/revert/password-reset', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {},
  });
});

test('an admin edits a customer mail with a live preview, sees the line of a mistake, tests it and reverts it', async ({
  page,
  server,
}) => {
  await loginAsAdmin(page, '/admin/mail-templates');
  await expect(page.getByRole('heading', { name: 'Mail templates' })).toBeVisible();
  await page.getByRole('link', { name: 'Password reset', exact: true }).click();

  const frame = page.getByTitle('The mail as the customer sees it');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.getByText(/^Subject: \[.+\] Reset your password$/)).toBeVisible();

  await test.step('a mistake names its line, and the preview follows the fix', async () => {
    await page
      .getByLabel('HTML', { exact: true })
      .fill('<p>Hello {{ customer.name }}</p>\n<p>{{ customer.password }}</p>');
    await expect(page.getByText('HTML, line 2: unknown variable "customer.password"')).toBeVisible();
    await page
      .getByLabel('HTML', { exact: true })
      .fill(
        '<style>p { color: {{ shop.colors.accent }}; }</style><p>Hello {{ customer.name }}, <a href="{{ link }}">choose a password</a></p>',
      );
    await page
      .getByLabel('Subject', { exact: true })
      .fill('{{ shop.name }}: a new password for {{ customer.name }}');
    await expect(page.getByText(/^Subject: .+: a new password for Ann Example$/)).toBeVisible();
    await expect(frame.contentFrame().getByText('Hello Ann Example, choose a password')).toBeVisible();
    await keepScreenshot(page, test.info().outputPath('mail-template-editor.png'), { fullPage: true });
  });

  await test.step('saved, tested on oneself, and reverted', async () => {
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Password reset: saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a test to myself' }).click();
    await expect(page.getByText(`on its way to ${ADMIN_EMAIL}`)).toBeVisible();
    await expect
      .poll(async () =>
        (await outboxMails(server.dataDir)).some(
          (m) => m.to === ADMIN_EMAIL && /: a new password for Ann Example$/.test(m.subject),
        ),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Revert to default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Password reset: back to the default.')).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(
      '[{{ shop.name }}] Reset your password',
    );
  });
});
