// spec §3 course preview: startRegDate and endRegDate bound when a course can be bought; §3 seat
// limits it; §8 NO_MORE_SEAT and TIME_LEFT are the codes an order gets outside these bounds.
export type RegistrationStatus = 'open' | 'not_yet_open' | 'closed' | 'full';

export interface RegistrationBounds {
  start_reg_date: Date | null;
  end_reg_date: Date | null;
  seat: number | null;
  seats_taken: number;
}

export function seatsLeft(b: Pick<RegistrationBounds, 'seat' | 'seats_taken'>): number | null {
  return b.seat === null ? null : Math.max(0, b.seat - b.seats_taken);
}

export function registrationStatus(b: RegistrationBounds, now: Date): RegistrationStatus {
  if (b.start_reg_date && now < b.start_reg_date) return 'not_yet_open';
  if (b.end_reg_date && now > b.end_reg_date) return 'closed';
  if (seatsLeft(b) === 0) return 'full';
  return 'open';
}
