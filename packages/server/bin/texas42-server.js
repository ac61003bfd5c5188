#!/usr/bin/env node
// The server alone (no build step): PORT, DATA_DIR, DATABASE_URL, REDIS_URL as in the README.
import { serve } from '../dist/src/index.js';

await serve();
