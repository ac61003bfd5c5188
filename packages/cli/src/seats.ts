import { clockwise, type Seat } from '@texas42/engine';

/** The four seats in turn starting `steps` clockwise of `seat`. */
export function clockwiseFrom(seat: Seat, steps: number): Seat[] {
  return [0, 1, 2, 3].map((i) => clockwise(seat, steps + i));
}
