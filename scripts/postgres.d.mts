/** Types for scripts/postgres.mjs, which the feedback store's tests import. */
export declare const LOCAL_TEST_DATABASE_URL: string;
export declare function ensurePostgres(): string;
