import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';
import { useToast } from '#/components/Toast';
import { ZChangePasswordForm, type TChangePasswordForm } from '#/features/auth/change-password-form';
import { applyServerErrors } from '#/lib/form';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';

export const Route = createFileRoute('/_store/my-account/edit/password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  usePageMeta('Change your password');
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // The guard has already looked the customer up; their email makes "contains your email" visible as they type.
  const email = trpc.auth.getCustomerAuth.useQuery().data?.customer?.email;

  const change = trpc.myAccount.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast.success('Your password has been changed. You have been logged out everywhere else.');
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['currentPassword', 'newPassword'])),
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    change.mutate({ currentPassword, newPassword });
  });

  return (
    <>
      <header className="page-header">
        <h1 className="page-title">Change your password</h1>
        <p className="page-lead">
          You stay logged in here; every other device is logged out. Forgot the current one?{' '}
          <Link to="/forgot">Reset it by email</Link>.
        </p>
      </header>
      <div className="account-card account-card--form">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="form">
          <FormAlert message={formError} />
          <FormField label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint={<PasswordStrength password={newPassword} email={email} />}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            )}
          </FormField>
          <FormField label="Repeat the new password" error={errors.confirmPassword?.message}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
          <div className="form__actions">
            <button type="submit" className="button" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change password'}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
