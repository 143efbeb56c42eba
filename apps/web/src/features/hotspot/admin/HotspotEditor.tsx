import { HOTSPOT_FRAME, hotspotPlaceWords, nudge, type THotspotAdmin, type THotspotKind } from '@shop/domain';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Image } from '#/components/Image';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { ProductPicker, type IPickedProduct } from './ProductPicker';
import styles from './HotspotEditor.module.css';

interface IPoint {
  x: number;
  y: number;
}

/** Arrow keys move a hotspot by 1% of the picture, with Shift by 10%. */
const STEP = 0.01;
const BIG_STEP = 0.1;
const ARROWS: Record<string, IPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const label = (spot: { product: { name: string }; x: number; y: number }) =>
  `Hotspot: ${spot.product.name} at ${hotspotPlaceWords(spot.x, spot.y)}`;

/**
 * Products placed on a picture (a room's, a room type's or a gallery image). A click on the picture, or Enter on
 * it (the middle), places a point and asks for the product; a hotspot is dragged to move it, or focused and moved
 * with the arrow keys (Shift for bigger steps), and Delete removes it. Every change is saved at once.
 */
export function HotspotEditor({
  kind,
  ownerId,
  image,
  alt,
}: {
  kind: THotspotKind;
  ownerId: number;
  image: string | null;
  alt: string;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const input = { kind, ownerId };
  const spots = trpc.hotspot.adminList.useQuery(input, { enabled: !!image });
  const create = trpc.hotspot.create.useMutation();
  const update = trpc.hotspot.update.useMutation();
  const remove = trpc.hotspot.delete.useMutation();
  const frame = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<number, HTMLButtonElement>());
  /** The hotspot just placed: it takes the focus when its marker is drawn, however late the list comes back. */
  const focusWhenDrawn = useRef<number | null>(null);
  const [pending, setPending] = useState<IPoint | null>(null);
  /** Where hotspots are while they are moved, before the server has them. */
  const [moving, setMoving] = useState<Record<number, IPoint>>({});
  const [dragging, setDragging] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const size = HOTSPOT_FRAME[kind];

  if (!image)
    return (
      <section className={styles.editor} aria-label="Shoppable picture">
        <h2 className={styles.editor__title}>Shoppable picture</h2>
        <p className={styles.editor__help}>Upload and save an image first, then place products on it.</p>
      </section>
    );

  const list = spots.data?.data ?? [];
  const placeOf = (spot: THotspotAdmin): IPoint => moving[spot.id] ?? spot;
  const refresh = () => utils.hotspot.adminList.invalidate(input);

  const pointAt = (clientX: number, clientY: number): IPoint => {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: nudge((clientX - box.left) / box.width, 0),
      y: nudge((clientY - box.top) / box.height, 0),
    };
  };

  const onFrameClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the picture (no pointer position): the middle, to be moved with the arrow keys after.
    setPending(event.detail === 0 ? { x: 0.5, y: 0.5 } : pointAt(event.clientX, event.clientY));
  };

  const place = async (product: IPickedProduct) => {
    const at = pending!;
    setPending(null);
    try {
      const saved = await create.mutateAsync({ ...input, productId: product.id, ...at });
      setSaid(`Placed ${label(saved)}.`);
      const drawn = markers.current.get(saved.id);
      if (drawn) drawn.focus();
      else focusWhenDrawn.current = saved.id;
      await refresh();
    } catch (err) {
      toast.error(errorMessageOf(err, 'The hotspot could not be placed.'));
    }
  };

  const save = async (spot: THotspotAdmin, to: IPoint) => {
    try {
      const saved = await update.mutateAsync({ id: spot.id, ...to });
      setSaid(`Moved to ${hotspotPlaceWords(saved.x, saved.y)}.`);
      await refresh();
    } catch (err) {
      toast.error(errorMessageOf(err, 'The hotspot could not be moved.'));
    } finally {
      setMoving(({ [spot.id]: _, ...rest }) => rest);
    }
  };

  const drop = async (spot: THotspotAdmin) => {
    try {
      await remove.mutateAsync({ id: spot.id });
      setSaid(`Removed the hotspot of ${spot.product.name}.`);
      await refresh();
      frame.current?.querySelector('button')?.focus();
    } catch (err) {
      toast.error(errorMessageOf(err, 'The hotspot could not be removed.'));
    }
  };

  const onMarkerKey = (spot: THotspotAdmin, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      void drop(spot);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    const from = placeOf(spot);
    const to = { x: nudge(from.x, arrow.x * step), y: nudge(from.y, arrow.y * step) };
    setMoving((all) => ({ ...all, [spot.id]: to }));
    void save(spot, to);
  };

  const onPointerDown = (spot: THotspotAdmin, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(spot.id);
  };
  const onPointerMove = (spot: THotspotAdmin, event: PointerEvent<HTMLButtonElement>) => {
    if (dragging !== spot.id) return;
    setMoving((all) => ({ ...all, [spot.id]: pointAt(event.clientX, event.clientY) }));
  };
  const onPointerUp = (spot: THotspotAdmin) => {
    if (dragging !== spot.id) return;
    setDragging(null);
    const to = moving[spot.id];
    if (to && (to.x !== spot.x || to.y !== spot.y)) void save(spot, to);
  };

  return (
    <section className={styles.editor} aria-labelledby={`hotspots-${kind}-${ownerId}`}>
      <h2 id={`hotspots-${kind}-${ownerId}`} className={styles.editor__title}>
        Shoppable picture
      </h2>
      <p className={styles.editor__help}>
        Click the picture (or press Enter on it) to place a product. Drag a hotspot to move it, or focus it
        and use the arrow keys (Shift for bigger steps); Delete removes it.
      </p>
      <div className={styles.frame} ref={frame}>
        <button
          type="button"
          className={styles.frame__surface}
          onClick={onFrameClick}
          aria-label={`${alt}: place a product on the picture`}
        >
          <Image
            imageKey={image}
            alt=""
            width={size.width}
            height={size.height}
            sizes="(min-width: 900px) 640px, 92vw"
            eager
          />
        </button>
        {list.map((spot) => {
          const at = placeOf(spot);
          return (
            <button
              key={spot.id}
              type="button"
              ref={(element) => {
                if (element) markers.current.set(spot.id, element);
                else markers.current.delete(spot.id);
                if (element && focusWhenDrawn.current === spot.id) {
                  focusWhenDrawn.current = null;
                  element.focus();
                }
              }}
              className={
                spot.productActive ? styles.marker : `${styles.marker} ${styles['marker--archived']}`
              }
              style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
              aria-label={`${label({ ...spot, ...at })}${spot.productActive ? '' : ' (archived: not shown)'}`}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Delete"
              onKeyDown={(event) => onMarkerKey(spot, event)}
              onPointerDown={(event) => onPointerDown(spot, event)}
              onPointerMove={(event) => onPointerMove(spot, event)}
              onPointerUp={() => onPointerUp(spot)}
              onPointerCancel={() => onPointerUp(spot)}
            >
              <span aria-hidden="true" />
            </button>
          );
        })}
        {pending ? (
          <span
            className={`${styles.marker} ${styles['marker--pending']}`}
            style={{ left: `${pending.x * 100}%`, top: `${pending.y * 100}%` }}
            aria-hidden="true"
          />
        ) : null}
      </div>
      {pending ? (
        <ProductPicker
          label={`Product at ${hotspotPlaceWords(pending.x, pending.y)}`}
          onPick={(product) => void place(product)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {list.length ? (
        <ul className={styles.editor__list} aria-label="Hotspots on this picture">
          {list.map((spot) => (
            <li key={spot.id}>
              {label({ ...spot, ...placeOf(spot) })}
              {spot.productActive ? '' : ' (archived: not shown)'}{' '}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => void drop(spot)}
                aria-label={`Remove the hotspot of ${spot.product.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.editor__help}>No product placed yet.</p>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
