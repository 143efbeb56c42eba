import type { TStaffCaseView } from '@shop/domain';
import { useId, useState } from 'react';
import { ModalDialog } from '#/components/ModalDialog';
import dialogCss from '#/styles/dialog.module.css';
import styles from './CasePhotos.module.css';

type TPhoto = TStaffCaseView['photos'][number];

/**
 * The customer's photos as thumbnails; one opens larger in a dialog, with the others a step away. The addresses
 * are private: the browser sends the staff session's cookie with each.
 */
export function CasePhotos({ photos }: { photos: TPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  const photo = open === null ? undefined : photos[open];
  const label = (index: number) => `Photo ${index + 1} of ${photos.length}`;
  return (
    <>
      <ul className={styles['case-photos']}>
        {photos.map((p, index) => (
          <li key={p.id}>
            <button type="button" className={styles['case-photos__thumb']} onClick={() => setOpen(index)}>
              <img
                src={p.url}
                alt={`${label(index)}, open larger`}
                width={p.width}
                height={p.height}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={photo !== undefined}
        onCancel={() => setOpen(null)}
        titleId={titleId}
        focusStart={(dialog) => dialog.querySelector<HTMLElement>('button')?.focus()}
      >
        {photo && open !== null ? (
          <div className={`${dialogCss.dialog__panel} ${styles['case-photo-viewer']}`}>
            <h2 id={titleId} className={dialogCss.dialog__title}>
              {label(open)}
            </h2>
            <img
              className={styles['case-photo-viewer__image']}
              src={photo.url}
              alt={label(open)}
              width={photo.width}
              height={photo.height}
            />
            <div className={dialogCss.dialog__actions}>
              {photos.length > 1 ? (
                <>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setOpen((open + photos.length - 1) % photos.length)}
                  >
                    Previous
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setOpen((open + 1) % photos.length)}
                  >
                    Next
                  </button>
                </>
              ) : null}
              <button type="button" className="button" onClick={() => setOpen(null)}>
                Close
              </button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
