import { router } from '../../trpc.js';
import { numbersOfDocumentsRoute } from './numbers-of-documents.js';

export const documentsRouter = router({
  numbersOf: numbersOfDocumentsRoute,
});
