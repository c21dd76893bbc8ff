import { demo } from '../support/demo';
import { expect, staffState, test } from '../support/fixtures';
import { signIn } from '../support/sign-in';

// Runs before every other test (the `staff sign-in` project): the staff tests start from its session.
test('staff sign in with the business handle and see two sidebar entries', async ({ page }) => {
  await signIn(
    page,
    { userType: 'Staff', email: demo.staffEmail, handle: `@${demo.handle}` },
    'Circular Quay',
    'Counter 1',
  );
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Reward Plan']);
  await expect(page.getByRole('banner')).toContainText(demo.staffName);
  await expect(page.getByRole('banner')).toContainText('Circular Quay - Counter 1');
  await page.context().storageState({ path: staffState });
});
