/** The shop's own pages: site information, social links, gallery, contact messages and room type visits. */
import type { EntityManager } from 'typeorm';
import { ContactMessage, GalleryImage, RoomView, SiteInformation, SocialLink } from '../entities/index.js';
import { ROOMS } from './catalog-rooms.js';
import type { Random } from './random.js';
import { sceneSvg } from './scenes.js';
import type { ImagePlan } from './seed-images.js';
import { daysAgo, insertRows, type TStoredKey } from './seed-util.js';

const SITE_INFORMATION = {
  name: 'Hearth & Timber',
  email: 'hello@shop.test',
  phone: '(503) 555-0199',
  address: '1120 NW Couch St, Portland, OR 97209, United States',
  openingHours: 'Mon–Fri 10am–7pm · Sat 10am–6pm · Sun 11am–5pm',
  about:
    'Hearth & Timber is an independent furniture shop in Portland, Oregon. Since 2009 we have worked with small ' +
    'workshops to make solid, honest furniture from wood, stone, leather and natural fabrics, built to be used ' +
    'every day and handed down. Visit our showroom in the Pearl District or shop online with delivery across the US.',
} as const;

// prettier-ignore
const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/hearthandtimber', 'facebook'],
  ['Instagram', 'https://www.instagram.com/hearthandtimber', 'instagram'],
  ['Pinterest', 'https://www.pinterest.com/hearthandtimber', 'pinterest'],
  ['YouTube', 'https://www.youtube.com/@hearthandtimber', 'youtube'],
] as const;

/** [room, scene variant, caption]: variants re-colour walls and materials so pictures of one room differ. */
// prettier-ignore
const GALLERY = [
  ['Living Room', 1, 'Sunday afternoon in a sunlit living room'],
  ['Bedroom', 1, 'A bedroom built for slow mornings'],
  ['Dining Room', 1, 'Set for a long dinner with friends'],
  ['Kitchen', 1, 'The island where everyone gathers'],
  ['Home Office', 1, 'A home office that works as hard as you do'],
  ['Outdoor', 1, 'Summer evenings on the patio'],
  ['Living Room', 2, 'Layered neutrals for a calm living room'],
  ['Kids Room', 1, 'Room to play, room to grow'],
  ['Bathroom', 1, 'A spa-like bathroom in warm wood'],
  ['Bedroom', 2, 'Soft textures and quiet colors'],
  ['Dining Room', 2, 'Dinner for eight, ready when you are'],
  ['Home Office', 2, 'Books, plants and a proper chair'],
  ['Outdoor', 2, 'Outdoor living, made easy'],
  ['Living Room', 3, 'A reading corner with a view'],
] as const;

// prettier-ignore
const MESSAGES = [
  ['Jordan Ellis', 'jordan.ellis@example.com', '(971) 555-0123', 'Delivery to the 3rd floor?', 'Hi! Our building has no elevator. Does white-glove delivery include carrying a sectional up three flights of stairs?', true],
  ['Priya Raman', 'priya.raman@example.com', '', 'Fabric samples', 'Could you send me swatches of the linen and the bouclé? I am choosing between them for an armchair.', true],
  ['Marcus Webb', 'marcus.webb@example.com', '(206) 555-0178', 'Showroom parking', 'Is there parking near the showroom on Saturdays? We would like to try a few sofas.', true],
  ['Hannah Kim', 'hannah.kim@example.com', '', 'Custom dining table length', 'Do you make the walnut dining table in 96 inches? We need to seat ten.', false],
  ['Diego Alvarez', 'diego.alvarez@example.com', '(312) 555-0142', 'Order arrived with a scratch', 'My nightstand arrived with a small scratch on the top. Photos attached to my email. What are my options?', false],
  ['Sophie Turner', 'sophie.t@example.com', '', 'Trade program', 'I am an interior designer in Seattle. Do you offer a trade discount?', false],
] as const;

function galleryImageKey(index: number, room: string): string {
  return `seed/gallery/${String(index + 1).padStart(2, '0')}-${room.toLowerCase().replace(/\s+/g, '-')}.jpg`;
}

export function planSite(images: ImagePlan): void {
  GALLERY.forEach(([roomName, variant], i) => {
    const room = ROOMS.find((r) => r.name === roomName)!;
    images.add(galleryImageKey(i, roomName), () => sceneSvg(room, variant));
  });
}

export async function insertSite(
  m: EntityManager,
  rng: Random,
  roomTypeIds: ReadonlyMap<string, number>,
  stored: TStoredKey,
): Promise<void> {
  await insertRows(m, SiteInformation, [{ ...SITE_INFORMATION, updatedAt: daysAgo(30) }]);
  const created = daysAgo(400);
  await insertRows(
    m,
    SocialLink,
    SOCIAL.map(([name, url, icon], position) => ({
      name,
      url,
      icon,
      position,
      createdAt: created,
      updatedAt: created,
    })),
  );
  await insertRows(
    m,
    GalleryImage,
    GALLERY.map(([room, , caption], position) => ({
      image: stored(galleryImageKey(position, room)),
      caption,
      position,
      createdAt: daysAgo(200 - position * 10),
    })),
  );
  await insertRows(
    m,
    ContactMessage,
    MESSAGES.map(([name, email, phone, subject, message, isRead], i) => ({
      name,
      email,
      phone,
      subject,
      message,
      isRead,
      createdAt: daysAgo(40 - i * 7, rng),
    })),
  );
  // Visits over the last 30 days, more for the rooms people browse most, so the room type chart has a shape.
  const ids = [...roomTypeIds.values()].sort((a, b) => a - b);
  const weighted = ids.map((id, i) => [id, 1 + ((i * 7) % 11)] as const);
  const views = Array.from({ length: 240 }, () => ({
    roomTypeId: rng.weighted(weighted),
    createdAt: daysAgo(rng.int(0, 29), rng),
  }));
  await insertRows(m, RoomView, views);
}
