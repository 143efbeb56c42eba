import type { TGalleryImage } from '@shop/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';
import { useToast } from '#/components/Toast';
import { HotspotDialog } from '#/features/hotspot/admin/HotspotDialog';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import checkboxCss from '#/styles/checkbox.module.css';
import styles from './GalleryGrid.module.css';

const count = (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`;

/**
 * One page of the gallery as a grid: each picture has a real checkbox (so Tab and Space select it), and the
 * selection is deleted in one call after a confirmation.
 */
export function GalleryGrid({
  images,
  onDeleted,
}: {
  images: TGalleryImage[];
  onDeleted: () => Promise<void>;
}) {
  const headingId = useId();
  const toast = useToast();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<TGalleryImage | null>(null);
  const remove = trpc.gallery.delete.useMutation();
  // Only ids still on this page count: a page change or a delete elsewhere leaves no hidden selection behind.
  const chosen = images.filter((image) => selected.has(image.id)).map((image) => image.id);
  const allChosen = images.length > 0 && chosen.length === images.length;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    try {
      const result = await remove.mutateAsync({ ids: chosen });
      toast.success(`${count(result.deleted.length)} deleted.`);
      setSelected(new Set());
      setConfirming(false);
      await onDeleted();
    } catch (err) {
      setConfirming(false);
      toast.error(errorMessageOf(err, 'The images could not be deleted.'));
      await onDeleted();
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Gallery images
      </h2>
      <div className={styles['gallery-toolbar']}>
        <label className={checkboxCss.checkbox}>
          <input
            type="checkbox"
            checked={allChosen}
            ref={(input) => {
              if (input) input.indeterminate = chosen.length > 0 && !allChosen;
            }}
            onChange={() => setSelected(allChosen ? new Set() : new Set(images.map((image) => image.id)))}
          />
          <span>Select all on this page</span>
        </label>
        <p className={styles['gallery-toolbar__count']} aria-live="polite">
          {chosen.length ? `${count(chosen.length)} selected` : 'No image selected'}
        </p>
        <button
          type="button"
          className="button button--danger"
          disabled={!chosen.length}
          onClick={() => setConfirming(true)}
        >
          <Icon name="trash" size={18} />
          <span>Delete selected</span>
        </button>
      </div>
      <ul className={styles['gallery-grid']}>
        {images.map((image) => (
          <li
            key={image.id}
            className={
              selected.has(image.id)
                ? `${styles['gallery-card']} ${styles['is-selected']}`
                : styles['gallery-card']
            }
          >
            <label className={styles['gallery-card__label']}>
              <input
                type="checkbox"
                className={styles['gallery-card__check']}
                checked={selected.has(image.id)}
                onChange={() => toggle(image.id)}
                aria-label={`Select “${image.alt}”`}
              />
              <Image imageKey={image.image} alt={image.alt} width={320} height={240} sizes="240px" />
            </label>
            <p className={styles['gallery-card__alt']}>{image.alt}</p>
            <button
              type="button"
              className={`button button--small button--ghost ${styles['gallery-card__hotspots']}`}
              aria-haspopup="dialog"
              aria-label={`Place products on “${image.alt}”`}
              onClick={() => setEditing(image)}
            >
              Products in picture
            </button>
          </li>
        ))}
      </ul>
      <HotspotDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirming}
        title={`Delete ${count(chosen.length)}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>The selected images leave the gallery for good. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
