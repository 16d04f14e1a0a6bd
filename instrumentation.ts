/**
 * Runs once when the server starts: opens the feedback store, creating the SQLite file or reaching
 * PostgreSQL and applying pending migrations, so a broken database shows at start-up rather than on
 * the first reader's vote. Skipped while building.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  if (process.env.NODE_ENV === 'development') {
    // Not awaited: the server answers meanwhile. See `warmMarkdownCompiler`.
    void import('./src/markdown/compile').then((compile) => compile.warmMarkdownCompiler());
  }
  const { getDatabase } = await import('./src/server/db/database');
  try {
    await getDatabase();
  } catch (error) {
    // Pages still serve; the feedback endpoint answers 500 and retries the connection.
    console.error('Feedback store unavailable at start-up:', error);
  }
}
