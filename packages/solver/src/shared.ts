import { Search } from './search.js';

/** One Search (with its table) reused by every call on this thread: the table is large. */
let shared: Search | null = null;

export function sharedSearch(): Search {
  shared ??= new Search();
  return shared;
}
