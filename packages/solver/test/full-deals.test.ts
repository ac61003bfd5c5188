import { fullDealsTests } from './full-deals.js';

// Full deals take the plain reference seconds each: the kinds are split over two files that run
// side by side.
fullDealsTests('the solver equals plain minimax on full deals', [
  'trump',
  'doubles',
  'follow-me',
  'nello',
  'sevens',
]);
