/**
 * Runs once when the server starts: validates the configuration (a bad value stops the
 * start with one line naming the variable) and applies pending migrations.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}
