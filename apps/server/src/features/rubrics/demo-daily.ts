import type { TRubricInput } from '@schooldog/domain';
import { question, section } from './demo-builders.js';

/** A short daily walkthrough: entrances, hallways, grounds, and (started skipped) emergency readiness. */
export const DAILY_NAME = 'Daily Safety Walkthrough';

export const DAILY_RUBRIC: TRubricInput = {
  name: DAILY_NAME,
  enabled: true,
  showScores: true,
  active: true,
  useScoreThresholds: true,
  scoreThresholds: { green: 90, yellow: 75, orange: 60 },
  disclaimer:
    'Complete during the first hour of the school day. Report anything urgent to the front office at once; this walkthrough records conditions, it does not replace calling for help.',
  sections: [
    section('daily-entrances', 'Entrances', 'The main entrance and every exterior door.', [
      question(
        'daily-entrances-doors',
        'Doors closed and locked',
        'Walk the perimeter and push each exterior door.',
        ['door', 'access control'],
        ['All secured.', 'One found open and secured.', 'More than one open or not latching.'],
      ),
      question(
        'daily-entrances-office',
        'Front office check-in',
        'The front desk is staffed and visitors are checked in.',
        ['visitors'],
        ['Staffed and followed.', 'Staffed, check-in skipped once.', 'Desk unstaffed.'],
      ),
    ]),
    section(
      'daily-hallways',
      'Hallways',
      'Hallways and stairwells during the first transition.',
      [
        question(
          'daily-hallways-supervision',
          'Transition supervision',
          'Adults are at their posts during the bell.',
          ['supervision', 'hallway'],
          ['Every post covered.', 'One post uncovered.', 'Several posts uncovered.'],
        ),
        question(
          'daily-hallways-exits',
          'Exit paths',
          'Exits are lit and paths are clear of carts and furniture.',
          ['fire safety'],
          ['Clear and lit.', 'One path partly blocked.', 'Exit blocked or sign dark.'],
        ),
      ],
      { showNotes: true },
    ),
    section('daily-grounds', 'Playground and Grounds', 'Play areas, fields and the bus loop.', [
      question(
        'daily-grounds-equipment',
        'Playground equipment',
        'Equipment is intact and fall zones are covered.',
        ['playground'],
        ['Safe to use.', 'Minor wear reported.', 'Equipment should be closed.'],
      ),
      question(
        'daily-grounds-traffic',
        'Bus loop and car line',
        'Buses and cars are separated and crossings are staffed.',
        ['arrival and dismissal', 'traffic'],
        ['Separated and staffed.', 'Crossing unstaffed briefly.', 'Cars and buses mix.'],
      ),
    ]),
    section(
      'daily-emergency',
      'Emergency Readiness',
      'Weekly: include this section on Mondays.',
      [
        question(
          'daily-emergency-plans',
          'Emergency plans posted',
          'Evacuation maps and procedures are posted by each classroom door.',
          ['emergency plan'],
          ['Posted everywhere.', 'Missing in a few rooms.', 'Missing in many rooms.'],
        ),
        question(
          'daily-emergency-lockdown',
          'Lockdown supplies',
          'Rooms have window coverings and doors that lock from inside.',
          ['lockdown'],
          ['Ready everywhere.', 'A few rooms lacking.', 'Many rooms lacking.'],
        ),
      ],
      { skip: true },
    ),
  ],
};
