package org.georc.judges.encoder;

/**
 * Keeps DJL's tokenizer library offline. Before the first tokenizer loads, and only where the
 * user has not chosen otherwise, it sets:
 * <ul>
 *   <li>{@code ai.djl.offline=true}: DJL never downloads (models or native libraries);</li>
 *   <li>{@code RUST_FLAVOR=cpu}: the CPU build of the native tokenizer, which ships inside the
 *       DJL jar, instead of a CUDA build DJL would fetch on GPU hosts;</li>
 *   <li>{@code OPT_OUT_TRACKING=true}: no usage ping from {@code HuggingFaceTokenizer}.</li>
 * </ul>
 * Users who want DJL's defaults set these system properties (or environment variables) themselves.
 */
public final class DjlOffline {
    private static volatile boolean applied;

    private DjlOffline() {
    }

    /** Applies the settings once; cheap to call again. */
    public static void apply() {
        if (applied) {
            return;
        }
        synchronized (DjlOffline.class) {
            if (applied) {
                return;
            }
            setIfAbsent("ai.djl.offline", "DJL_OFFLINE", "true");
            setIfAbsent("RUST_FLAVOR", "RUST_FLAVOR", "cpu");
            setIfAbsent("OPT_OUT_TRACKING", "OPT_OUT_TRACKING", "true");
            applied = true;
        }
    }

    private static void setIfAbsent(String property, String env, String value) {
        if (System.getProperty(property) == null && System.getenv(env) == null) {
            System.setProperty(property, value);
        }
    }
}
