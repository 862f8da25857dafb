package org.georc.judges.llm.http;

import java.util.Locale;

/**
 * What one endpoint of an {@link OpenAiCompatibleModel} did during a run.
 *
 * @param endpoint          the endpoint's URL (secrets hidden)
 * @param requests          attempts sent to it (retries included)
 * @param failures          attempts that gave no usable answer (errors, timeouts, 429/5xx, refusals, unreadable bodies)
 * @param meanLatencyMillis mean time of the attempts that were answered, in milliseconds (NaN when none was)
 * @param ejections         times it was taken out of rotation after failing repeatedly
 * @param ejectedNow        whether it is out of rotation at the time of the call
 */
public record EndpointStats(String endpoint, long requests, long failures, double meanLatencyMillis, long ejections,
                            boolean ejectedNow) {

    /** @return one line for a run's closing report */
    public String describe() {
        return String.format(Locale.ROOT, "%s: %d request(s), %d failed, mean latency %s, ejected %d time(s)%s",
                endpoint, requests, failures,
                Double.isNaN(meanLatencyMillis) ? "n/a" : String.format(Locale.ROOT, "%.0f ms", meanLatencyMillis),
                ejections, ejectedNow ? " (out of rotation now)" : "");
    }
}
