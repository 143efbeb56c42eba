import { zodResolver } from '@hookform/resolvers/zod';
import type { TChangePasswordInput } from '@shop/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { ZChangePasswordForm, type TChangePasswordForm } from './change-password-form';
import { useHydrated } from '#/lib/use-hydrated';

/** The change-password call of either realm (staff or customer), as its tRPC mutation hook returns it. */
export interface IPasswordChange {
  mutate: (
    input: TChangePasswordInput,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface IChangePasswordFormProps {
  change: IPasswordChange;
  /** The account's email, so that "contains your email" shows while typing. */
  email: string | undefined;
  /** What the toast says once the password has changed (which sessions were ended). */
  doneMessage: string;
  className: string;
}

/** Current password, new password with its strength, and a repeat: the one form both realms change passwords with. */
export function ChangePasswordForm({ change, email, doneMessage, className }: IChangePasswordFormProps) {
  // Sent only by script: until the page is alive the button waits (no endpoint takes this form without it).
  const alive = useHydrated();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(doneMessage);
        },
        onError: (err) =>
          setFormError(applyServerErrors(err, form.setError, ['currentPassword', 'newPassword'])),
      },
    );
  });

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className={className}>
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
          <input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
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
        <button type="submit" className="button" disabled={!alive || change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
