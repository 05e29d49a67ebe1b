import type { TObservationSettings } from '@schooldog/domain';

type Item = [label: string, tags: string[], extraCategories?: string[]];

/** Realistic observation categories and items for a walk of a US school (demo and tests). */
const CATALOGUE: Record<string, { label: string; tags: string[]; items: Item[] }> = {
  exterior: {
    label: 'Building Exterior',
    tags: ['exterior', 'facilities'],
    items: [
      ['Roof or gutter damage', ['roof', 'maintenance']],
      ['Graffiti or vandalism', ['vandalism']],
      ['Fencing and gates', ['perimeter'], ['access']],
      ['Signage posted and visible', ['signage']],
      ['Landscaping and sight lines', ['grounds', 'visibility']],
    ],
  },
  classrooms: {
    label: 'Classrooms',
    tags: ['classroom'],
    items: [
      ['Door locks from inside', ['lockdown'], ['access']],
      ['Emergency procedures posted', ['emergency plan']],
      ['Window coverings available', ['lockdown']],
      ['Clutter or trip hazards', ['trip hazard']],
      ['Positive classroom climate', ['climate']],
    ],
  },
  hallways: {
    label: 'Hallways',
    tags: ['hallway'],
    items: [
      ['Supervision during transitions', ['supervision']],
      ['Fire extinguisher inspected', ['fire safety', 'maintenance']],
      ['Exit paths clear', ['fire safety']],
      ['Evacuation maps posted', ['emergency plan']],
    ],
  },
  access: {
    label: 'Doors and Access Control',
    tags: ['access control'],
    items: [
      ['Exterior door propped open', ['door', 'propped door']],
      ['Visitor check-in followed', ['visitors']],
      ['Badge or ID worn', ['identification']],
      ['Door closes and latches', ['door', 'maintenance']],
    ],
  },
  cameras: {
    label: 'Cameras',
    tags: ['cameras', 'technology'],
    items: [
      ['Camera not working', ['maintenance']],
      ['Blind spot without coverage', ['visibility']],
      ['Camera view obstructed', ['visibility']],
    ],
  },
  playground: {
    label: 'Playground',
    tags: ['playground', 'grounds'],
    items: [
      ['Equipment damaged', ['maintenance']],
      ['Surface or fall zone worn', ['trip hazard']],
      ['Recess supervision', ['supervision']],
    ],
  },
  cafeteria: {
    label: 'Cafeteria',
    tags: ['cafeteria'],
    items: [
      ['Spill or wet floor', ['slip hazard']],
      ['Lunch supervision', ['supervision']],
      ['Allergy procedures posted', ['health']],
    ],
  },
  parking: {
    label: 'Parking and Traffic',
    tags: ['parking', 'traffic'],
    items: [
      ['Car rider line orderly', ['arrival and dismissal']],
      ['Crosswalk markings faded', ['maintenance']],
      ['Bus loop separated from cars', ['arrival and dismissal']],
    ],
  },
  lighting: {
    label: 'Lighting',
    tags: ['lighting'],
    items: [
      ['Light out', ['maintenance'], ['hallways', 'exterior']],
      ['Exit sign not lit', ['fire safety']],
      ['Dark area at night', ['visibility'], ['parking']],
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
    category.items.map(([label, tags, extra = []], index) => ({
      id: `${categoryId}-${index + 1}`,
      label,
      categories: [categoryId, ...extra],
      tags,
    })),
  );
  return { categories, items };
}
