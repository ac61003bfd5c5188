import { fullDealsTests } from './full-deals.js';

fullDealsTests('the solver equals plain minimax on full deals (special contracts)', [
  'follow-me-own-suit',
  'plunge',
  'splash',
]);
