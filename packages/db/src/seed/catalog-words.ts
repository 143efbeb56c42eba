/** Words the demo catalogue is written with: collection names, description sentences, review snippets, people. */
import type { TFamily } from './catalog-rooms.js';

/** Collection names: invented, Nordic and English place-name flavoured, the way furniture brands name lines. */
// prettier-ignore
export const COLLECTIONS = [
  'Hallstrom', 'Arden', 'Bexley', 'Calloway', 'Dunmore', 'Elsworth', 'Fenwick', 'Greyson', 'Harlow', 'Ivers',
  'Juniper', 'Kendal', 'Larkin', 'Marlow', 'Norland', 'Oakley', 'Pemberton', 'Quinlan', 'Rowan', 'Sutter',
  'Thorne', 'Upton', 'Valen', 'Whitby', 'Yardley', 'Alder', 'Brisa', 'Cove', 'Delmar', 'Everly', 'Fjord',
  'Gable', 'Haven', 'Isla', 'Kestrel', 'Linden', 'Mesa', 'Nola', 'Orla', 'Pell', 'Sorrel', 'Tova', 'Wren',
  'Aspen', 'Birk', 'Cedar', 'Dalby', 'Esme', 'Solvik', 'Marin',
] as const;

/** First sentence by silhouette: what the piece is for and what makes it good. {name} is the product name. */
// prettier-ignore
export const OPENERS: Record<TFamily, readonly string[]> = {
  sofa: ['The {name} sinks you into feather-wrapped seat cushions on a kiln-dried hardwood frame.', 'Low, deep and generous, the {name} is built for movie nights and Sunday naps alike.'],
  armchair: ['The {name} wraps you in a softly curved back and wide, welcoming arms.', 'Sized for reading and deep enough for tucking your feet up, the {name} earns its corner.'],
  chair: ['The {name} is light enough to pull out with one hand and comfortable through a three-course dinner.', 'A gently curved backrest and a contoured seat make the {name} an easy everyday chair.'],
  stool: ['The {name} has a contoured seat and a footrest placed exactly where your feet want it.', 'Slim and sturdy, the {name} tucks neatly under a counter when it is not in use.'],
  'office-chair': ['The {name} supports you through long days with adjustable lumbar, armrests and seat depth.', 'Breathable, supportive and quietly handsome, the {name} looks as good as it sits.'],
  'dining-table': ['The {name} seats family and friends around a generous top with legs kept out of the way.', 'Made for everyday breakfasts and holiday feasts, the {name} is the heart of the dining room.'],
  'coffee-table': ['The {name} keeps books, candles and coffee within easy reach of the sofa.', 'Low and quietly sculptural, the {name} anchors a seating area without crowding it.'],
  'side-table': ['The {name} is just the right height for a lamp, a drink and a stack of books.', 'Compact and characterful, the {name} finishes a sofa or a reading chair.'],
  nightstand: ['The {name} has a soft-close drawer for the things you reach for at night.', 'Neat and practical, the {name} keeps a lamp, a book and a glass of water close by.'],
  bed: ['The {name} stands on a solid slatted base that needs no box spring.', 'With its tall, supportive headboard, the {name} is made for reading in bed.'],
  'bunk-bed': ['The {name} has full-length guard rails and a sturdy ladder that little climbers can trust.', 'Two beds in the footprint of one, the {name} frees up floor space for play.'],
  wardrobe: ['The {name} holds a full hanging rail, an adjustable shelf and a deep drawer for knits.', 'Generous and calm, the {name} swallows a season of clothes behind quiet doors.'],
  dresser: ['The {name} runs on full-extension soft-close drawer glides and dovetailed corners.', 'Deep drawers and a wide top make the {name} a hardworking bedroom essential.'],
  sideboard: ['The {name} hides linens, glassware and the good plates behind soft-close doors.', 'Long and low, the {name} doubles as a bar and a stage for lamps and art.'],
  media: ['The {name} keeps consoles and cables out of sight with a rear cable port and adjustable shelves.', 'Low and long, the {name} holds a television of up to 75 inches.'],
  island: ['The {name} adds a prep surface, drawers and open storage wherever your kitchen needs them.', 'Sturdy enough for kneading dough, the {name} rolls out the welcome for a crowd.'],
  bookcase: ['The {name} has adjustable shelves that hold a full load of hardcovers without sagging.', 'Open and airy, the {name} makes room for books, plants and keepsakes.'],
  desk: ['The {name} gives you a clear work surface, a shallow drawer and a hidden cable tray.', 'Compact enough for a corner and roomy enough for two screens, the {name} gets things done.'],
  lamp: ['The {name} throws a warm, glare-free light across a sofa or a reading chair.', 'Slender and sculptural, the {name} takes a standard E26 bulb and has a foot switch.'],
  'patio-set': ['The {name} brings everyone together for long summer lunches in the garden.', 'The {name} is made to stay out all season, from the first spring brunch to the last warm evening.'],
  bench: ['The {name} seats three comfortably by the door, on the porch or in the garden.', 'Simple and strong, the {name} is at home at the end of a path or a dining table.'],
  'cube-storage': ['The {name} turns tidy-up time into a game with roomy cubes and soft bins.', 'Low enough for little hands, the {name} keeps toys, books and treasures in reach.'],
  vanity: ['The {name} pairs a sealed stone top with soft-close doors and a pre-drilled faucet hole.', 'The {name} brings warmth to the bathroom with moisture-resistant finishes throughout.'],
  mirror: ['The {name} bounces light around a hallway, bathroom or bedroom.', 'Hung by a sturdy French cleat, the {name} stays perfectly level.'],
};

