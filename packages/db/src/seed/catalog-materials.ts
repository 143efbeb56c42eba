/** Material types and materials of the demo shop, with the colours and textures their swatches are drawn with. */

type TTexture =
  | 'wood'
  | 'metal'
  | 'linen'
  | 'velvet'
  | 'boucle'
  | 'leather'
  | 'marble'
  | 'travertine'
  | 'terrazzo'
  | 'granite'
  | 'glass'
  | 'fluted'
  | 'weave';

export interface IMaterialTypeSpec {
  name: string;
  description: string;
  /** Multiplies a product's packaged weight when this is its main material (stone is heavy, rattan light). */
  density: number;
  /** Multiplies the price (walnut and marble cost more than pine and canvas). */
  premium: number;
}

export interface IMaterialSpec {
  name: string;
  type: string;
  /** The word used in product names: "Hallstrom 3-Seat Linen Sofa". */
  short: string;
  color: string;
  /** Second colour of the swatch: grain, veins, weave. */
  accent: string;
  texture: TTexture;
  description: string;
  premium?: number;
}

// prettier-ignore
export const MATERIAL_TYPES: readonly IMaterialTypeSpec[] = [
  { name: 'Wood', density: 1, premium: 1, description: 'Solid hardwoods and veneers from responsibly managed forests, finished with low-VOC oils and lacquers.' },
  { name: 'Metal', density: 1.1, premium: 1, description: 'Powder-coated steel, brushed stainless, aluminum and warm brass for frames, legs and hardware.' },
  { name: 'Fabric', density: 0.95, premium: 1, description: 'Upholstery fabrics chosen for hand feel and hard wear: natural linens, plush velvets and nubby bouclés.' },
  { name: 'Leather', density: 1.05, premium: 1.3, description: 'Aniline-dyed hides that soften and develop a patina with every year of use.' },
  { name: 'Stone', density: 1.7, premium: 1.3, description: 'Natural marble, travertine and granite, plus terrazzo cast from stone chips, each slab one of a kind.' },
  { name: 'Glass', density: 1.2, premium: 1.05, description: 'Safety-tempered clear, smoked and fluted glass for tabletops, doors and shelves.' },
  { name: 'Natural Fiber', density: 0.7, premium: 0.95, description: 'Hand-woven rattan, seagrass and jute: light, airy and durable indoors and on a covered porch.' },
];

