import { measureReference, printReference } from './reference';
printReference(await measureReference());
