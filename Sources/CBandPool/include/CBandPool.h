#ifndef CBANDPOOL_H
#define CBANDPOOL_H

/* The threads that draw a frame's bands beside the main thread.
 *
 * A worker parked on a condition variable takes tens to hundreds of microseconds to run again once
 * signalled when its core has gone idle (measured on the 2-core VM the benchmark runs on: median 84 us,
 * p90 166 us after 16 ms idle), which is a large part of a band that takes half a millisecond. So the
 * frame that will be drawn in bands wakes the workers early (`panel_band_pool_wake`: the run loop does
 * it a fraction of a millisecond before a frame it can foresee, the frame itself as it starts), they
 * spin until its bands are published or the frame says it has none (`panel_band_pool_rest`), and park
 * again after a bounded spin. Bands are claimed one at a time from a shared counter, so a worker that is
 * late leaves its band to the calling thread instead of holding the frame up. */

typedef struct panel_band_pool panel_band_pool;

/* One band's work: `context` as given to `panel_band_pool_run`, `band` in 0..<count. */
typedef void (*panel_band_function)(void *context, int band);

/* A pool with `workers` threads beside the caller's (at least 0); NULL with errno set if a thread
 * could not be started (the ones that were are stopped again). */
panel_band_pool *panel_band_pool_create(int workers);

/* Stops and joins the workers, then frees the pool. Not while `panel_band_pool_run` runs. */
void panel_band_pool_destroy(panel_band_pool *pool);

/* Asks the workers to spin for the next bands (up to `spin_microseconds`) instead of parking. */
void panel_band_pool_wake(panel_band_pool *pool, int spin_microseconds);

/* Lets spinning workers park now: the frame that woke them has no bands. */
void panel_band_pool_rest(panel_band_pool *pool);

/* Runs `function(context, k)` for k in 0..<count, on the caller and the workers, and returns when every
 * band has returned. One caller at a time. */
void panel_band_pool_run(panel_band_pool *pool, int count, panel_band_function function, void *context);

/* `panel_band_pool_run` in two halves: `start` publishes the bands to the workers and returns at once, so
 * the caller can go on producing what the bands consume (they must wait for it themselves); `finish` runs
 * the bands no worker has taken on the caller and returns when every band has returned. Each start is
 * followed by one finish before the next start. */
void panel_band_pool_start(panel_band_pool *pool, int count, panel_band_function function, void *context);
void panel_band_pool_finish(panel_band_pool *pool);

/* One pause in a spin loop (x86 `pause`, Arm `yield`): lets the sibling hyperthread run and eases the
 * loop's pressure on the cache line it polls. */
static inline void panel_band_pool_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ volatile("yield" ::: "memory");
#endif
}

#endif
