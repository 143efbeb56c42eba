import {
  ROLE,
  ROLE_NAMES,
  STAFF_INVITATION_HOURS,
  STAFF_MESSAGES,
  ZStaffCreateInput,
  ZStaffForm,
  type TStaffCreated,
  type TStaffMember,
} from '@shop/domain';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '#/components/FormField';
import { PasswordStrength } from '#/components/PasswordStrength';
import { EntityForm, SelectField, TextField, useEntityForm, type IEntityForm } from '#/admin-kit';
import { trpc } from '#/lib/trpc';
import fieldCss from '#/styles/field.module.css';
import styles from './StaffForm.module.css';

export type TStaffFormProps =
  { mode: 'create' } | { mode: 'update'; member: TStaffMember; currentUserId: number };

const ROLE_OPTIONS = [ROLE.ADMIN, ROLE.MANAGER].map((role) => ({ value: role, label: ROLE_NAMES[role] }));

type TForm = IEntityForm<z.input<typeof ZStaffCreateInput>, z.output<typeof ZStaffCreateInput>>;

/** Create mode: the admin types the first password, or the new member gets a link to choose their own. */
function PasswordSetupFields({ form }: { form: TForm }) {
  const setup = useWatch({ control: form.methods.control, name: 'passwordSetup' });
  const [password, email] = useWatch({ control: form.methods.control, name: ['password', 'email'] });
  const error = form.methods.getFieldState('password', form.methods.formState).error?.message;
  return (
    <fieldset className={styles['choice-group']}>
      <legend className={fieldCss.field__label}>How will they get their password?</legend>
      <label className={styles.choice}>
        <input type="radio" value="invitation" {...form.methods.register('passwordSetup')} />
        <span>
          <strong>Send an invitation</strong>
          <span className={styles.choice__hint}>
            They get an email with a link to choose their own password. It works once, for{' '}
            {STAFF_INVITATION_HOURS} hours.
          </span>
        </span>
      </label>
      <label className={styles.choice}>
        <input type="radio" value="password" {...form.methods.register('passwordSetup')} />
        <span>
          <strong>Set a password now</strong>
          <span className={styles.choice__hint}>
            Tell it to them yourself; they can change it after logging in.
          </span>
        </span>
      </label>
      {setup === 'password' ? (
        <FormField
          label="Initial password"
          error={error}
          hint={<PasswordStrength password={password ?? ''} email={email} />}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.methods.register('password')}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}

/** The one form behind /admin/hrm/create and /admin/hrm/update/{id}. */
export function StaffForm(props: TStaffFormProps) {
  const member = props.mode === 'update' ? props.member : null;
  const isSelf = props.mode === 'update' && props.member.id === props.currentUserId;
  const utils = trpc.useUtils();
  const create = trpc.staff.create.useMutation();
  const update = trpc.staff.update.useMutation();
  const form = useEntityForm({
    // Update mode validates the details only (the password stays its owner's business); the values it passes on
    // are the details, which is all `update` reads.
    schema: (member ? ZStaffForm : ZStaffCreateInput) as typeof ZStaffCreateInput,
    mode: props.mode,
    defaults: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      role: member?.role ?? ROLE.MANAGER,
      passwordSetup: 'invitation',
      password: '',
    },
    save: async ({
      name,
      email,
      phone,
      role,
      passwordSetup,
      password,
    }): Promise<TStaffMember | TStaffCreated> =>
      member
        ? update.mutateAsync({ id: member.id, name, email, phone, role })
        : create.mutateAsync({ name, email, phone, role, passwordSetup, password }),
    onSaved: async (saved) => {
      utils.staff.detail.setData({ id: saved.id }, saved);
      await utils.staff.getList.invalidate();
    },
    savedMessage: (saved, mode) => {
      if (mode === 'update') return `“${saved.name}” updated.`;
      const invitation = 'invitation' in saved ? saved.invitation : null;
      if (invitation === 'sent')
        return `“${saved.name}” added. An invitation is on its way to ${saved.email}.`;
      if (invitation === 'failed') {
        return `“${saved.name}” added, but the invitation mail could not be sent. Open them to send it again.`;
      }
      return `“${saved.name}” added. They can log in now.`;
    },
    listTo: '/admin/hrm',
  });

  return (
    <EntityForm form={form} createLabel="Add staff member">
      <TextField form={form} name="name" label="Name" maxLength={120} />
      <TextField form={form} name="email" label="Email" type="email" hint="Their login." maxLength={190} />
      <TextField form={form} name="phone" label="Phone" type="tel" hint="Optional." maxLength={40} />
      {isSelf ? (
        <div className={fieldCss.field}>
          <p className={fieldCss.field__label}>Role</p>
          <p className={styles['locked-value']}>
            {ROLE_NAMES[member!.role]}
            <span className={fieldCss.field__hint}>{STAFF_MESSAGES.selfDemote}</span>
          </p>
        </div>
      ) : (
        <SelectField
          form={form}
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          placeholder="Choose a role"
          hint="Administrators also manage staff, customers, orders and the shop's details."
        />
      )}
      {props.mode === 'create' ? <PasswordSetupFields form={form} /> : null}
    </EntityForm>
  );
}
