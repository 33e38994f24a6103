/**
 * How many different signed-in people each address has shown lately: the sign of a real room. A club
 * night puts a hundred phones behind the venue's one address, most of them signed in; one visitor
 * with many tabs or a script shows one person or none. Anonymous allowances per address grow with it
 * (socket-limits.ts, request-budgets.ts). Only a session proves a person, and each account counts
 * once however many sessions it opens, so nobody raises an allowance by logging in again.
 */

/** A person not seen at an address for this long no longer counts there. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Memory stays bounded: the addresses seen least recently go first, and each counts at most this many people. */
const MAX_ADDRESSES = 10_000;
const MAX_PEOPLE_PER_ADDRESS = 2_000;

export class PeopleAtAddresses {
  // Insertion order is the order of last sightings (a sighting re-inserts), oldest first, at both levels.
  private readonly addresses = new Map<string, Map<number, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `playerId` was signed in on a request or a live connection from `address`. */
  seen(address: string, playerId: number): void {
    const at = this.now();
    let people = this.addresses.get(address);
    if (people) this.addresses.delete(address);
    else people = new Map();
    this.addresses.set(address, people);
    people.delete(playerId);
    people.set(playerId, at);
    if (people.size > MAX_PEOPLE_PER_ADDRESS) people.delete(people.keys().next().value as number);
    if (this.addresses.size > MAX_ADDRESSES)
      this.addresses.delete(this.addresses.keys().next().value as string);
  }

  /** Different people signed in from `address` within the last hour. */
  count(address: string): number {
    const people = this.addresses.get(address);
    if (!people) return 0;
    const since = this.now() - FORGET_AFTER_MS;
    for (const [player, at] of people) {
      if (at > since) break;
      people.delete(player);
    }
    if (people.size === 0) this.addresses.delete(address);
    return people.size;
  }
}
