import type { TGalleryImage } from '@shop/domain';
import { lazy, Suspense, useId } from 'react';
import { ModalDialog } from '#/components/ModalDialog';
import dialogCss from '#/styles/dialog.module.css';

const HotspotEditor = lazy(() => import('./HotspotEditor').then((m) => ({ default: m.HotspotEditor })));

/** A gallery image's hotspot editor, over the gallery screen; Escape or Done closes it. */
export function HotspotDialog({ image, onClose }: { image: TGalleryImage | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog
      open={!!image}
      onCancel={onClose}
      titleId={titleId}
      focusStart={(dialog) => dialog.querySelector<HTMLElement>('button')?.focus()}
    >
      {image ? (
        <div className={dialogCss.dialog__panel}>
          <h2 id={titleId} className={dialogCss.dialog__title}>
            Products in “{image.alt}”
          </h2>
          <Suspense fallback={null}>
            <HotspotEditor kind="gallery" ownerId={image.id} image={image.image} alt={image.alt} />
          </Suspense>
          <div className={dialogCss.dialog__actions}>
            <button type="button" className="button" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
