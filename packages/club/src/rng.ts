/**
 * Every random draw of the club (schedules, table draws, domino draws) uses the engine's seeded
 * generator: a draw is a pure function of its seed and replays exactly.
 */
export { nextInt, nextUint32, seedRng, shuffle, type RngState as Rng } from '@texas42/engine';