// prettier-ignore
export const MATERIALS: readonly IMaterialSpec[] = [
  { name: 'Oak', type: 'Wood', short: 'Oak', color: '#c49a6c', accent: '#9c7448', texture: 'wood', description: 'European white oak with a straight, open grain and a natural matte oil finish.' },
  { name: 'Walnut', type: 'Wood', short: 'Walnut', color: '#6e4a33', accent: '#4c3122', texture: 'wood', premium: 1.2, description: 'American black walnut: chocolate-brown heartwood with a lively, swirling figure.' },
  { name: 'Ash', type: 'Wood', short: 'Ash', color: '#dcc7a4', accent: '#b89e76', texture: 'wood', description: 'Pale, strong and springy ash with a pronounced cathedral grain.' },
  { name: 'Teak', type: 'Wood', short: 'Teak', color: '#a0703f', accent: '#7a522b', texture: 'wood', premium: 1.15, description: 'Plantation teak, naturally rich in oils that keep it weatherproof outdoors.' },
  { name: 'Maple', type: 'Wood', short: 'Maple', color: '#e2c797', accent: '#c5a572', texture: 'wood', description: 'Hard rock maple with a fine, even texture and a creamy tone.' },
  { name: 'Cherry', type: 'Wood', short: 'Cherry', color: '#9b5a3c', accent: '#733e26', texture: 'wood', premium: 1.1, description: 'American cherry that deepens from salmon pink to a warm russet in the light.' },
  { name: 'Acacia', type: 'Wood', short: 'Acacia', color: '#b07a48', accent: '#83552c', texture: 'wood', description: 'Dense acacia with bold color variation from honey to dark chestnut.' },
  { name: 'Pine', type: 'Wood', short: 'Pine', color: '#e6cc9a', accent: '#c9a467', texture: 'wood', premium: 0.8, description: 'Knotty Nordic pine, light and affordable, finished with a clear water-based lacquer.' },
  { name: 'Brushed Steel', type: 'Metal', short: 'Steel', color: '#a9adb1', accent: '#7d8286', texture: 'metal', description: 'Stainless steel with a fine satin brush that hides fingerprints.' },
  { name: 'Brass', type: 'Metal', short: 'Brass', color: '#c9a45c', accent: '#9a7a3a', texture: 'metal', premium: 1.15, description: 'Solid brass, lacquered to hold its soft golden glow.' },
  { name: 'Matte Black Steel', type: 'Metal', short: 'Black Metal', color: '#323234', accent: '#1c1c1e', texture: 'metal', description: 'Cold-rolled steel with a textured matte black powder coat.' },
  { name: 'Aluminum', type: 'Metal', short: 'Aluminum', color: '#c9cdd1', accent: '#9ea3a8', texture: 'metal', description: 'Rust-proof powder-coated aluminum, light enough to move around the patio.' },
  { name: 'Copper', type: 'Metal', short: 'Copper', color: '#b8734a', accent: '#8c5232', texture: 'metal', premium: 1.1, description: 'Brushed copper with a warm, rosy sheen.' },
  { name: 'Linen', type: 'Fabric', short: 'Linen', color: '#d3c5ac', accent: '#b6a586', texture: 'linen', description: 'Stonewashed Belgian linen in oatmeal, relaxed and breathable.' },
  { name: 'Velvet', type: 'Fabric', short: 'Velvet', color: '#3f6657', accent: '#2a473c', texture: 'velvet', premium: 1.1, description: 'Deep emerald cotton velvet with a soft, light-catching pile.' },
  { name: 'Bouclé', type: 'Fabric', short: 'Bouclé', color: '#ece4d6', accent: '#cfc4b1', texture: 'boucle', premium: 1.15, description: 'Looped ivory bouclé with a cloud-like texture.' },
  { name: 'Cotton Canvas', type: 'Fabric', short: 'Canvas', color: '#6f8294', accent: '#556676', texture: 'linen', description: 'Heavy slate-blue cotton canvas, solution-dyed for outdoor cushions.' },
  { name: 'Wool Felt', type: 'Fabric', short: 'Felt', color: '#5a5c60', accent: '#46484b', texture: 'linen', description: 'Dense charcoal wool felt, naturally flame-retardant and sound-absorbing.' },
  { name: 'Performance Weave', type: 'Fabric', short: 'Performance', color: '#b86a4c', accent: '#93503a', texture: 'linen', description: 'A stain-resistant terracotta weave that shrugs off spills, pets and kids.' },
  { name: 'Chenille', type: 'Fabric', short: 'Chenille', color: '#c99b45', accent: '#a67b2f', texture: 'velvet', description: 'Mustard chenille with a plush, tufted hand.' },
  { name: 'Full-grain Leather', type: 'Leather', short: 'Leather', color: '#8a4b2a', accent: '#6a361c', texture: 'leather', description: 'Cognac full-grain aniline leather that grows richer with use.' },
  { name: 'Top-grain Leather', type: 'Leather', short: 'Espresso Leather', color: '#4d3226', accent: '#37231a', texture: 'leather', description: 'Espresso top-grain leather, lightly protected for everyday family life.' },
  { name: 'Nubuck', type: 'Leather', short: 'Nubuck', color: '#b39272', accent: '#96765a', texture: 'leather', description: 'Sand-colored nubuck, buffed to a velvety touch.' },
  { name: 'Vegan Leather', type: 'Leather', short: 'Vegan Leather', color: '#2d2c2b', accent: '#1b1a1a', texture: 'leather', premium: 0.75, description: 'A durable black polyurethane leather alternative, easy to wipe clean.' },
  { name: 'Carrara Marble', type: 'Stone', short: 'Marble', color: '#eceae6', accent: '#a9a9ab', texture: 'marble', description: 'Italian Carrara marble, white with soft grey veining, sealed against stains.' },
  { name: 'Nero Marquina Marble', type: 'Stone', short: 'Black Marble', color: '#2a2a2c', accent: '#d8d8d6', texture: 'marble', premium: 1.15, description: 'Spanish black marble with crisp white veins.' },
  { name: 'Travertine', type: 'Stone', short: 'Travertine', color: '#dcc8a6', accent: '#bca47e', texture: 'travertine', description: 'Honed Roman travertine in warm beige, with its characteristic natural pores.' },
  { name: 'Terrazzo', type: 'Stone', short: 'Terrazzo', color: '#e8e2d8', accent: '#c46f4e', texture: 'terrazzo', description: 'Cast terrazzo flecked with terracotta, green and charcoal stone chips.' },
  { name: 'Granite', type: 'Stone', short: 'Granite', color: '#7f7d7a', accent: '#3d3c3b', texture: 'granite', description: 'Salt-and-pepper granite, practically indestructible.' },
  { name: 'Slate', type: 'Stone', short: 'Slate', color: '#4d545a', accent: '#3a4046', texture: 'granite', description: 'Riven Welsh slate in blue-grey, cool to the touch.' },
  { name: 'Tempered Glass', type: 'Glass', short: 'Glass', color: '#cfe2e3', accent: '#a7c6c8', texture: 'glass', description: 'Clear 8 mm tempered glass with polished edges.' },
  { name: 'Smoked Glass', type: 'Glass', short: 'Smoked Glass', color: '#5e6361', accent: '#3f4442', texture: 'glass', description: 'Bronze-smoked tempered glass that softens what it shows.' },
  { name: 'Fluted Glass', type: 'Glass', short: 'Fluted Glass', color: '#dbe8e6', accent: '#b3cbc8', texture: 'fluted', description: 'Reeded glass that blurs the contents of a cabinet into soft vertical lines.' },
  { name: 'Rattan', type: 'Natural Fiber', short: 'Rattan', color: '#c9a36b', accent: '#9c7a47', texture: 'weave', description: 'Hand-woven natural rattan cane over a steam-bent frame.' },
  { name: 'Seagrass', type: 'Natural Fiber', short: 'Seagrass', color: '#a99f6c', accent: '#857c4e', texture: 'weave', description: 'Twisted seagrass, harvested and woven by hand.' },
  { name: 'Jute', type: 'Natural Fiber', short: 'Jute', color: '#bfa27a', accent: '#9a7f58', texture: 'weave', description: 'Chunky braided jute with a relaxed, earthy look.' },
];
