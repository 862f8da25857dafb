package org.georc.judges.llm.http;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how long to wait before asking an endpoint again: a bounded number of retries,
 * exponential backoff with jitter, and a server's {@code Retry-After}, capped.
 *
 * @param maxRetries     retries after the first attempt
 * @param initialBackoff the first backoff
 * @param maxBackoff     the longest backoff, also the cap on {@code Retry-After}
 */
record RetryPolicy(int maxRetries, Duration initialBackoff, Duration maxBackoff) {

    /**
     * Exponential backoff with jitter: uniform in [cap / 2, cap], cap = min(max, initial * 2^attempt).
     *
     * @param attempt the attempt that failed, from 0
     * @return how long to wait
     */
    Duration backoff(int attempt) {
        long cap = Math.min(maxBackoff.toMillis(), initialBackoff.toMillis() << Math.min(attempt, 20));
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(cap / 2, cap + 1));
    }

    /**
     * @param resp a response
     * @return its {@code Retry-After} (seconds or an HTTP date), at most {@link #maxBackoff}; empty
     *         when absent or unreadable
     */
    Optional<Duration> retryAfter(HttpResponse<?> resp) {
        return resp.headers().firstValue("Retry-After").flatMap(v -> {
            try {
                long s = Long.parseLong(v.strip());
                return Optional.of(Duration.ofSeconds(Math.max(0, s)));
            } catch (NumberFormatException e) {
                try {
                    ZonedDateTime t = ZonedDateTime.parse(v.strip(), DateTimeFormatter.RFC_1123_DATE_TIME);
                    Duration d = Duration.between(ZonedDateTime.now(), t);
                    return Optional.of(d.isNegative() ? Duration.ZERO : d);
                } catch (java.time.format.DateTimeParseException e2) {
                    return Optional.<Duration>empty();
                }
            }
        }).map(d -> d.compareTo(maxBackoff) > 0 ? maxBackoff : d);
    }
}
