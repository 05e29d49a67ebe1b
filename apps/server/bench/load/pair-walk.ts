/**
 * The walk two walkers share. The collaborator logs into it only while it is open; before sending
 * it for review the leader closes it and waits for the collaborator's requests in it to finish, as
 * two people on one walk would agree, so no request races the submission (that would be a 4xx the
 * walkers caused, not the server).
 */
export class PairWalk {
  walkId: string | null = null;
  /** Entries logged in the open walk by either walker. */
  entries = 0;
  private isClosing = false;
  private inside = 0;
  private drained: (() => void) | null = null;

  /** The open walk's id (and a promise to leave() it), or null when there is none. */
  enter(): string | null {
    if (!this.walkId || this.isClosing) return null;
    this.inside += 1;
    return this.walkId;
  }

  leave() {
    this.inside -= 1;
    if (this.inside === 0) this.drained?.();
  }

  /** Stops new requests into the walk and waits for those under way. */
  async close(): Promise<void> {
    this.isClosing = true;
    if (this.inside > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    this.drained = null;
  }

  open(walkId: string) {
    this.walkId = walkId;
    this.entries = 0;
    this.isClosing = false;
  }
}
