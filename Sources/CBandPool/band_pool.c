#define _GNU_SOURCE
#include "CBandPool.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/* How long the caller spins for bands still running on workers before it sleeps on the condition. */
#define CALLER_SPIN_NS 2000000LL

struct panel_band_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake_cond; /* workers park on it */
    pthread_cond_t done_cond; /* the caller sleeps on it once it has spun long enough */
    pthread_t *threads;
    int workers;
    int parked;      /* workers waiting on wake_cond (under lock) */
    int stop;        /* under lock */
    _Atomic int64_t job_generation; /* bumped (under lock) when bands are published */
    _Atomic int64_t wake_generation; /* bumped (under lock) by panel_band_pool_wake */
    _Atomic int64_t rest_generation; /* the wake generation that panel_band_pool_rest ended */
    _Atomic int64_t spin_deadline;   /* CLOCK_MONOTONIC ns until which woken workers spin */
    /* The published bands (under lock while count > next). */
    panel_band_function function;
    void *context;
    int count;
    int next;
    _Atomic int done;
};

static int64_t monotonic_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* Claims and runs bands until none is left. Called and returns with the lock held. */
static void run_bands(panel_band_pool *pool) {
    while (pool->next < pool->count) {
        int band = pool->next++;
        panel_band_function function = pool->function;
        void *context = pool->context;
        pthread_mutex_unlock(&pool->lock);
        function(context, band);
        pthread_mutex_lock(&pool->lock);
        if (atomic_fetch_add(&pool->done, 1) + 1 == pool->count) pthread_cond_broadcast(&pool->done_cond);
    }
}

static void *worker_main(void *argument) {
    panel_band_pool *pool = argument;
    int64_t seen_job = 0, seen_wake = 0;
    pthread_mutex_lock(&pool->lock);
    for (;;) {
        /* Parked until bands are published or a frame asks for spinning. */
        while (!pool->stop && atomic_load(&pool->job_generation) == seen_job &&
               atomic_load(&pool->wake_generation) == seen_wake) {
            pool->parked++;
            pthread_cond_wait(&pool->wake_cond, &pool->lock);
            pool->parked--;
        }
        if (pool->stop) break;
        seen_wake = atomic_load(&pool->wake_generation);
        if (atomic_load(&pool->job_generation) == seen_job) {
            /* Woken ahead of the bands: spin for them, without the lock, until they come, the frame
               rests the pool, a newer wake or the deadline. */
            pthread_mutex_unlock(&pool->lock);
            int64_t deadline = atomic_load(&pool->spin_deadline);
            for (unsigned spins = 0;; spins++) {
                if (atomic_load_explicit(&pool->job_generation, memory_order_acquire) != seen_job) break;
                if (atomic_load(&pool->rest_generation) >= seen_wake) break;
                if ((spins & 63) == 63) {
                    if (atomic_load(&pool->wake_generation) != seen_wake) {
                        seen_wake = atomic_load(&pool->wake_generation);
                        deadline = atomic_load(&pool->spin_deadline);
                    }
                    if (monotonic_ns() > deadline) break;
                }
                panel_band_pool_pause();
            }
            pthread_mutex_lock(&pool->lock);
        }
        int64_t job = atomic_load(&pool->job_generation);
        if (job != seen_job) {
            seen_job = job;
            run_bands(pool);
        }
    }
    pthread_mutex_unlock(&pool->lock);
    return NULL;
}

panel_band_pool *panel_band_pool_create(int workers) {
    panel_band_pool *pool = calloc(1, sizeof *pool);
    if (!pool) return NULL;
    if (workers < 0) workers = 0;
    pool->threads = calloc((size_t)(workers > 0 ? workers : 1), sizeof(pthread_t));
    if (!pool->threads) {
        free(pool);
        errno = ENOMEM;
        return NULL;
    }
    pthread_mutex_init(&pool->lock, NULL);
    pthread_cond_init(&pool->wake_cond, NULL);
    pthread_cond_init(&pool->done_cond, NULL);
    for (int i = 0; i < workers; i++) {
        int error = pthread_create(&pool->threads[i], NULL, worker_main, pool);
        if (error) {
            pool->workers = i;
            panel_band_pool_destroy(pool);
            errno = error;
            return NULL;
        }
        pthread_setname_np(pool->threads[i], "panel-band");
    }
    pool->workers = workers;
    return pool;
}

void panel_band_pool_destroy(panel_band_pool *pool) {
    if (!pool) return;
    /* Spinning workers stop spinning at once; parked ones wake and see `stop`. */
    panel_band_pool_rest(pool);
    pthread_mutex_lock(&pool->lock);
    pool->stop = 1;
    pthread_cond_broadcast(&pool->wake_cond);
    pthread_mutex_unlock(&pool->lock);
    for (int i = 0; i < pool->workers; i++) pthread_join(pool->threads[i], NULL);
    pthread_cond_destroy(&pool->done_cond);
    pthread_cond_destroy(&pool->wake_cond);
    pthread_mutex_destroy(&pool->lock);
    free(pool->threads);
    free(pool);
}

void panel_band_pool_wake(panel_band_pool *pool, int spin_microseconds) {
    if (pool->workers == 0) return;
    atomic_store(&pool->spin_deadline, monotonic_ns() + (int64_t)spin_microseconds * 1000);
    pthread_mutex_lock(&pool->lock);
    atomic_fetch_add(&pool->wake_generation, 1);
    if (pool->parked > 0) pthread_cond_broadcast(&pool->wake_cond);
    pthread_mutex_unlock(&pool->lock);
}

void panel_band_pool_rest(panel_band_pool *pool) {
    atomic_store(&pool->rest_generation, atomic_load(&pool->wake_generation));
}

void panel_band_pool_start(panel_band_pool *pool, int count, panel_band_function function, void *context) {
    if (count <= 0) return;
    pthread_mutex_lock(&pool->lock);
    pool->function = function;
    pool->context = context;
    pool->count = count;
    pool->next = 0;
    atomic_store(&pool->done, 0);
    atomic_fetch_add_explicit(&pool->job_generation, 1, memory_order_release);
    if (pool->parked > 0 && count > 1) pthread_cond_broadcast(&pool->wake_cond);
    pthread_mutex_unlock(&pool->lock);
}

void panel_band_pool_finish(panel_band_pool *pool) {
    pthread_mutex_lock(&pool->lock);
    int count = pool->count;
    if (count <= 0) {
        pthread_mutex_unlock(&pool->lock);
        return;
    }
    run_bands(pool);
    if (atomic_load(&pool->done) < count) {
        /* Bands still running on workers: spin for them (sleeping would add a wake-up's latency to the
           frame), then sleep if they take unusually long (a worker preempted on a busy machine). */
        pthread_mutex_unlock(&pool->lock);
        int64_t deadline = monotonic_ns() + CALLER_SPIN_NS;
        for (unsigned spins = 0; atomic_load(&pool->done) < count; spins++) {
            if ((spins & 63) == 63 && monotonic_ns() > deadline) break;
            panel_band_pool_pause();
        }
        pthread_mutex_lock(&pool->lock);
        while (atomic_load(&pool->done) < count) pthread_cond_wait(&pool->done_cond, &pool->lock);
    }
    pool->count = 0;
    pool->next = 0;
    pthread_mutex_unlock(&pool->lock);
}

void panel_band_pool_run(panel_band_pool *pool, int count, panel_band_function function, void *context) {
    panel_band_pool_start(pool, count, function, context);
    panel_band_pool_finish(pool);
}
