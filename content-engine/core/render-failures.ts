/*
 * How many pages this process rendered without a part that failed (spec public §8, ADR 67):
 * served, not stored. Counted where renders come back to the main thread (worker renders
 * included) and reported by GET /health, so a database or service that keeps failing shows up
 * without reading the logs.
 */
let pagesWithFailedParts = 0;

export const recordPageWithFailedParts = () => {
  pagesWithFailedParts += 1;
};

export const pagesWithFailedPartsCount = () => pagesWithFailedParts;
