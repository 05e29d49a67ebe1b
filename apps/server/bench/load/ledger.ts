/** What the server acknowledged during the run: the checks afterwards hold the database to it. */
export interface LedgerEntry {
  reportedByUserId: string;
  walkId: string | null;
  imagePaths: string[];
  /** The instance that answered the create (its live event must reach the other one too). */
  instance: 'A' | 'B';
  via: 'rest' | 'sync';
}

export class Ledger {
  readonly entries = new Map<string, LedgerEntry>();
  /** Acknowledged edits; each sets a location never used before, so each leaves one audit row. */
  readonly edits: { entryId: string; location: string }[] = [];
  /** Device → its user and the highest seq the server acknowledged. */
  readonly devices = new Map<string, { userId: string; lastSeq: number }>();
  readonly pictures = new Set<string>();
  readonly walksStarted = new Set<string>();
  readonly walksSubmitted = new Set<string>();
  /** Mutations answered as replays (applied before, nothing done again). */
  replayedMutations = 0;

  created(id: string, entry: LedgerEntry) {
    this.entries.set(id, entry);
  }

  edited(entryId: string, location: string) {
    this.edits.push({ entryId, location });
  }

  pushed(clientId: string, userId: string, lastSeq: number) {
    this.devices.set(clientId, { userId, lastSeq });
  }
}

/** Locations are unique across the run, so every edit can be told apart in the audit trail. */
let locationCounter = 0;
export const uniqueLocation = (walkerIndex: number) => `Room ${walkerIndex}-${++locationCounter}`;
