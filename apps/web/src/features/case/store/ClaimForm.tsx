import {
  CASE_MESSAGES,
  type TCaseCreated,
  type TCaseOrderRef,
  type TReturnOptions,
  type TReturnableLine,
} from '@shop/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '#/components/FormField';
import formCss from '#/styles/form.module.css';
import { formWideErrors } from './case-words';
import { LineQuantities, checkQuantities, chosenLines } from './LineQuantities';
import { PhotoPicker } from './PhotoPicker';
import { useCasePhotos } from './use-case-photos';
import { useCaseSubmit } from './use-case-submit';

interface IClaimFormProps {
  orderRef: TCaseOrderRef;
  options: TReturnOptions;
  onCreated: (created: TCaseCreated) => void;
  onConflict: (message: string) => void;
  onCancel: () => void;
  /** One below the panel's section headings. */
  headingLevel: 2 | 3;
}

const claimableOf = (line: TReturnableLine) => line.claimable;

interface ILocalErrors {
  lines: Record<number, string>;
  description?: string | undefined;
  photos?: string | undefined;
  form?: string | undefined;
}

/**
 * "Report a problem": which pieces arrived damaged or faulty, what is wrong, and photos. Made-to-order and
 * final-sale pieces come here too: they cannot be returned, but a problem with them is ours to put right.
 */
export function ClaimForm({
  orderRef,
  options,
  onCreated,
  onConflict,
  onCancel,
  headingLevel,
}: IClaimFormProps) {
  const lines = options.lines.filter((line) => line.claimable > 0);
  const [values, setValues] = useState<Record<number, string>>({});
  const [description, setDescription] = useState('');
  const [local, setLocal] = useState<ILocalErrors>({ lines: {} });
  const photos = useCasePhotos(orderRef);
  const heading = useRef<HTMLHeadingElement>(null);
  const H = headingLevel === 2 ? 'h3' : 'h4';
  // The button that opened the form is gone: the form's heading takes the focus, and is read out.
  useEffect(() => heading.current?.focus(), []);
  const send = useCaseSubmit(orderRef, {
    onCreated: (created) => {
      photos.clear();
      onCreated(created);
    },
    onConflict,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuantities(values, lines, claimableOf);
    const failed = photos.items.some((item) => item.status === 'failed');
    const problems: ILocalErrors = {
      lines: checked.lines,
      description: description.trim().length < 10 ? CASE_MESSAGES.describe : undefined,
      photos:
        photos.photoIds.length === 0
          ? CASE_MESSAGES.photosNeeded
          : failed
            ? 'Remove the photos that did not upload, or pick them again.'
            : undefined,
      form: checked.none ? CASE_MESSAGES.chooseLines : undefined,
    };
    setLocal(problems);
    if (Object.keys(problems.lines).length || problems.description || problems.photos || problems.form)
      return;
    send.submit({
      kind: 'claim',
      lines: chosenLines(values),
      description: description.trim(),
      photoIds: photos.photoIds,
    });
  };

  const formError = local.form ?? send.alert ?? formWideErrors(send.errors, ['description', 'photoIds']);
  const busy = send.pending || photos.busy;
  // The form's own word on the photos holds while it is still true: none picked, or some that did not upload.
  const photosWrong = photos.items.length === 0 || photos.items.some((item) => item.status === 'failed');
  const photoError = (photosWrong ? local.photos : undefined) ?? send.errors.photoIds;
  return (
    <form noValidate onSubmit={submit} className={formCss.form} aria-labelledby="claim-form-title">
      <H id="claim-form-title" ref={heading} tabIndex={-1}>
        Report a problem
      </H>
      <FormAlert message={formError} />
      <LineQuantities
        legend="Which pieces have a problem"
        lines={lines}
        maxOf={claimableOf}
        values={values}
        onChange={(lineId, value) => {
          setValues((current) => ({ ...current, [lineId]: value }));
          // What the buyer corrects stops being shown as wrong; the rest stays until the next send.
          setLocal((current) => ({ ...current, form: undefined, lines: { ...current.lines, [lineId]: '' } }));
        }}
        errors={{ ...send.byLine, ...local.lines }}
      />
      <FormField
        label="What is wrong"
        error={local.description ?? send.errors.description}
        hint="For example: the left leg arrived cracked, the box was crushed on one corner."
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={2000}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setLocal((current) => ({ ...current, description: undefined }));
            }}
          />
        )}
      </FormField>
      <PhotoPicker photos={photos} error={photoError} />
      <div className={formCss.form__actions}>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Back
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {send.pending ? 'Sending…' : photos.busy ? 'Uploading photos…' : 'Send report'}
        </button>
      </div>
    </form>
  );
}
