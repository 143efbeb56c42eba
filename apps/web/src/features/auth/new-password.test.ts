import { describe, expect, it } from 'vitest';
import { ZChangePasswordForm, ZNewPasswordForm } from './new-password';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('new password forms', () => {
  it('take a password typed the same twice', () => {
    expect(
      ZNewPasswordForm.safeParse({ password: 'oak-shelf-2026', confirmPassword: 'oak-shelf-2026' }).success,
    ).toBe(true);
    expect(
      ZChangePasswordForm.safeParse({
        currentPassword: 'old-secret',
        newPassword: 'oak-shelf-2026',
        confirmPassword: 'oak-shelf-2026',
      }).success,
    ).toBe(true);
  });

  it('put a mismatch on the repeat field, in each form its own words', () => {
    expect(
      issuesOf(ZNewPasswordForm.safeParse({ password: 'oak-shelf-2026', confirmPassword: 'oak-shelf' })),
    ).toEqual([['confirmPassword', 'The two passwords do not match.']]);
    expect(
      issuesOf(
        ZChangePasswordForm.safeParse({
          currentPassword: 'old-secret',
          newPassword: 'oak-shelf-2026',
          confirmPassword: 'oak-shelf',
        }),
      ),
    ).toEqual([['confirmPassword', 'The two new passwords do not match.']]);
  });

  it("hold the new password to the API's rule", () => {
    const short = issuesOf(ZNewPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' }));
    expect(short.map(([path]) => path)).toContain('password');
  });
});
