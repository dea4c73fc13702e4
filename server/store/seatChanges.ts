/**
 * A count of the seats taken and given back in this process, so what was
 * read from the seats (the calendars of `domain/booking/availabilityCache`)
 * knows when it is out of date.
 */
let generation = 0;

/** A seat was taken or given back. */
export function seatsChanged(): void {
  generation += 1;
}

export const seatGeneration = (): number => generation;
