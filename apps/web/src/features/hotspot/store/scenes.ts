import { MAX_HOTSPOT_IMAGES, type THotspot, type THotspotKind, type THotspotScenesInput } from '@shop/domain';

/** A room's pictures: its own and its room types'. "Shop this room" lists the products placed on any of them. */
export function roomScenes(room: {
  id: number;
  roomTypes: readonly { id: number; image: string | null }[];
}): THotspotScenesInput {
  return {
    images: [
      { kind: 'room', ownerId: room.id },
      ...room.roomTypes
        .filter((type) => type.image)
        .slice(0, MAX_HOTSPOT_IMAGES - 1)
        .map((type) => ({ kind: 'room-type' as const, ownerId: type.id })),
    ],
  };
}

export const galleryScenes = (images: readonly { id: number }[]): THotspotScenesInput => ({
  images: images.slice(0, MAX_HOTSPOT_IMAGES).map((image) => ({ kind: 'gallery', ownerId: image.id })),
});

/** The hotspots of one picture among a page's. */
export const spotsOf = (hotspots: readonly THotspot[] | undefined, kind: THotspotKind, ownerId: number) =>
  (hotspots ?? []).filter((spot) => spot.kind === kind && spot.ownerId === ownerId);
