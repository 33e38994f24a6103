/** "Tonight": the last CHECKIN_HOURS hours. A check-in older than that has expired; a game older is another night's. */
export interface Night {
  now: Date;
  /** Where tonight starts. */
  since: Date;
  hours: number;
}

export function nightAt(now: Date, hours: number): Night {
  return { now, since: new Date(now.getTime() - hours * 3_600_000), hours };
}

export function expiresAt(checkedInAt: Date, night: Night): Date {
  return new Date(new Date(checkedInAt).getTime() + night.hours * 3_600_000);
}
