/** Rooms and room types of the demo shop, with what a product of each type is made of, costs, measures and weighs. */

/** The silhouette a product is illustrated with. */
export type TFamily =
  | 'sofa'
  | 'armchair'
  | 'chair'
  | 'stool'
  | 'office-chair'
  | 'dining-table'
  | 'coffee-table'
  | 'side-table'
  | 'nightstand'
  | 'bed'
  | 'bunk-bed'
  | 'wardrobe'
  | 'dresser'
  | 'sideboard'
  | 'media'
  | 'island'
  | 'bookcase'
  | 'desk'
  | 'lamp'
  | 'patio-set'
  | 'bench'
  | 'cube-storage'
  | 'vanity'
  | 'mirror';

type TRange = readonly [number, number];

export interface IRoomTypeSpec {
  name: string;
  family: TFamily;
  description: string;
  /**
   * Product nouns with a size factor applied to width, weight and price ("Loveseat" 0.75, "Sectional" 1.4). The
   * material word goes where '*' is ("3-Seat * Sofa" -> "3-Seat Linen Sofa"), else in front ("Walnut Dining Table").
   */
  variants: readonly (readonly [string, number])[];
  /** Main material (names from MATERIALS): decides colour, name word and image. */
  primary: readonly string[];
  /** Legs, frame, top or cushions. */
  secondary: readonly string[];
  /** List price in dollars at size factor 1. */
  price: TRange;
  /** Assembled width, depth and height in inches at size factor 1. */
  dims: readonly [TRange, TRange, TRange];
  /** Packaged weight in pounds at size factor 1 for a material of density 1. */
  weight: TRange;
  /** 'assembled' ships in a box around the piece; 'flat' is flat-packed. */
  pack: 'assembled' | 'flat';
  /** How many demo products of this type. */
  count: number;
}

export interface IRoomSpec {
  name: string;
  description: string;
  /** Wall colour of the room's illustration. */
  wall: string;
  types: readonly IRoomTypeSpec[];
}

