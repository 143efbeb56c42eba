import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { usePageMeta } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { AdminPageHeader } from '#/features/admin/AdminPageHeader';
import { ZChangePasswordForm, type TChangePasswordForm } from '#/features/auth/change-password-form';

export const Route = createFileRoute('/admin/_panel/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  usePageMeta('Change password');
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // The panel's guard has already loaded the staff member; their email makes "contains your email" visible.
  const email = trpc.auth.getUser.useQuery(undefined, { staleTime: Infinity }).data?.user?.email;

  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast.success('Your password has been changed. Other sessions have been logged out.');
    },
    onError: (err) => setFormError(applyServerErrors(err, form.setError, ['currentPassword', 'newPassword'])),
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    change.mutate({ currentPassword, newPassword });
  });

  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader title="Change password" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="form panel">
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
  );
}
