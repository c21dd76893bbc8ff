/**
 * Ends a pg pool and waits until each of its connections has closed. pg-pool's own `end()`
 * resolves as soon as it has asked them to close: stopping PostgreSQL right after it ended a
 * connection still closing, whose error the pool then raised with no one listening, and the bench
 * crashed after printing its tables.
 */
export async function endPool(pool) {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed === open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