// prettier-ignore
export const ROOMS: readonly IRoomSpec[] = [
  {
    name: 'Living Room',
    wall: '#e9dfd1',
    description: 'Deep sofas, sculptural armchairs and tables made for coffee, books and long conversations.',
    types: [
      { name: 'Sofas', family: 'sofa', description: 'Sofas, loveseats and sectionals with deep seats and frames built to last decades.', variants: [['Loveseat', 0.75], ['3-Seat * Sofa', 1], ['Sectional Sofa', 1.4]], primary: ['Linen', 'Velvet', 'Bouclé', 'Full-grain Leather', 'Performance Weave', 'Chenille'], secondary: ['Oak', 'Walnut', 'Matte Black Steel', 'Brass'], price: [1100, 2900], dims: [[82, 92], [36, 40], [31, 35]], weight: [105, 130], pack: 'assembled', count: 9 },
      { name: 'Armchairs', family: 'armchair', description: 'Reading chairs, accent chairs and lounge chairs to curl up in.', variants: [['Armchair', 1], ['Accent Chair', 0.9], ['Reading Chair', 1.05]], primary: ['Bouclé', 'Velvet', 'Top-grain Leather', 'Linen', 'Nubuck'], secondary: ['Oak', 'Walnut', 'Ash', 'Brass'], price: [450, 1400], dims: [[29, 35], [31, 36], [30, 36]], weight: [45, 70], pack: 'assembled', count: 7 },
      { name: 'Coffee Tables', family: 'coffee-table', description: 'Low tables in wood, stone and glass to gather around.', variants: [['Coffee Table', 1], ['Oval * Coffee Table', 1], ['Nesting * Coffee Table', 0.8]], primary: ['Oak', 'Walnut', 'Carrara Marble', 'Travertine', 'Tempered Glass', 'Terrazzo'], secondary: ['Brushed Steel', 'Brass', 'Matte Black Steel', 'Oak'], price: [280, 1200], dims: [[40, 52], [22, 30], [15, 18]], weight: [35, 65], pack: 'flat', count: 7 },
      { name: 'TV Stands', family: 'media', description: 'Media consoles that hide the cables and show off the record collection.', variants: [['Media Console', 1], ['Low * TV Stand', 1.1], ['Compact * TV Stand', 0.75]], primary: ['Oak', 'Walnut', 'Ash', 'Acacia'], secondary: ['Matte Black Steel', 'Brass', 'Fluted Glass'], price: [380, 1300], dims: [[60, 74], [16, 20], [20, 26]], weight: [70, 115], pack: 'flat', count: 6 },
      { name: 'Floor Lamps', family: 'lamp', description: 'Floor lamps that turn a corner into the coziest seat in the house.', variants: [['Floor Lamp', 1], ['Arc * Floor Lamp', 1.2], ['Tripod * Floor Lamp', 1]], primary: ['Brass', 'Matte Black Steel', 'Brushed Steel', 'Copper'], secondary: ['Linen', 'Bouclé', 'Carrara Marble'], price: [140, 460], dims: [[14, 20], [14, 20], [58, 68]], weight: [10, 22], pack: 'flat', count: 6 },
      { name: 'Side Tables', family: 'side-table', description: 'Side tables for a drink, a lamp and the book you are halfway through.', variants: [['Side Table', 1], ['Round * Side Table', 1], ['Drum * Side Table', 0.9]], primary: ['Walnut', 'Travertine', 'Carrara Marble', 'Oak', 'Smoked Glass'], secondary: ['Matte Black Steel', 'Brass'], price: [120, 450], dims: [[16, 22], [16, 22], [20, 24]], weight: [12, 30], pack: 'flat', count: 6 },
    ],
  },
  {
    name: 'Bedroom',
    wall: '#dfe3e3',
    description: 'Calm, well-made beds and storage that keeps the room restful.',
    types: [
      { name: 'Beds', family: 'bed', description: 'Platform, upholstered and solid wood beds from full to king.', variants: [['Full Bed', 0.85], ['Queen Bed', 1], ['King Bed', 1.2]], primary: ['Oak', 'Walnut', 'Linen', 'Velvet', 'Bouclé'], secondary: ['Oak', 'Walnut', 'Matte Black Steel'], price: [900, 2600], dims: [[64, 66], [86, 90], [40, 50]], weight: [110, 135], pack: 'flat', count: 8 },
      { name: 'Wardrobes', family: 'wardrobe', description: 'Freestanding wardrobes and armoires with room for a whole season.', variants: [['2-Door * Wardrobe', 1], ['3-Door * Wardrobe', 1.4], ['Armoire', 1]], primary: ['Oak', 'Ash', 'Walnut', 'Maple'], secondary: ['Matte Black Steel', 'Brass'], price: [900, 2400], dims: [[40, 48], [22, 24], [76, 84]], weight: [150, 190], pack: 'flat', count: 6 },
      { name: 'Nightstands', family: 'nightstand', description: 'Bedside tables with a drawer for everything you reach for at night.', variants: [['Nightstand', 1], ['2-Drawer * Nightstand', 1.05], ['Bedside Table', 0.9]], primary: ['Oak', 'Walnut', 'Ash', 'Cherry', 'Rattan'], secondary: ['Brass', 'Matte Black Steel', 'Oak'], price: [180, 550], dims: [[18, 24], [15, 18], [22, 26]], weight: [25, 45], pack: 'flat', count: 6 },
      { name: 'Dressers', family: 'dresser', description: 'Dressers and chests with smooth, soft-close drawers.', variants: [['6-Drawer * Dresser', 1], ['3-Drawer * Dresser', 0.65], ['Wide * Dresser', 1.2]], primary: ['Walnut', 'Oak', 'Cherry', 'Maple'], secondary: ['Matte Black Steel', 'Brass', 'Copper'], price: [700, 1900], dims: [[54, 64], [18, 20], [30, 34]], weight: [115, 150], pack: 'flat', count: 6 },
    ],
  },
  {
    name: 'Dining Room',
    wall: '#eadbc8',
    description: 'Tables for weeknight dinners and holiday feasts, and chairs you can linger in.',
    types: [
      { name: 'Dining Tables', family: 'dining-table', description: 'Dining tables in solid wood and natural stone, seating two to ten.', variants: [['Dining Table', 1], ['Extendable * Dining Table', 1.15], ['Round * Dining Table', 0.65]], primary: ['Oak', 'Walnut', 'Ash', 'Teak', 'Carrara Marble', 'Nero Marquina Marble', 'Travertine'], secondary: ['Matte Black Steel', 'Brushed Steel', 'Oak'], price: [700, 3200], dims: [[72, 84], [36, 40], [29, 30]], weight: [90, 125], pack: 'flat', count: 8 },
      { name: 'Dining Chairs', family: 'chair', description: 'Side chairs and upholstered dining chairs, sold individually.', variants: [['Dining Chair', 1], ['Side Chair', 0.95], ['Upholstered * Dining Chair', 1.05]], primary: ['Oak', 'Walnut', 'Ash', 'Linen', 'Velvet', 'Rattan'], secondary: ['Oak', 'Walnut', 'Matte Black Steel'], price: [150, 550], dims: [[18, 21], [20, 23], [31, 34]], weight: [12, 20], pack: 'flat', count: 7 },
      { name: 'Sideboards', family: 'sideboard', description: 'Sideboards and credenzas for linens, glassware and the good plates.', variants: [['Sideboard', 1], ['Credenza', 1.1], ['Buffet', 1]], primary: ['Walnut', 'Oak', 'Teak', 'Ash'], secondary: ['Matte Black Steel', 'Brass', 'Fluted Glass'], price: [900, 2400], dims: [[66, 78], [18, 20], [30, 34]], weight: [115, 150], pack: 'flat', count: 6 },
    ],
  },
  {
    name: 'Kitchen',
    wall: '#e4e6df',
    description: 'Islands, carts and stools for the room where everyone ends up anyway.',
    types: [
      { name: 'Bar Stools', family: 'stool', description: 'Counter and bar height stools with footrests in the right place.', variants: [['Bar Stool', 1], ['Counter Stool', 0.9], ['Swivel * Bar Stool', 1.05]], primary: ['Oak', 'Walnut', 'Full-grain Leather', 'Velvet', 'Rattan'], secondary: ['Brass', 'Matte Black Steel', 'Brushed Steel'], price: [120, 420], dims: [[17, 20], [17, 20], [36, 42]], weight: [12, 22], pack: 'flat', count: 6 },
      { name: 'Kitchen Islands', family: 'island', description: 'Freestanding islands and carts that add prep space and storage.', variants: [['Kitchen Island', 1], ['Kitchen Cart', 0.55], ['Butcher Block Island', 1.1]], primary: ['Oak', 'Acacia', 'Walnut', 'Carrara Marble'], secondary: ['Brushed Steel', 'Oak', 'Brass'], price: [900, 2800], dims: [[48, 66], [26, 34], [35, 36]], weight: [140, 175], pack: 'flat', count: 5 },
    ],
  },
  {
    name: 'Home Office',
    wall: '#e2e0d6',
    description: 'Desks, chairs and shelving that make working from home feel like a good idea.',
    types: [
      { name: 'Desks', family: 'desk', description: 'Writing desks and executive desks with cable management built in.', variants: [['Writing Desk', 0.85], ['Desk', 1], ['Executive Desk', 1.3]], primary: ['Oak', 'Walnut', 'Ash', 'Maple'], secondary: ['Matte Black Steel', 'Brushed Steel', 'Brass'], price: [350, 1600], dims: [[48, 60], [24, 30], [29, 30]], weight: [45, 85], pack: 'flat', count: 7 },
      { name: 'Office Chairs', family: 'office-chair', description: 'Ergonomic task chairs with adjustable lumbar support.', variants: [['Task Chair', 1], ['Ergonomic * Office Chair', 1.2], ['Executive Chair', 1.3]], primary: ['Performance Weave', 'Top-grain Leather', 'Wool Felt', 'Vegan Leather'], secondary: ['Aluminum', 'Matte Black Steel'], price: [250, 1100], dims: [[25, 28], [25, 28], [38, 45]], weight: [35, 50], pack: 'flat', count: 6 },
      { name: 'Bookcases', family: 'bookcase', description: 'Open bookcases and shelving units for books, plants and keepsakes.', variants: [['Bookcase', 1], ['Wide * Bookcase', 1.4], ['Narrow * Bookcase', 0.6]], primary: ['Oak', 'Walnut', 'Ash', 'Matte Black Steel'], secondary: ['Oak', 'Brass', 'Tempered Glass'], price: [300, 1300], dims: [[30, 40], [12, 16], [72, 84]], weight: [60, 105], pack: 'flat', count: 6 },
    ],
  },
  {
    name: 'Outdoor',
    wall: '#dde6e8',
    description: 'Weatherproof teak, rattan and aluminum for patios, decks and balconies.',
    types: [
      { name: 'Patio Sets', family: 'patio-set', description: 'Table-and-chair sets for dining outdoors, from bistro to eight-seat.', variants: [['5-Piece * Patio Dining Set', 1], ['3-Piece * Bistro Set', 0.5], ['7-Piece * Patio Dining Set', 1.3]], primary: ['Teak', 'Acacia', 'Rattan', 'Aluminum'], secondary: ['Cotton Canvas', 'Tempered Glass'], price: [700, 2600], dims: [[60, 72], [36, 40], [29, 30]], weight: [120, 160], pack: 'flat', count: 6 },
      { name: 'Lounge Chairs', family: 'armchair', description: 'Outdoor lounge chairs with quick-dry cushions.', variants: [['Lounge Chair', 1], ['Club Chair', 1.05], ['Deep Seat Chair', 1.1]], primary: ['Rattan', 'Teak', 'Seagrass', 'Aluminum'], secondary: ['Cotton Canvas', 'Linen'], price: [300, 1100], dims: [[28, 33], [30, 34], [28, 32]], weight: [30, 55], pack: 'assembled', count: 6 },
      { name: 'Outdoor Benches', family: 'bench', description: 'Garden and porch benches in weather-loving hardwoods.', variants: [['Garden Bench', 1], ['Backless * Bench', 0.85], ['Porch Bench', 1.1]], primary: ['Teak', 'Acacia', 'Aluminum'], secondary: ['Aluminum', 'Cotton Canvas'], price: [250, 900], dims: [[48, 60], [18, 24], [17, 34]], weight: [40, 75], pack: 'flat', count: 5 },
    ],
  },
  {
    name: 'Kids Room',
    wall: '#f0e3d3',
    description: 'Sturdy, safety-tested furniture that grows with them.',
    types: [
      { name: 'Bunk Beds', family: 'bunk-bed', description: 'Bunk and loft beds with guard rails on every side.', variants: [['Bunk Bed', 1], ['Loft Bed', 0.9], ['Twin-over-Full * Bunk Bed', 1.2]], primary: ['Pine', 'Maple', 'Ash', 'Oak'], secondary: ['Cotton Canvas', 'Linen'], price: [600, 1500], dims: [[42, 44], [78, 80], [62, 66]], weight: [140, 175], pack: 'flat', count: 5 },
      { name: 'Kids Desks', family: 'desk', description: 'Child-sized desks for drawing, homework and Lego.', variants: [['Kids Desk', 1], ['Activity Desk', 0.9], ['Study Desk', 1.15]], primary: ['Pine', 'Maple', 'Ash'], secondary: ['Aluminum', 'Pine'], price: [150, 450], dims: [[32, 40], [20, 24], [22, 26]], weight: [25, 45], pack: 'flat', count: 5 },
      { name: 'Toy Storage', family: 'cube-storage', description: 'Cube organizers and toy chests that make tidying up a game.', variants: [['Toy Storage Unit', 1], ['Cube Organizer', 1], ['Toy Chest', 0.8]], primary: ['Pine', 'Maple', 'Seagrass'], secondary: ['Wool Felt', 'Cotton Canvas', 'Jute'], price: [90, 350], dims: [[30, 44], [12, 16], [24, 36]], weight: [20, 40], pack: 'flat', count: 5 },
    ],
  },
  {
    name: 'Bathroom',
    wall: '#e3e9e6',
    description: 'Vanities, mirrors and shelving that bring warmth to the most practical room.',
    types: [
      { name: 'Bathroom Vanities', family: 'vanity', description: 'Freestanding vanities with stone tops and soft-close doors.', variants: [['Single Vanity', 1], ['Double Vanity', 1.6], ['Compact * Vanity', 0.75]], primary: ['Oak', 'Teak', 'Walnut', 'Ash'], secondary: ['Carrara Marble', 'Terrazzo', 'Travertine', 'Granite'], price: [600, 2200], dims: [[30, 40], [21, 22], [34, 35]], weight: [90, 120], pack: 'assembled', count: 6 },
      { name: 'Wall Mirrors', family: 'mirror', description: 'Round, arched and full-length mirrors that bounce the light around.', variants: [['Round * Mirror', 1], ['Arched * Mirror', 1.1], ['Full-Length * Mirror', 1.3]], primary: ['Brass', 'Matte Black Steel', 'Oak', 'Rattan'], secondary: ['Tempered Glass'], price: [120, 600], dims: [[24, 34], [1, 2], [30, 44]], weight: [15, 35], pack: 'assembled', count: 5 },
      { name: 'Bathroom Shelves', family: 'bookcase', description: 'Ladder shelves and étagères that keep towels and toiletries in reach.', variants: [['Ladder Shelf', 1], ['Étagère', 1.1], ['Over-the-Toilet Shelf', 1.2]], primary: ['Teak', 'Matte Black Steel', 'Ash'], secondary: ['Tempered Glass', 'Brass'], price: [80, 320], dims: [[20, 26], [10, 14], [60, 70]], weight: [15, 30], pack: 'flat', count: 5 },
    ],
  },
];