/** Room types whose pieces share a silhouette but not a purpose get their own first sentences. */
// prettier-ignore
export const TYPE_OPENERS: Record<string, readonly string[]> = {
  'Kids Desks': ['The {name} is sized for small people, with rounded corners and a scratch-resistant top.', 'The {name} gives homework, drawing and crafts a place of their own.'],
  'Bathroom Shelves': ['The {name} keeps towels, baskets and toiletries within easy reach.', 'Slim and steam-proof, the {name} turns a bare wall into useful storage.'],
  'Lounge Chairs': ['The {name} has a deep, reclined seat made for long afternoons in the shade.', 'With its quick-dry cushions, the {name} is ready for the patio the moment the sun comes out.'],
};

/** Second sentence by material type of the main material. {material} is its lower-cased name. */
// prettier-ignore
export const MATERIAL_LINES: Record<string, readonly string[]> = {
  Wood: ['Its {material} is sanded by hand and finished in a low-sheen oil that deepens with age.', 'Solid {material} gives every piece its own grain pattern, so no two are quite alike.'],
  Metal: ['The {material} frame is finished to resist scratches, fingerprints and everyday knocks.', 'Welded {material} keeps the silhouette slim without giving up strength.'],
  Fabric: ['The {material} upholstery is removable for cleaning and woven to resist pilling.', 'Upholstered in {material}, it feels soft from the first day and wears in beautifully.'],
  Leather: ['The {material} is drum-dyed through, so scuffs blend in and the patina grows richer every year.', 'Wrapped in {material} with hand-finished edges and contrast-free stitching.'],
  Stone: ['Each {material} top is cut from a single slab, so the veining is unique to your piece.', 'The {material} is honed and sealed, ready for wine glasses and morning coffee.'],
  Glass: ['The {material} is 8 mm thick, with gently polished, chip-resistant edges.', 'A {material} surface keeps the look light and lets the room show through.'],
  'Natural Fiber': ['Hand-woven {material} over a sturdy frame gives it a relaxed, airy texture.', 'The {material} is woven by hand and treated to resist humidity and fading.'],
};

// prettier-ignore
export const CLOSERS = {
  assembled: ['Arrives fully assembled; white-glove delivery is available.', 'Delivered ready to use, with legs that screw on in minutes.', 'Covered by our 10-year frame warranty.'],
  flat: ['Flat-packed with all hardware; assembly takes about 30 minutes.', 'Ships flat-packed with tools included and clear, illustrated instructions.', 'Covered by our 5-year warranty.'],
} as const;

// prettier-ignore
export const REVIEW_AUTHORS = [
  'Emma R.', 'Liam K.', 'Olivia M.', 'Noah T.', 'Ava P.', 'Ethan W.', 'Sophia L.', 'Mason B.', 'Isabella G.',
  'Lucas H.', 'Mia D.', 'James C.', 'Charlotte F.', 'Benjamin S.', 'Amelia N.', 'Henry V.', 'Harper J.',
  'Daniel O.', 'Ella Q.', 'Jack Y.', 'Grace A.', 'Samuel E.', 'Chloe Z.', 'Owen U.', 'Nora I.', 'Leo X.',
  'Zoe R.', 'Caleb M.', 'Lily W.', 'Isaac P.',
] as const;

// prettier-ignore
export const REVIEWS: Record<number, readonly string[]> = {
  '1': ['Not for us: too firm and the color did not match our room. Returned without fuss.'],
  '2': ['Arrived with a scratch on the side. Customer service sorted it, but it took a while.'],
  '3': ['Nice design, but smaller than I imagined. Check the dimensions.', 'Decent quality. One of the screws was missing, support sent a new one fast.'],
  '4': ['Really nice quality. The color is a touch warmer than on screen.', 'Great piece, assembly took a little longer than expected.', 'Comfortable and well made. Delivery window could have been narrower.', 'Looks lovely in our home. Would buy again.'],
  '5': ['Absolutely love it. Better in person than in the photos.', 'Solid build and gorgeous finish. Worth every penny.', 'Delivery was quick and the piece is perfect for our space.', 'Our favorite purchase this year. Guests always ask where it is from.', 'Exactly as described. Sturdy, beautiful and comfortable.', 'The quality is outstanding for the price.'],
};
