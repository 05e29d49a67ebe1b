import { fuzzPart } from './suite.js';

// Part 3: the operations are dealt across the parts (suite.ts).
fuzzPart(3);
