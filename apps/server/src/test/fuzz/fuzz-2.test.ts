import { fuzzPart } from './suite.js';

// Part 2: the operations are dealt across the parts (suite.ts).
fuzzPart(2);
