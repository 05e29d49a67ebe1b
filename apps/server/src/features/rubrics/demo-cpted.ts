import type { TRubricInput } from '@schooldog/domain';
import { question, section } from './demo-builders.js';

/*
 * Crime Prevention Through Environmental Design: the four principles a campus review walks
 * through. Question tags are those of the demo's observation items and categories
 * (observation-settings.ts), so a walk's entries answer questions on their own.
 */

export const CPTED_NAME = 'CPTED Campus Review';

const naturalSurveillance = section(
  'cpted-ns',
  'Natural Surveillance',
  'People inside and outside the building can see and be seen: clear sight lines, working lighting and cameras, adults present where students gather.',
  [
    question(
      'cpted-ns-lighting',
      'Lighting',
      'Entrances, walkways, parking and hallways are lit well enough to recognise a face at 30 feet.',
      ['lighting'],
      [
        'All lights work; no dark areas along paths people use.',
        'Most lights work; one area is dim but still passable.',
        'Several lights are out or an entrance is poorly lit.',
        'Key entrances or parking areas are dark.',
      ],
      {
        description:
          'Check at the time of day the building is used: early arrival and evening events matter most. Note fixtures that are out, blocked by growth, or shining into the eyes of observers.',
      },
    ),
    question(
      'cpted-ns-cameras',
      'Camera coverage',
      'Cameras cover entrances, the bus loop and blind corners, and their views are unobstructed.',
      ['cameras'],
      [
        'Every camera works and its view is clear.',
        'Coverage is good, with one view partly blocked.',
        'More than one camera is down or blocked.',
        'Entrances have no working coverage.',
      ],
    ),
    question(
      'cpted-ns-sightlines',
      'Sight lines',
      'Shrubs are below 3 feet and tree canopies above 7 feet; nothing blocks the view of doors and walkways.',
      ['visibility'],
      [
        'Clear sight lines all around the building.',
        'Mostly clear; one spot needs trimming.',
        'Several hiding places near doors or paths.',
        'Entrances are hidden from view.',
      ],
      {
        context: {
          label: 'Where to look',
          values: ['Front entrance', 'Bus loop', 'Portables', 'Rear doors'],
        },
      },
    ),
    question(
      'cpted-ns-supervision',
      'Adult supervision',
      'Adults are visible in hallways, the cafeteria and on the grounds during transitions and recess.',
      ['supervision'],
      [
        'Adults posted at every transition point.',
        'Adults present, with one area uncovered.',
        'Supervision is thin in several areas.',
        'Students are unsupervised during transitions.',
      ],
    ),
  ],
);

const accessControl = section(
  'cpted-ac',
  'Access Control',
  'Entry is funnelled through points that staff can watch: locked exterior doors, a single visitor entrance, controlled gates.',
  [
    question(
      'cpted-ac-doors',
      'Exterior doors',
      'Exterior doors are closed, latched and locked; none are propped open.',
      ['door', 'propped door'],
      [
        'Every exterior door closed and locked.',
        'Doors secured, with one found propped and closed at once.',
        'Several doors propped or not latching.',
        'Doors routinely left open.',
      ],
    ),
    question(
      'cpted-ac-visitors',
      'Visitor management',
      'Visitors enter through the main office, sign in, and wear a visible badge.',
      ['visitors', 'identification'],
      [
        'Every visitor checked in and badged.',
        'Check-in followed, badges not always worn.',
        'Visitors sometimes bypass the office.',
        'No visitor check-in in practice.',
      ],
    ),
    question(
      'cpted-ac-perimeter',
      'Fencing and gates',
      'Fences are intact and gates close and latch; openings are limited to supervised times.',
      ['perimeter'],
      [
        'Fencing intact, gates latch.',
        'One gate needs attention.',
        'Gaps in the fence or several faulty gates.',
        'Perimeter open with no control.',
      ],
    ),
    question(
      'cpted-ac-lockdown',
      'Classroom lockdown',
      'Classroom doors lock from the inside and window coverings are at hand.',
      ['lockdown'],
      [
        'Every room can lock down in seconds.',
        'Most rooms ready; a few lack coverings.',
        'Several rooms cannot lock from inside.',
        'Lockdown not possible in many rooms.',
      ],
    ),
  ],
);

const territorialReinforcement = section(
  'cpted-tr',
  'Territorial Reinforcement',
  'The campus clearly belongs to the school: marked boundaries, signs that direct visitors, and spaces students and staff take pride in.',
  [
    question(
      'cpted-tr-signage',
      'Signage and wayfinding',
      'Signs direct visitors to the main office and mark private areas and property lines.',
      ['signage'],
      [
        'Clear, current signs at every approach.',
        'Signs present; one is faded or missing.',
        'Visitors cannot find the office from the lot.',
      ],
    ),
    question(
      'cpted-tr-arrival',
      'Arrival and dismissal zones',
      'Bus, car and walker areas are separated and marked.',
      ['arrival and dismissal'],
      [
        'Zones separated and followed.',
        'Zones marked but sometimes crossed.',
        'Buses, cars and walkers mix.',
      ],
    ),
    question(
      'cpted-tr-climate',
      'Sense of ownership',
      'Student work, school colours and cared-for spaces show the building is valued.',
      ['climate'],
      [
        'Spaces are personalised and cared for.',
        'Some areas feel neglected.',
        'Little sign anyone owns the space.',
      ],
    ),
  ],
);

const maintenance = section(
  'cpted-mt',
  'Maintenance',
  'A well-kept campus signals that someone is watching: repairs made promptly, graffiti removed, hazards cleared.',
  [
    question(
      'cpted-mt-vandalism',
      'Graffiti and vandalism',
      'Graffiti and damage are removed or repaired within a day.',
      ['vandalism'],
      [
        'No graffiti or damage.',
        'Minor marks, already reported.',
        'Visible graffiti left for days.',
        'Widespread, long-standing damage.',
      ],
    ),
    question(
      'cpted-mt-repairs',
      'Repairs and upkeep',
      'Fixtures, equipment and building systems are in working order; work orders are raised for what is not.',
      ['maintenance'],
      [
        'Everything in working order.',
        'A few items awaiting repair.',
        'Several repairs overdue.',
        'Broken items left unreported.',
      ],
    ),
    question(
      'cpted-mt-hazards',
      'Trip and slip hazards',
      'Walking surfaces are clear, dry and even.',
      ['trip hazard', 'slip hazard'],
      [
        'Surfaces clear and even.',
        'One hazard, marked.',
        'Several unmarked hazards.',
        'Hazards in main walkways.',
      ],
    ),
    question(
      'cpted-mt-fire',
      'Fire safety equipment',
      'Extinguishers are inspected, exit signs lit and exit paths clear.',
      ['fire safety'],
      [
        'All equipment current and paths clear.',
        'One extinguisher overdue or a path partly blocked.',
        'Several items out of date.',
        'Exit paths blocked.',
      ],
    ),
  ],
);

/** The crime prevention through environmental design template. */
export const CPTED_RUBRIC: TRubricInput = {
  name: CPTED_NAME,
  enabled: true,
  showScores: true,
  active: true,
  sections: [naturalSurveillance, accessControl, territorialReinforcement, maintenance],
  useScoreThresholds: true,
  scoreThresholds: { green: 85, yellow: 70, orange: 50 },
  disclaimer:
    'This review follows the principles of Crime Prevention Through Environmental Design (CPTED). It is a planning aid for the school team, not a certification of safety, and does not replace the district’s safety audit or the fire marshal’s inspection.',
};
