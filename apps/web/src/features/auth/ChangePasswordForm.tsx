import { zodResolver } from '@hookform/resolvers/zod';
import type { TChangePasswordInput } from '@shop/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField } from '#/components/FormField';
import { useToast } from '#/components/Toast';
import { applyServerErrors } from '#/lib/form';
import { ZChangePasswordForm, type TChangePasswordForm } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';
import { useHydrated } from '#/lib/use-hydrated';
import formCss from '#/styles/form.module.css';

/** The change-password call of either realm (staff or customer), as its tRPC mutation hook returns it. */
interface IPasswordChange {
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
  className: string | undefined;
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
      <NewPasswordFields form={form} name="newPassword" repeatLabel="Repeat the new password" email={email} />
      <div className={formCss.form__actions}>
        <button type="submit" className="button" disabled={!alive || change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
