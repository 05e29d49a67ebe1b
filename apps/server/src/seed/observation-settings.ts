import type { TCreateEntryRequest, TObservationSettings } from '@schooldog/domain';

type EntryType = TCreateEntryRequest['observationType'];

/**
 * An item: its label, tags, and options: the other categories it is also offered in, and which
 * entry type its label reads right with. An item named after a problem ('Light out') only fits a
 * concern, one named after a good state ('Exit paths clear') only a praise; a topic ('Recess
 * supervision') fits either.
 */
type Item = [
  label: string,
  tags: string[],
  options?: { also?: string[]; fits?: Exclude<EntryType, 'other'> },
];

/** Realistic observation categories and items for a walk of a US school (demo and tests). */
const CATALOGUE: Record<string, { label: string; tags: string[]; items: Item[] }> = {
  exterior: {
    label: 'Building Exterior',
    tags: ['exterior', 'facilities'],
    items: [
      ['Roof or gutter damage', ['roof', 'maintenance'], { fits: 'concern' }],
      ['Graffiti or vandalism', ['vandalism'], { fits: 'concern' }],
      ['Fencing and gates', ['perimeter'], { also: ['access'] }],
      ['Signage posted and visible', ['signage'], { fits: 'praise' }],
      ['Landscaping and sight lines', ['grounds', 'visibility']],
    ],
  },
  classrooms: {
    label: 'Classrooms',
    tags: ['classroom'],
    items: [
      ['Door locks from inside', ['lockdown'], { also: ['access'] }],
      ['Emergency procedures posted', ['emergency plan'], { fits: 'praise' }],
      ['Window coverings available', ['lockdown'], { fits: 'praise' }],
      ['Clutter or trip hazards', ['trip hazard'], { fits: 'concern' }],
      ['Positive classroom climate', ['climate'], { fits: 'praise' }],
    ],
  },
  hallways: {
    label: 'Hallways',
    tags: ['hallway'],
    items: [
      ['Supervision during transitions', ['supervision']],
      ['Fire extinguisher inspected', ['fire safety', 'maintenance'], { fits: 'praise' }],
      ['Exit paths clear', ['fire safety'], { fits: 'praise' }],
      ['Evacuation maps posted', ['emergency plan'], { fits: 'praise' }],
    ],
  },
  access: {
    label: 'Doors and Access Control',
    tags: ['access control'],
    items: [
      ['Exterior door propped open', ['door', 'propped door'], { fits: 'concern' }],
      ['Visitor check-in followed', ['visitors'], { fits: 'praise' }],
      ['Badge or ID worn', ['identification'], { fits: 'praise' }],
      ['Door closes and latches', ['door', 'maintenance'], { fits: 'praise' }],
    ],
  },
  cameras: {
    label: 'Cameras',
    tags: ['cameras', 'technology'],
    items: [
      ['Camera not working', ['maintenance'], { fits: 'concern' }],
      ['Blind spot without coverage', ['visibility'], { fits: 'concern' }],
      ['Camera view obstructed', ['visibility'], { fits: 'concern' }],
    ],
  },
  playground: {
    label: 'Playground',
    tags: ['playground', 'grounds'],
    items: [
      ['Equipment damaged', ['maintenance'], { fits: 'concern' }],
      ['Surface or fall zone worn', ['trip hazard'], { fits: 'concern' }],
      ['Recess supervision', ['supervision']],
    ],
  },
  cafeteria: {
    label: 'Cafeteria',
    tags: ['cafeteria'],
    items: [
      ['Spill or wet floor', ['slip hazard'], { fits: 'concern' }],
      ['Lunch supervision', ['supervision']],
      ['Allergy procedures posted', ['health'], { fits: 'praise' }],
    ],
  },
  parking: {
    label: 'Parking and Traffic',
    tags: ['parking', 'traffic'],
    items: [
      ['Car rider line orderly', ['arrival and dismissal'], { fits: 'praise' }],
      ['Crosswalk markings faded', ['maintenance'], { fits: 'concern' }],
      ['Bus loop separated from cars', ['arrival and dismissal'], { fits: 'praise' }],
    ],
  },
  lighting: {
    label: 'Lighting',
    tags: ['lighting'],
    items: [
      ['Light out', ['maintenance'], { also: ['hallways', 'exterior'], fits: 'concern' }],
      ['Exit sign not lit', ['fire safety'], { fits: 'concern' }],
      ['Dark area at night', ['visibility'], { also: ['parking'], fits: 'concern' }],
      ['Entrances and walkways well lit', ['visibility'], { fits: 'praise' }],
    ],
  },
  other: {
    label: 'Other',
    tags: [],
    items: [['Other', []]],
  },
};

/** The observation settings record (categories with tags, items with categories and tags). */
export function demoObservationSettings(): TObservationSettings {
  const categories = Object.entries(CATALOGUE).map(([id, category]) => ({
    id,
    label: category.label,
    image: null,
    tags: category.tags,
  }));
  const items = Object.entries(CATALOGUE).flatMap(([categoryId, category]) =>
    category.items.map(([label, tags, options], index) => ({
      id: itemId(categoryId, index),
      label,
      categories: [categoryId, ...(options?.also ?? [])],
      tags,
    })),
  );
  return { categories, items };
}

const itemId = (categoryId: string, index: number) => `${categoryId}-${index + 1}`;

const FITS = new Map(
  Object.entries(CATALOGUE).flatMap(([categoryId, category]) =>
    category.items.map(([, , options], index) => [itemId(categoryId, index), options?.fits] as const),
  ),
);

/**
 * Whether a demo entry of this type on this item reads right ('Light out' with a praise does not):
 * the demo's seeds log only such entries.
 */
export function fitsDemoItem(itemId: string, type: EntryType): boolean {
  const fits = FITS.get(itemId);
  return type === 'other' || fits === undefined || fits === type;
}
