import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from '#/components/FormField';
import { Icon } from '#/components/Icon';
import { linkOptions, type IEntityForm } from './use-entity-form';
import formCss from '#/styles/form.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './EntityForm.module.css';

interface IEntityFormProps<TIn extends FieldValues, TOut> {
  form: IEntityForm<TIn, TOut>;
  /** "Create room"; update mode always says "Save changes". */
  createLabel: string;
  /** The main column (name, slug, description...). */
  children: ReactNode;
  /** A narrower column beside it on wide screens (an image, say). */
  aside?: ReactNode;
}

function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className={styles['form-draft']} role="status">
      <Icon name="alert" size={18} />
      <p>Your unsaved changes from before were restored.</p>
      <button type="button" className="button button--ghost button--small" onClick={onDiscard}>
        Discard them
      </button>
    </div>
  );
}

/** The frame of every back-office create/update form: alerts, the restored-draft notice, fields and the actions. */
export function EntityForm<TIn extends FieldValues, TOut>({
  form,
  createLabel,
  children,
  aside,
}: IEntityFormProps<TIn, TOut>) {
  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      className={`${formCss.form} ${panelCss.panel}`}
    >
      <FormAlert message={form.formError} />
      {form.draftRestored ? <DraftNotice onDiscard={form.discardDraft} /> : null}
      <div className={aside ? styles['entity-form__grid'] : undefined}>
        <div className={styles['entity-form__main']}>{children}</div>
        {aside ? <div>{aside}</div> : null}
      </div>
      <div className={formCss.form__actions}>
        <Link {...linkOptions(form.listTo)} className="button button--ghost" onClick={form.forgetDraft}>
          Cancel
        </Link>
        <button type="submit" className="button" disabled={form.saving || form.busy} aria-busy={form.saving}>
          {form.saving ? 'Saving…' : form.mode === 'create' ? createLabel : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
