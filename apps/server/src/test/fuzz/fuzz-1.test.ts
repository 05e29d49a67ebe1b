import { fuzzPart } from './suite.js';

// Part 1: the operations are dealt across the parts (suite.ts).
fuzzPart(1);
