import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';

interface INewPasswordFieldsProps<TValues extends FieldValues & { confirmPassword: string }> {
  form: UseFormReturn<TValues>;
  /** The new password's field: `password`, or `newPassword` beside the current one. */
  name: Path<TValues>;
  /** "Repeat the new password", or "Repeat the password" where no old one is in sight. */
  repeatLabel: string;
  /** The account's email, so that "contains your email" shows while typing. */
  email?: string | undefined;
}

/**
 * The new password with its strength as it is typed, then its repeat: the one pair every form that sets a password
 * draws (change, reset link, staff invitation).
 */
export function NewPasswordFields<TValues extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  repeatLabel,
  email,
}: INewPasswordFieldsProps<TValues>) {
  const repeat = 'confirmPassword' as Path<TValues>;
  const password = useWatch({ control: form.control, name }) as string | undefined;
  const errorOf = (field: Path<TValues>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <FormField
        label="New password"
        error={errorOf(name)}
        hint={<PasswordStrength password={password ?? ''} email={email} />}
      >
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" {...form.register(name)} />
        )}
      </FormField>
      <FormField label={repeatLabel} error={errorOf(repeat)}>
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" {...form.register(repeat)} />
        )}
      </FormField>
    </>
  );
}
